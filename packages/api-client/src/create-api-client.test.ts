import { createApiClient, withoutNotices } from './create-api-client';
import { networkErrorMessage } from './error-messages';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(token: string | null = 'Bearer abc') {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();
  const onNotice = jest.fn();
  const onLoginRequired = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  const api = createApiClient({
    baseUrl: 'http://site.test/api/v1/',
    appToken: 'app-123',
    getToken: () => token,
    onNotice,
    onLoginRequired,
  });
  return { api, fetchMock, onNotice, onLoginRequired };
}

describe('createApiClient', () => {
  it('sends the Apptoken and the stored Authorization value under the base path', async () => {
    const { api, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(api.get('products').json()).resolves.toEqual({ ok: true });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://site.test/api/v1/products');
    expect(request.headers.get('Apptoken')).toBe('app-123');
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('omits Authorization when there is no token', async () => {
    const { api, fetchMock } = setup(null);
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('home/homepage');
    expect(fetchMock.mock.calls[0]![0].headers.has('Authorization')).toBe(false);
  });

  it('shows one error notice per string of the errors list', async () => {
    const { api, fetchMock, onNotice } = setup();
    fetchMock.mockResolvedValue(json(400, { errors: ['Invalid Price', 'Required.'], code: 'ERR_VALIDATION' }));
    await expect(api.post('products', { json: {} })).rejects.toThrow();
    expect(onNotice.mock.calls).toEqual([[{ type: 'error', title: 'Invalid Price' }], [{ type: 'error', title: 'Required.' }]]);
  });

  it('falls back to the body message without an errors list', async () => {
    const { api, fetchMock, onNotice } = setup();
    fetchMock.mockResolvedValue(json(404, { message: 'No Sellers are available at the moment' }));
    await expect(api.get('sellers')).rejects.toThrow();
    expect(onNotice).toHaveBeenCalledWith({ type: 'error', title: 'No Sellers are available at the moment' });
  });

  it('falls back to the error message when the body says nothing', async () => {
    const { api, fetchMock, onNotice } = setup();
    fetchMock.mockResolvedValue(new Response('', { status: 403, statusText: 'Forbidden' }));
    await expect(api.delete('products/1')).rejects.toThrow();
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(onNotice).toHaveBeenCalledWith({ type: 'error', title: 'Request failed with status code 403 Forbidden' });
  });

  it('reports a network failure when no response arrives', async () => {
    const { api, fetchMock, onNotice } = setup();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(api.post('orders', { json: {} })).rejects.toThrow();
    expect(onNotice).toHaveBeenCalledWith({ type: 'error', title: networkErrorMessage });
  });

  it("calls onLoginRequired once for 'Please login to continue.' and shows it once", async () => {
    const { api, fetchMock, onNotice, onLoginRequired } = setup();
    fetchMock.mockImplementation(async () =>
      json(401, { errors: ['Please login to continue.'], code: 'ERR_UNAUTHENTICATED', message: 'Please login to continue.' }),
    );
    await Promise.allSettled([api.post('a'), api.post('b')]);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(onNotice).toHaveBeenCalledWith({ type: 'error', title: 'Please login to continue.' });
  });

  it('signs out on a login-required body message even when the errors list says something else', async () => {
    const { api, fetchMock, onLoginRequired } = setup();
    fetchMock.mockResolvedValue(
      json(401, { errors: ['Token expired'], code: 'ERR_UNAUTHENTICATED', message: 'Please login to continue.' }),
    );
    await expect(api.get('buyer/orders', withoutNotices)).rejects.toThrow();
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('signs a deactivated account out once and tells why, even from a call that opts out of notices', async () => {
    const { api, fetchMock, onNotice, onLoginRequired } = setup();
    const reason = 'Your account was deactivated by an administrator. You have been signed out; please contact support.';
    fetchMock.mockImplementation(async () =>
      json(401, { errors: [reason], code: 'ERR_ACCOUNT_DEACTIVATED', message: 'Please login to continue.' }),
    );
    await Promise.allSettled([api.get('message/getAll', withoutNotices), api.post('order/getSellerOrders')]);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onNotice.mock.calls).toEqual([[{ type: 'error', title: reason }]]);
  });

  it('shows nothing for a call that opts out of notices', async () => {
    const { api, fetchMock, onNotice } = setup();
    fetchMock.mockResolvedValue(json(400, { errors: ['Name is required'], code: 'ERR_VALIDATION' }));
    await expect(api.post('contact', { json: {}, ...withoutNotices })).rejects.toThrow();
    expect(onNotice).not.toHaveBeenCalled();
  });

  it('aborts through signal and shows no notice for the abort', async () => {
    const { api, fetchMock, onNotice } = setup();
    fetchMock.mockImplementation(
      (request: Request) =>
        new Promise((_resolve, reject) => {
          // Like the real fetch: reject at once when already aborted, else when the signal fires.
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const pending = api.get('products', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onNotice).not.toHaveBeenCalled();
  });

  it('never retries a POST', async () => {
    const { api, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(503, { errors: ['Service unavailable'], code: 'ERR_NOT_READY' }));
    await expect(api.post('orders', { json: {} })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a GET twice on a server error', async () => {
    const { api, fetchMock, onNotice } = setup();
    fetchMock.mockImplementation(async () => json(503, { errors: ['Service unavailable'], code: 'ERR_NOT_READY' }));
    await expect(api.get('products', { retry: { limit: 2, methods: ['get'], delay: () => 0 } })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onNotice).toHaveBeenCalledTimes(1);
  });
});
