import type { KyInstance } from 'ky';
import { featuredRequest, homepageRequest, lookupsRequest, advertsRequest, productRequest } from '@xchange/contract';
import { earlyAnswerTtlMs, startEarlyRequests } from './early-requests';

/** A stand-in for the shell's ky client that records each request and answers with `answer(path)`. */
function fakeApi(answer: (path: string) => Promise<unknown> = async (path) => ({ from: path })) {
  const sent: Array<{ method: string; path: string; json?: unknown; context?: unknown }> = [];
  const send = (method: string) => (path: string, options: { json?: unknown }) => {
    sent.push({ method, path, ...options });
    return { json: () => answer(path) };
  };
  const api = { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE') } as unknown as KyInstance;
  return { api, sent };
}

afterEach(() => jest.useRealTimers());

describe("the shell's early requests", () => {
  it("start the shop's first requests with the page and hand each answer over once", async () => {
    const { api, sent } = fakeApi();
    const take = startEarlyRequests(api, { pathname: '/xchangeShop', search: '?q=balance' });
    expect(sent.map(({ method, path, json }) => [method, path, json])).toEqual([
      ['POST', 'home/homepage', { page: 1, size: 9, sortBy: 'price', sortOrder: 'asc', search: 'balance' }],
      ['GET', 'sellerprofile/getSellerFeatureProducts', undefined],
      ['POST', 'advert', advertsRequest.body],
      ['GET', 'home/lookups', undefined],
    ]);
    const body = { page: 1, size: 9, sortBy: 'price', sortOrder: 'asc', search: 'balance' } as const;
    await expect(take(homepageRequest(body))).resolves.toEqual({ from: 'home/homepage' });
    expect(take(homepageRequest(body))).toBeUndefined();
    // another view of the catalog was not asked for early
    expect(take(homepageRequest({ ...body, page: 2 }))).toBeUndefined();
    await expect(take(featuredRequest)).resolves.toEqual({ from: 'sellerprofile/getSellerFeatureProducts' });
  });

  it("start a listing's request on its page and nothing on a page without early requests", () => {
    const listing = fakeApi();
    startEarlyRequests(listing.api, { pathname: '/product/12', search: '' });
    expect(listing.sent.map((s) => s.path)).toEqual(['product/12']);
    const home = fakeApi();
    expect(startEarlyRequests(home.api, { pathname: '/home', search: '' })(productRequest(12))).toBeUndefined();
    expect(home.sent).toEqual([]);
  });

  it('show no notice of their own and leave a failure to the remote, which asks again', async () => {
    const { api, sent } = fakeApi(async () => {
      throw new Error('503');
    });
    const take = startEarlyRequests(api, { pathname: '/product/12', search: '' });
    expect(sent[0]).toHaveProperty('context.notices', false);
    await expect(take(productRequest(12))).rejects.toThrow('503');
    expect(take(productRequest(12))).toBeUndefined();
  });

  it('drop answers nobody took after a while, so a late remote fetches fresh data', () => {
    jest.useFakeTimers();
    const take = startEarlyRequests(fakeApi().api, { pathname: '/xchangeShop', search: '' });
    jest.advanceTimersByTime(earlyAnswerTtlMs);
    expect(take(lookupsRequest)).toBeUndefined();
  });
});
