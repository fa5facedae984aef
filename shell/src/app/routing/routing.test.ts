import { addErrorHandler, triggerAppChange, type AppError } from 'single-spa';
import { eventNames, listen } from '@xchange/contract';
import { createSessionStore } from '../../stores/session-store';
import { installRemoteErrorHandler } from './error-handler';
import { installRouteGuard } from './route-guard';

jest.mock('single-spa', () => ({ addErrorHandler: jest.fn(), triggerAppChange: jest.fn(), navigateToUrl: jest.fn() }));

const slots = ['marketing', 'shop', 'buyer', 'seller', 'admin'];

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = slots.map((n) => `<section id="mf-${n}"></section>`).join('');
});

describe('route guard', () => {
  it('shows only the slot of the remote that owns the path and titles the page', () => {
    window.history.replaceState(null, '', '/xchangeShop');
    const showNotFound = jest.fn();
    const stop = installRouteGuard({ session: createSessionStore(), launched: true, showNotFound });
    expect(slots.filter((n) => !document.getElementById(`mf-${n}`)!.hidden)).toEqual(['shop']);
    expect(showNotFound).toHaveBeenLastCalledWith(false);
    expect(document.title).toBe('The Xchange Shop | The Xchange Marketplace');
    stop();
  });

  it('sends a visitor away from a buyer route to /loginpage, and before launch to /', () => {
    window.history.replaceState(null, '', '/watchlist');
    installRouteGuard({ session: createSessionStore(), launched: true, showNotFound: jest.fn() })();
    expect(window.location.pathname).toBe('/loginpage');
    expect(window.location.search).toBe('?returnTo=%2Fwatchlist');
    window.history.replaceState(null, '', '/aboutus');
    installRouteGuard({ session: createSessionStore(), launched: false, showNotFound: jest.fn() })();
    expect(window.location.pathname).toBe('/');
  });

  it('shows the 404 page for an unknown path and re-checks the route when the session changes', () => {
    window.history.replaceState(null, '', '/nowhere');
    const showNotFound = jest.fn();
    const session = createSessionStore();
    const stop = installRouteGuard({ session, launched: true, showNotFound });
    expect(showNotFound).toHaveBeenLastCalledWith(true);
    expect(slots.every((n) => document.getElementById(`mf-${n}`)!.hidden)).toBe(true);
    session.getState().signIn({ authToken: 't', data: { id: 1 }, type: 'seller' });
    expect(triggerAppChange).toHaveBeenCalled();
    stop();
  });
});

describe('remote error handler', () => {
  it('replaces a crashed remote with the unavailable panel, announces it and leaves the others alone', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.getElementById('mf-marketing')!.textContent = 'Home page';
    document.getElementById('mf-shop')!.textContent = 'half-rendered shop';
    installRemoteErrorHandler();
    const handler = jest.mocked(addErrorHandler).mock.calls[0]![0];
    const failed: unknown[] = [];
    const stop = listen(eventNames.remoteLoadFailed, (detail) => failed.push(detail));
    handler(Object.assign(new Error('mount threw'), { appOrParcelName: 'shop' }) as AppError);
    stop();
    expect(failed).toEqual([{ remote: 'shop' }]);
    expect(document.querySelector('#mf-shop [data-testid="remote-unavailable"]')).not.toBeNull();
    expect(document.getElementById('mf-shop')!.textContent).not.toContain('half-rendered');
    expect(document.getElementById('mf-marketing')!.textContent).toBe('Home page');
  });
});
