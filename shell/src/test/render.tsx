import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { UiProvider } from '@xchange/ui';
import { createCartStore } from '../stores/cart-store';
import { createSessionStore } from '../stores/session-store';

/** Renders inside the UiProvider, as the shell's roots do. */
export const renderWithUi = (ui: ReactElement) => render(ui, { wrapper: UiProvider });

/** Fresh stores over a clean localStorage, at the given path. */
export function setup(pathname: string, type: 'buyer' | 'seller' | 'admin' | null = null) {
  localStorage.clear();
  window.history.replaceState(null, '', pathname);
  const session = createSessionStore();
  const cart = createCartStore();
  if (type) session.getState().signIn({ authToken: 't', data: { id: 1, firstname: 'Ada' }, type });
  return { session, cart };
}
