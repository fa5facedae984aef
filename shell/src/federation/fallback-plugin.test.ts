import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventNames, listen } from '@xchange/contract';
import fallbackPlugin from './fallback-plugin';
import type { Lifecycles } from './lifecycles';

type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];
const failure = (lifecycle: ErrorArgs['lifecycle'], from: ErrorArgs['from'] = 'runtime', remote?: string) =>
  ({
    id: 'shop/app',
    error: new Error('manifest 503'),
    from,
    lifecycle,
    origin: {},
    ...(remote ? { remote: { name: remote } } : {}),
  }) as unknown as ErrorArgs;
const onError = (args: ErrorArgs) => fallbackPlugin().errorLoadRemote!(args) as unknown;

/** Mounts the lifecycles into a fresh slot, as single-spa does. */
async function mountInSlot(app: Lifecycles): Promise<void> {
  const slot = document.createElement('section');
  document.body.append(slot);
  await app.bootstrap({});
  await app.mount({ domElementGetter: () => slot });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => document.body.replaceChildren());

describe('a remote that cannot load', () => {
  it('is left to the runtime before the onLoad stage, which is the one that takes a module', () => {
    expect(onError(failure('afterResolve'))).toBeUndefined();
    expect(onError(failure('beforeRequest'))).toBeUndefined();
  });

  it('gets lifecycles that render the unavailable panel in its slot, and the failure is announced', async () => {
    const failed: unknown[] = [];
    const stop = listen(eventNames.remoteLoadFailed, (detail) => failed.push(detail));
    const app = onError(failure('onLoad', 'runtime', 'shop')) as Lifecycles;
    stop();
    expect(failed).toEqual([{ remote: 'shop' }]);

    await mountInSlot(app);
    expect(screen.getByTestId('remote-unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/rest of the site still works/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await app.unmount({});
    expect(screen.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
  });

  it('is named from the request when remotes.json does not name it', () => {
    const failed: unknown[] = [];
    const stop = listen(eventNames.remoteLoadFailed, (detail) => failed.push(detail));
    onError({ ...failure('onLoad'), id: 'admin/app' });
    stop();
    expect(failed).toEqual([{ remote: 'admin' }]);
  });

  it('replaces a first view the gateway rendered, whose controls would wait for a hydration that never comes', async () => {
    const slot = document.createElement('section');
    slot.setAttribute('data-server-rendered', '');
    slot.innerHTML = '<h1>The Xchange Shop</h1><button type="button">Add to cart</button>';
    document.body.append(slot);
    const app = onError(failure('onLoad', 'runtime', 'shop')) as Lifecycles;
    await app.bootstrap({});
    await app.mount({ domElementGetter: () => slot });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(slot).not.toHaveAttribute('data-server-rendered');
  });

  it("hands webpack's compiled import a factory of the same lifecycles", async () => {
    const factory = onError(failure('onLoad', 'build', 'shop')) as () => Lifecycles;
    await mountInSlot(factory());
    expect(screen.getByTestId('remote-unavailable')).toBeInTheDocument();
  });

  it('reloads the page when the user presses Try again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountInSlot(onError(failure('onLoad', 'runtime', 'shop')) as Lifecycles);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // jsdom cannot reload a page; it reports the attempted navigation instead.
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }));
  });
});
