import { advertisementListQuerySchema, advertisementPageSchema } from '../admin/advertisement';
import { messageResponseSchema } from '../common/paged-response';
import { contactFormSchema } from '../contact/contact';
import { closeNotificationQuerySchema, messageSchema, messageThreadsSchema, newMessageSchema } from '../message/message';
import { cartLinesResponseSchema, cartSyncSchema } from '../order/cart-sync';
import { orderArraySchema, orderPageSchema } from '../order/order-query';
import { orderSaveResponseSchema, orderSaveSchema } from '../order/order-save';
import { listQuerySchema } from '../common/list-query';
import { productArraySchema, productIdParamsSchema } from '../product/product-payloads';
import { productSchema } from '../product/product';
import { homepageQuerySchema, homepageResponseSchema } from '../shop/homepage';
import { lookupsSchema } from '../shop/lookups';
import { sitemapProductsSchema } from '../shop/sitemap';
import { productIdQuerySchema } from '../shop/wishlist';
import { endpoint } from './endpoint';

const ack = messageResponseSchema;

/** docs/product.md §7 shop and buyer calls, messages shared by buyer and seller, and the contact form. */
export const shopEndpoints = {
  homepage: endpoint({
    method: 'POST',
    path: 'home/homepage',
    access: 'public',
    body: homepageQuerySchema,
    response: homepageResponseSchema,
  }),
  lookups: endpoint({ method: 'GET', path: 'home/lookups', access: 'public', response: lookupsSchema }),
  featuredProducts: endpoint({
    method: 'GET',
    path: 'sellerprofile/getSellerFeatureProducts',
    access: 'public',
    response: productArraySchema,
  }),
  /** A visible listing for anyone; the owning seller also gets its own unpublished or hidden listing (edit form). */
  product: endpoint({ method: 'GET', path: 'product/:id', access: 'public', params: productIdParamsSchema, response: productSchema }),
  sitemapProducts: endpoint({ method: 'GET', path: 'home/sitemap', access: 'public', response: sitemapProductsSchema }),
  /** JSON body: the list. The same method and path with a multipart body is `createAdvert` (admin). */
  adverts: endpoint({
    method: 'POST',
    path: 'advert',
    access: 'public',
    body: advertisementListQuerySchema,
    response: advertisementPageSchema,
  }),
  wishlistAdd: endpoint({ method: 'POST', path: 'wishlist/add', access: 'buyer', query: productIdQuerySchema, response: ack }),
  wishlistRemove: endpoint({ method: 'POST', path: 'wishlist/remove', access: 'buyer', query: productIdQuerySchema, response: ack }),
  wishlist: endpoint({ method: 'GET', path: 'wishlist', access: 'buyer', response: productArraySchema }),
  /** The buyer's cart stored on the server, so it follows the buyer across devices. */
  cart: endpoint({ method: 'GET', path: 'cart', access: 'buyer', response: cartLinesResponseSchema }),
  replaceCart: endpoint({ method: 'PUT', path: 'cart', access: 'buyer', body: cartSyncSchema, response: cartLinesResponseSchema }),
  /** At login: the local cart is added to the stored one (quantities of a product present in both are the larger). */
  mergeCart: endpoint({ method: 'POST', path: 'cart/merge', access: 'buyer', body: cartSyncSchema, response: cartLinesResponseSchema }),
  saveOrder: endpoint({ method: 'POST', path: 'order/save', access: 'buyer', body: orderSaveSchema, response: orderSaveResponseSchema }),
  buyerOrders: endpoint({ method: 'POST', path: 'order', access: 'buyer', body: listQuerySchema, response: orderPageSchema }),
  allBuyerOrders: endpoint({ method: 'GET', path: 'order', access: 'buyer', response: orderArraySchema }),
  messageThreads: endpoint({ method: 'GET', path: 'message/getAll', access: 'signed-in', response: messageThreadsSchema }),
  sendMessage: endpoint({ method: 'POST', path: 'message', access: 'signed-in', body: newMessageSchema, response: messageSchema }),
  closeNotification: endpoint({
    method: 'PUT',
    path: 'message/closeNotification',
    access: 'signed-in',
    query: closeNotificationQuerySchema,
    response: ack,
  }),
  /** Live messages as server-sent events (messageStreamEventSchema); read with a fetch-based client. */
  messageStream: endpoint({ method: 'GET', path: 'message/stream', access: 'signed-in', stream: true }),
  contact: endpoint({ method: 'POST', path: 'contact', access: 'public', body: contactFormSchema, response: ack }),
} as const;
