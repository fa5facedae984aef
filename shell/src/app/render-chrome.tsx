import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { KyInstance } from 'ky';
import type { CartStore, SessionStore } from '@xchange/contract';
import { NoticeViewport, UiProvider } from '@xchange/ui';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { NotFoundPage } from './not-found/not-found-page';
import { TestPaymentsRibbon } from './ribbon/test-payments-ribbon';

function mount(id: string, node: ReactNode): void {
  const el = document.getElementById(id);
  if (!el) return;
  const root = createRoot(el);
  startTransition(() => root.render(<UiProvider>{node}</UiProvider>));
}

export interface ChromeProps {
  session: SessionStore;
  cart: CartStore;
  /** The shell's API client, as the remotes get it. */
  api: KyInstance;
  /** The site takes test payments: a ribbon above the header says so on every page. */
  testPayments: boolean;
}

/** The shell's header root: the test-payments ribbon, the header and the one notice viewport. */
export function renderHeader({ session, cart, api, testPayments }: ChromeProps): void {
  mount(
    'shell-header',
    <>
      {testPayments && <TestPaymentsRibbon />}
      <Header session={session} cart={cart} api={api} />
      <NoticeViewport />
    </>,
  );
}

/**
 * The footer's root, rendered once the page's remote has mounted (or failed to): it is below the fold, and rendering it
 * first would hold up the page's own content.
 */
export function renderFooterAfterFirstMount({ session }: Pick<ChromeProps, 'session'>): void {
  let rendered = false;
  const render = () => {
    if (rendered) return;
    rendered = true;
    window.removeEventListener('single-spa:first-mount', render);
    window.removeEventListener('single-spa:routing-event', render);
    mount('shell-footer', <Footer session={session} />);
  };
  // first-mount: the remote is on screen; routing-event also covers a page with no remote (404) or a remote that failed.
  window.addEventListener('single-spa:first-mount', render);
  window.addEventListener('single-spa:routing-event', render);
}

let notFoundRendered = false;

/** Shows or hides the 404 page; its root is created the first time it is needed. */
export function showNotFound(visible: boolean): void {
  const el = document.getElementById('shell-not-found');
  if (!el) return;
  if (visible && !notFoundRendered) {
    notFoundRendered = true;
    createRoot(el).render(
      <UiProvider>
        <NotFoundPage />
      </UiProvider>,
    );
  }
  el.hidden = !visible;
}
