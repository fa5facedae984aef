import { advertisementListQuerySchema, advertisementPageSchema } from '../admin/advertisement';
import { messageResponseSchema } from '../common/paged-response';
import { contactFormSchema } from '../contact/contact';
import {
  askQuestionResponseSchema,
  askQuestionSchema,
  closeNotificationQuerySchema,
  messageSchema,
  messageThreadsSchema,
  newMessageSchema,
} from '../message/message';
import { cartLinesResponseSchema, cartSyncSchema } from '../order/cart-sync';
import { orderArraySchema, orderPageSchema } from '../order/order-query';
import { orderSaveResponseSchema, orderSaveSchema } from '../order/order-save';
import { listQuerySchema } from '../common/list-query';
import { productArraySchema, productIdParamsSchema } from '../product/product-payloads';
import { productSchema } from '../product/product-schema';
import { catalogFacetsQuerySchema, catalogFacetsSchema } from '../shop/catalog-facets';
import { homepageQuerySchema, homepageResponseSchema } from '../shop/homepage';
import { lookupsSchema } from '../shop/lookups';
import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from '../shop/search-suggestions';
import { sitemapPageSchema, sitemapQuerySchema } from '../shop/sitemap';
import { productIdQuerySchema } from '../shop/wishlist';
import { withSchemas } from './endpoint';
import { shopPaths } from './shop-paths';

const ack = messageResponseSchema;

/** docs/product.md §7 shop and buyer calls, messages shared by buyer and seller, and the contact form. */
export const shopEndpoints = withSchemas(shopPaths, {
  homepage: { access: 'public', body: homepageQuerySchema, response: homepageResponseSchema },
  /** Filter counts of a catalog view, asked beside the catalog call so the grid never waits for them. */
  catalogFacets: { access: 'public', body: catalogFacetsQuerySchema, response: catalogFacetsSchema },
  lookups: { access: 'public', response: lookupsSchema },
  /** The search box's suggestions: brands, categories, model numbers and listing names of the visible catalog. */
  searchSuggestions: { access: 'public', query: searchSuggestionsQuerySchema, response: searchSuggestionsSchema },
  featuredProducts: { access: 'public', response: productArraySchema },
  /** A visible listing for anyone; the owning seller also gets its own unpublished or hidden listing (edit form). */
  product: { access: 'public', params: productIdParamsSchema, response: productSchema },
  sitemapProducts: { access: 'public', query: sitemapQuerySchema, response: sitemapPageSchema },
  /** JSON body: the list. The same method and path with a multipart body is `createAdvert` (admin). */
  adverts: { access: 'public', body: advertisementListQuerySchema, response: advertisementPageSchema },
  wishlistAdd: { access: 'buyer', query: productIdQuerySchema, response: ack },
  wishlistRemove: { access: 'buyer', query: productIdQuerySchema, response: ack },
  wishlist: { access: 'buyer', response: productArraySchema },
  /** The buyer's cart stored on the server, so it follows the buyer across devices. */
  cart: { access: 'buyer', response: cartLinesResponseSchema },
  replaceCart: { access: 'buyer', body: cartSyncSchema, response: cartLinesResponseSchema },
  /** At login: the local cart is added to the stored one (quantities of a product present in both are the larger). */
  mergeCart: { access: 'buyer', body: cartSyncSchema, response: cartLinesResponseSchema },
  saveOrder: { access: 'buyer', body: orderSaveSchema, response: orderSaveResponseSchema },
  buyerOrders: { access: 'buyer', body: listQuerySchema, response: orderPageSchema },
  allBuyerOrders: { access: 'buyer', response: orderArraySchema },
  messageThreads: { access: 'signed-in', response: messageThreadsSchema },
  sendMessage: { access: 'signed-in', body: newMessageSchema, response: messageSchema },
  closeNotification: { access: 'signed-in', query: closeNotificationQuerySchema, response: ack },
  /** A buyer's question about a listing the shop shows: opens (or adds to) their thread with its seller. Buyers only. */
  askQuestion: { access: 'buyer', body: askQuestionSchema, response: askQuestionResponseSchema },
  /** Live messages as server-sent events (messageStreamEventSchema); read with a fetch-based client. */
  messageStream: { access: 'signed-in', stream: true },
  contact: { access: 'public', body: contactFormSchema, response: ack },
});
