import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { noticeDurationMs, type Notice } from '@xchange/contract';

/** One toaster for the page: bottom right, hides after 4 s (SPEC §8/§9). */
export const noticeToaster = createToaster({ placement: 'bottom-end', duration: noticeDurationMs, pauseOnPageIdle: true });

/** Shows a notice. Deferred a tick, so calling it from a remote's effect never flushes the shell's root mid-render. */
export function showNotice(notice: Notice): void {
  setTimeout(() => {
    noticeToaster.create({
      type: notice.type,
      title: notice.title,
      description: notice.description,
      closable: true,
    });
  }, 0);
}

/** Renders the notices; mount once per page (the shell's root). */
export function NoticeViewport() {
  return (
    <Portal>
      <Toaster toaster={noticeToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-notice-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close notice" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
