import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fallbackPlugin from './fallback-plugin';
import type { Lifecycles } from './lifecycles';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];
const failure = (lifecycle: ErrorArgs['lifecycle'], from: ErrorArgs['from'] = 'build') =>
  ({ id: 'shop/app', error: new Error('manifest 503'), from, lifecycle, origin: {} }) as unknown as ErrorArgs;

describe('fallback plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('stays out of the way before onLoad', () => {
    expect(fallbackPlugin().errorLoadRemote!(failure('afterResolve'))).toBeUndefined();
  });

  it('hands webpack a factory of lifecycles that render the unavailable panel, and announces the failure', async () => {
    const failed: unknown[] = [];
    window.addEventListener('xchange:remote-load-failed', (e) => failed.push((e as CustomEvent).detail));
    const factory = fallbackPlugin().errorLoadRemote!(failure('onLoad')) as () => Lifecycles;
    const app = factory();
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

  it('returns the module itself to a runtime loadRemote call', async () => {
    const mod = fallbackPlugin().errorLoadRemote!(failure('onLoad', 'runtime')) as Lifecycles;
    expect(typeof mod.mount).toBe('function');
  });
});

describe('try again', () => {
  it('is a real button the user can press', async () => {
    const slot = document.createElement('section');
    document.body.append(slot);
    const { createUnavailablePanel } = await import('./unavailable-panel');
    const panel = createUnavailablePanel();
    const clicked = jest.fn();
    panel.querySelector('button')!.addEventListener('click', (e) => {
      e.stopImmediatePropagation();
      clicked();
    }, { capture: true });
    slot.append(panel);
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' }).at(-1)!);
    expect(clicked).toHaveBeenCalled();
  });
});
