import type { ReactElement } from 'react';
import type { KyInstance } from 'ky';
import { render } from '@testing-library/react';
import { UiProvider } from '@xchange/ui';
import { createCartStore } from '../stores/cart-store';
import { createSessionStore } from '../stores/session-store';

/** Renders inside the UiProvider, as the shell's roots do. */
export const renderWithUi = (ui: ReactElement) => render(ui, { wrapper: UiProvider });

/** One request the header sent through the fake client. */
export interface FakeCall {
  method: string;
  path: string;
  json?: unknown;
}

/** A stand-in for the shell's ky client: 'METHOD path' answers (a value, or a function of the request); others fail with 404. */
export function fakeApi(answers: Record<string, unknown | ((call: FakeCall) => unknown)> = {}) {
  const calls: FakeCall[] = [];
  const send =
    (method: string) =>
    (path: string, options: { json?: unknown } = {}) => {
      const call: FakeCall = { method, path, json: options.json };
      calls.push(call);
      const key = `${method} ${path}`;
      const answer =
        key in answers
          ? Promise.resolve().then(() => {
              const a = answers[key];
              return typeof a === 'function' ? (a as (c: FakeCall) => unknown)(call) : a;
            })
          : Promise.reject(Object.assign(new Error('Request failed with status code 404'), { name: 'HTTPError' }));
      answer.catch(() => undefined);
      // awaited as ky's ResponsePromise is: the answer itself (the message stream reads its `body`)
      return { json: () => answer, then: answer.then.bind(answer) };
    };
  const api = { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE') } as unknown as KyInstance;
  return { api, calls };
}

/** Fresh stores over a clean localStorage, at the given path, with a client that answers nothing (the bell stays empty). */
export function setup(pathname: string, type: 'buyer' | 'seller' | 'admin' | null = null) {
  localStorage.clear();
  window.history.replaceState(null, '', pathname);
  const session = createSessionStore();
  const cart = createCartStore();
  if (type) session.getState().signIn({ authToken: 't', data: { id: 1, firstname: 'Ada' }, type });
  const { api } = fakeApi();
  return { session, cart, api };
}
