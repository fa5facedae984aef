import { navigateToUrl } from 'single-spa';
import { createApiClient, type ApiClientOptions } from '@xchange/api-client';
import { signedInAs } from '@xchange/contract';
import { createCartStore } from '../../stores/cart-store';
import { createSessionStore } from '../../stores/session-store';
import { startEarlyRequests } from './early-requests';
import { createShellContext, navigate } from './shell-context';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@xchange/api-client', () => ({ createApiClient: jest.fn(() => ({})) }));
jest.mock('./early-requests', () => ({ startEarlyRequests: jest.fn(() => () => undefined) }));

describe('shell context', () => {
  it('gives the API client the stored bearer token and signs out to the site root on "Please login to continue."', () => {
    localStorage.clear();
    const session = createSessionStore();
    session.getState().signIn({ authToken: 'abc', data: { id: 4 }, type: 'buyer' });
    const notify = jest.fn();
    const context = createShellContext({ session, cart: createCartStore(), notify, config: { launched: false, testPayments: false } });
    const options = jest.mocked(createApiClient).mock.calls[0]![0] as ApiClientOptions;

    expect(context.launched).toBe(false);
    expect(options.getToken()).toBe('Bearer abc');
    expect(options.onNotice).toBe(notify);
    options.onLoginRequired();
    expect(signedInAs(session.getState())).toBeNull();
    expect(navigateToUrl).toHaveBeenCalledWith('/');
  });

  it('navigates with a push, or replaces the entry when asked', () => {
    navigate('/xchangeShop');
    expect(navigateToUrl).toHaveBeenLastCalledWith('/xchangeShop');
    navigate('/cart', { replace: true });
    expect(window.location.pathname).toBe('/cart');
  });

  it('asks early for what the page will show, unless the page arrived with it rendered by the server', () => {
    const open = () =>
      createShellContext({
        session: createSessionStore(),
        cart: createCartStore(),
        notify: jest.fn(),
        config: { launched: true, testPayments: false },
        opensOnPage: true,
      });
    window.history.pushState(null, '', '/xchangeShop?q=scope');
    open();
    expect(jest.mocked(startEarlyRequests).mock.lastCall?.[1]).toMatchObject({ pathname: '/xchangeShop', search: '?q=scope' });
    document.body.innerHTML = '<section id="mf-shop" data-remote="shop" data-server-rendered><h1>The Xchange Shop</h1></section>';
    open();
    expect(jest.mocked(startEarlyRequests).mock.lastCall?.[1]).toEqual({ pathname: '', search: '' });
    document.body.innerHTML = '';
  });
});
