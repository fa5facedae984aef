import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CartStore, SessionStore } from '@xchange/contract';
import { NoticeViewport, UiProvider } from '@xchange/ui';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { NotFoundPage } from './not-found/not-found-page';
import { TestPaymentsRibbon } from './ribbon/test-payments-ribbon';

function mount(id: string, node: ReactNode): void {
  const el = document.getElementById(id);
  if (el) createRoot(el).render(<UiProvider>{node}</UiProvider>);
}

export interface ChromeProps {
  session: SessionStore;
  cart: CartStore;
  /** The site takes test payments: a ribbon above the header says so on every page. */
  testPayments: boolean;
}

/** The shell's own React roots: header (with the test-payments ribbon and the one notice viewport) and footer. */
export function renderChrome({ session, cart, testPayments }: ChromeProps): void {
  mount(
    'shell-header',
    <>
      {testPayments && <TestPaymentsRibbon />}
      <Header session={session} cart={cart} />
      <NoticeViewport />
    </>,
  );
  mount('shell-footer', <Footer session={session} />);
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
