import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Notice } from '@xchange/contract';

// The toast machinery (Zag's toast and dismissal, ~12 KB gzip) downloads with the first notice, not with every page.
const loadToaster = () => import('./notice-toaster');
const NoticeToasts = lazy(loadToaster);

let wanted = false;
const listeners = new Set<() => void>();
const want = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Shows a notice. Deferred past the current task, so calling it from a remote's effect never flushes the shell's
 * root mid-render; the first one also waits for the toaster to download.
 */
export function showNotice(notice: Notice): void {
  want();
  setTimeout(() => {
    void loadToaster().then(({ noticeToaster }) =>
      noticeToaster.create({ type: notice.type, title: notice.title, description: notice.description, closable: true }),
    );
  }, 0);
}

/** Removes every notice on screen (between tests). */
export async function clearNotices(): Promise<void> {
  if (wanted) (await loadToaster()).noticeToaster.remove();
}

/** Renders the notices; mount once per page (the shell's root). */
export function NoticeViewport() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <NoticeToasts />
    </Suspense>
  ) : null;
}
