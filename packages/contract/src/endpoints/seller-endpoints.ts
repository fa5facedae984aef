import { brandPageSchema } from '../admin/brand';
import { categoryPageSchema } from '../admin/category';
import { listQuerySchema } from '../common/list-query';
import { mediaFileSchema } from '../common/media';
import { messageResponseSchema } from '../common/paged-response';
import { orderSchema } from '../order/order-schema';
import { sellerOrdersQuerySchema, sellerOrdersResponseSchema, updateOrderStatusSchema } from '../order/order-query';
import { sellerDashboardQuerySchema, sellerDashboardSchema, topProductsSchema } from '../order/seller-dashboard';
import { productFormSchema } from '../product/product-form';
import {
  featureProductSchema,
  mediaFilesResponseSchema,
  productFileFieldsSchema,
  productFileQuerySchema,
  productIdParamsSchema,
  productListResponseSchema,
  productUpdateSchema,
} from '../product/product-payloads';
import { productSchema } from '../product/product-schema';
import { creditsCheckoutSchema, checkoutSessionSchema, subscriptionSchema } from '../subscription/subscription';
import { withSchemas } from './endpoint';
import { sellerPaths } from './seller-paths';

/** docs/product.md §7 seller calls, plus the subscription tab. */
export const sellerEndpoints = withSchemas(sellerPaths, {
  sellerOrders: { access: 'seller', scope: 'orders:read', body: sellerOrdersQuerySchema, response: sellerOrdersResponseSchema },
  updateOrderStatus: { access: 'seller', body: updateOrderStatusSchema, response: orderSchema },
  topProducts: { access: 'seller', query: sellerDashboardQuerySchema, response: topProductsSchema },
  sellerDashboard: { access: 'seller', query: sellerDashboardQuerySchema, response: sellerDashboardSchema },
  sellerProducts: { access: 'seller', scope: 'listings:read', body: listQuerySchema, response: productListResponseSchema },
  deleteProduct: { access: 'seller', params: productIdParamsSchema, response: messageResponseSchema },
  updateFeatureProduct: { access: 'seller', body: featureProductSchema, response: productSchema },
  /** Multipart: the form fields, `tags`, `pfile` (primary) and `sfile` (secondary files). */
  saveProductWithFiles: { access: 'seller', body: productFormSchema, contentType: 'multipart', response: productSchema },
  updateProduct: { access: 'seller', body: productUpdateSchema, response: productSchema },
  productSingleFile: {
    access: 'seller',
    query: productFileQuerySchema,
    body: productFileFieldsSchema,
    contentType: 'multipart',
    response: mediaFileSchema,
  },
  productFiles: {
    access: 'seller',
    query: productFileQuerySchema,
    body: productFileFieldsSchema,
    contentType: 'multipart',
    response: mediaFilesResponseSchema,
  },
  /** The add-product form's brand select (size 200) and the admin list. */
  brands: { access: 'signed-in', body: listQuerySchema, response: brandPageSchema },
  categories: { access: 'signed-in', body: listQuerySchema, response: categoryPageSchema },
  subscription: { access: 'seller', response: subscriptionSchema },
  /** 'Add Balance': a checkout session for upload credits. */
  subscriptionCheckout: { access: 'seller', body: creditsCheckoutSchema, response: checkoutSessionSchema },
});
