import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import ky, { type KyInstance } from 'ky';
import { apiBase } from '@xchange/contract/core';
import type { CartLine, CartStore, SessionStore, SessionUser, ShellContext, UserType } from '@xchange/contract';
import { createQueryClient, RemoteRoot } from '../remote-root';
import { createTestCartStore, createTestSessionStore } from './create-test-stores';

export interface RenderWithShellOptions {
  /** The address the MemoryRouter starts at. */
  route?: string;
  /** Signed in as this user; omitted = a visitor. */
  session?: { type: UserType; data: SessionUser; token?: string };
  cartLines?: CartLine[];
  /** Written on the root's data-remote attribute. */
  remote?: string;
  launched?: boolean;
  /** The API client handed to the remote (e.g. createMockApi().api); a plain ky instance by default. */
  api?: KyInstance;
  /** Answers the shell started as the page opened (ShellContext.takeEarly); none by default. */
  takeEarly?: ShellContext['takeEarly'];
}

export interface RenderWithShellResult extends RenderResult {
  user: UserEvent;
  shell: ShellContext;
  session: SessionStore;
  cart: CartStore;
  notify: jest.Mock;
  navigate: jest.Mock;
}

/** Renders a remote's UI inside the same providers as a mounted remote, with in-memory shell services and spies. */
export function renderWithShell(ui: ReactElement, options: RenderWithShellOptions = {}): RenderWithShellResult {
  const { route = '/', session: signedIn, cartLines = [], remote = 'test', launched = true } = options;
  const session = createTestSessionStore(signedIn);
  const cart = createTestCartStore(cartLines);
  const notify = jest.fn();
  const navigate = jest.fn();
  const api = options.api ?? ky.create({ prefix: apiBase, retry: 0 });
  const shell: ShellContext = {
    session,
    cart,
    notify,
    navigate,
    api,
    launched,
    ...(options.takeEarly ? { takeEarly: options.takeEarly } : {}),
  };
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  }
  const user = userEvent.setup();
  const result = render(
    <RemoteRoot name={remote} shell={shell} queryClient={createQueryClient(0)} Router={Router}>
      {ui}
    </RemoteRoot>,
  );
  return { ...result, user, shell, session, cart, notify, navigate };
}
