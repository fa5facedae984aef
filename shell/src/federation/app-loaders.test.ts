import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadApp } from './app-loaders';
import type { LoadEnvironment } from './load-container';

const environment = (fetch: jest.Mock): LoadEnvironment => ({
  fetch: fetch as unknown as typeof window.fetch,
  document,
  shareScope: async () => ({}),
  delays: [1, 1],
});

afterEach(() => {
  delete window.__XCHANGE_REMOTES__;
});

describe('a remote that cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('gets lifecycles that render the unavailable panel in its slot, and the failure is announced', async () => {
    window.__XCHANGE_REMOTES__ = { shop: '/remotes/shop/mf-manifest.json' };
    const failed: unknown[] = [];
    window.addEventListener('xchange:remote-load-failed', (e) => failed.push((e as CustomEvent).detail));
    const fetch = jest.fn(async () => ({ status: 503, ok: false }) as Response);

    const app = await loadApp('shop', environment(fetch));
    expect(fetch).toHaveBeenCalledWith('http://localhost/remotes/shop/mf-manifest.json');
    expect(failed).toEqual([{ remote: 'shop' }]);

    const slot = document.createElement('section');
    document.body.append(slot);
    await app.bootstrap({});
    await app.mount({ domElementGetter: () => slot });
    expect(screen.getByTestId('remote-unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/rest of the site still works/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await app.unmount({});
    expect(screen.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
  });

  it('is a remote remotes.json does not name', async () => {
    window.__XCHANGE_REMOTES__ = { marketing: '/remotes/marketing/mf-manifest.json' };
    const fetch = jest.fn();
    const app = await loadApp('admin', environment(fetch));
    expect(fetch).not.toHaveBeenCalled();
    expect(typeof app.mount).toBe('function');
  });
});

describe('try again', () => {
  it('is a real button the user can press', async () => {
    const { createUnavailablePanel } = await import('./unavailable-panel');
    const panel = createUnavailablePanel();
    const clicked = jest.fn();
    panel.querySelector('button')!.addEventListener('click', (e) => {
      e.stopImmediatePropagation();
      clicked();
    }, { capture: true });
    document.body.append(panel);
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' }).at(-1)!);
    expect(clicked).toHaveBeenCalled();
  });
});
