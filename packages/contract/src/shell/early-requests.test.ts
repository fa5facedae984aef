import { earlyRequestKey, earlyRequestsFor } from './early-requests';
import { advertsRequest, featuredRequest, homepageRequest, lookupsRequest, productRequest } from '../shop/shop-requests';

describe("a page's early requests", () => {
  it("are the shop's four first requests, the catalog's body read from the address as the shop reads it", () => {
    expect(earlyRequestsFor('/xchangeShop', '?q=oscilloscope&brand=Keysight&page=2&sort=newest')).toEqual([
      homepageRequest({ page: 2, size: 9, sortBy: 'newest', sortOrder: 'desc', search: 'oscilloscope', brand: 'Keysight' }),
      featuredRequest,
      advertsRequest,
      lookupsRequest,
    ]);
    expect(earlyRequestsFor('/xchangeShop/', '')[0]).toEqual(homepageRequest({ page: 1, size: 9, sortBy: 'price', sortOrder: 'asc' }));
  });

  it("are a listing's own request on its page, and nothing for any other page", () => {
    expect(earlyRequestsFor('/product/12', '')).toEqual([productRequest(12)]);
    for (const path of ['/product/abc', '/product/0', '/product/12/x', '/home', '/cart', '/overview', '/nowhere'])
      expect(earlyRequestsFor(path, '')).toEqual([]);
  });

  it('are filed under a key that names the endpoint, its path parameters and its body', () => {
    expect(earlyRequestKey(productRequest(12))).toBe('["product",{"id":12},null]');
    expect(earlyRequestKey(productRequest(12))).not.toBe(earlyRequestKey(productRequest(13)));
    expect(earlyRequestKey(lookupsRequest)).toBe('["lookups",null,null]');
  });
});
