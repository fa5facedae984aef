import type { EndpointPath } from './endpoint';

/** docs/product.md §7 shop and buyer calls, messages shared by buyer and seller, and the contact form: method and path (`shop-endpoints.ts` adds access and schemas). */
export const shopPaths = {
  homepage: { method: 'POST', path: 'home/homepage' },
  catalogFacets: { method: 'POST', path: 'home/facets' },
  lookups: { method: 'GET', path: 'home/lookups' },
  searchSuggestions: { method: 'GET', path: 'home/suggest' },
  featuredProducts: { method: 'GET', path: 'sellerprofile/getSellerFeatureProducts' },
  product: { method: 'GET', path: 'product/:id' },
  sitemapProducts: { method: 'GET', path: 'home/sitemap' },
  adverts: { method: 'POST', path: 'advert' },
  wishlistAdd: { method: 'POST', path: 'wishlist/add' },
  wishlistRemove: { method: 'POST', path: 'wishlist/remove' },
  wishlist: { method: 'GET', path: 'wishlist' },
  cart: { method: 'GET', path: 'cart' },
  replaceCart: { method: 'PUT', path: 'cart' },
  mergeCart: { method: 'POST', path: 'cart/merge' },
  saveOrder: { method: 'POST', path: 'order/save' },
  buyerOrders: { method: 'POST', path: 'order' },
  allBuyerOrders: { method: 'GET', path: 'order' },
  messageThreads: { method: 'GET', path: 'message/getAll' },
  sendMessage: { method: 'POST', path: 'message' },
  closeNotification: { method: 'PUT', path: 'message/closeNotification' },
  askQuestion: { method: 'POST', path: 'message/question' },
  messageStream: { method: 'GET', path: 'message/stream' },
  contact: { method: 'POST', path: 'contact' },
} as const satisfies Record<string, EndpointPath>;
