import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventNames, listen } from '@xchange/contract';
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
  document.body.replaceChildren();
});

/** Mounts the lifecycles into a fresh slot, as single-spa does. */
async function mountInSlot(app: Awaited<ReturnType<typeof loadApp>>): Promise<void> {
  const slot = document.createElement('section');
  document.body.append(slot);
  await app.bootstrap({});
  await app.mount({ domElementGetter: () => slot });
}

describe('a remote that cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('gets lifecycles that render the unavailable panel in its slot, and the failure is announced', async () => {
    window.__XCHANGE_REMOTES__ = { shop: '/remotes/shop/mf-manifest.json' };
    const failed: unknown[] = [];
    const stop = listen(eventNames.remoteLoadFailed, (detail) => failed.push(detail));
    const fetch = jest.fn(async () => ({ status: 503, ok: false }) as Response);

    const app = await loadApp('shop', environment(fetch));
    expect(fetch).toHaveBeenCalledWith('http://localhost/remotes/shop/mf-manifest.json');
    expect(failed).toEqual([{ remote: 'shop' }]);
    stop();

    await mountInSlot(app);
    expect(screen.getByTestId('remote-unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/rest of the site still works/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await app.unmount({});
    expect(screen.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
  });

  it('is a remote remotes.json does not name: nothing is fetched, the slot shows the panel and the failure is announced', async () => {
    window.__XCHANGE_REMOTES__ = { marketing: '/remotes/marketing/mf-manifest.json' };
    const failed: unknown[] = [];
    const stop = listen(eventNames.remoteLoadFailed, (detail) => failed.push(detail));
    const fetch = jest.fn();
    const app = await loadApp('admin', environment(fetch));
    stop();
    expect(fetch).not.toHaveBeenCalled();
    expect(failed).toEqual([{ remote: 'admin' }]);
    await mountInSlot(app);
    expect(screen.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeInTheDocument();
  });

  it('reloads the page when the user presses Try again', async () => {
    window.__XCHANGE_REMOTES__ = {};
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountInSlot(await loadApp('shop', environment(jest.fn())));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // jsdom cannot reload a page; it reports the attempted navigation instead.
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }));
  });
});
