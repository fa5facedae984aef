import { brandPageSchema } from '../admin/brand';
import { categoryPageSchema } from '../admin/category';
import { listQuerySchema } from '../common/list-query';
import { mediaFileSchema } from '../common/media';
import { messageResponseSchema } from '../common/paged-response';
import { orderSchema } from '../order/order';
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
import { productSchema } from '../product/product';
import { creditsCheckoutSchema, checkoutSessionSchema, subscriptionSchema } from '../subscription/subscription';
import { endpoint } from './endpoint';

/** docs/product.md §7 seller calls, plus the subscription tab. */
export const sellerEndpoints = {
  sellerOrders: endpoint({
    method: 'POST',
    path: 'order/getSellerOrders',
    access: 'seller',
    body: sellerOrdersQuerySchema,
    response: sellerOrdersResponseSchema,
  }),
  updateOrderStatus: endpoint({
    method: 'POST',
    path: 'order/update-status',
    access: 'seller',
    body: updateOrderStatusSchema,
    response: orderSchema,
  }),
  topProducts: endpoint({
    method: 'GET',
    path: 'sellerprofile/getTopProducts',
    access: 'seller',
    query: sellerDashboardQuerySchema,
    response: topProductsSchema,
  }),
  sellerDashboard: endpoint({
    method: 'GET',
    path: 'sellerprofile/getSellerDashboard',
    access: 'seller',
    query: sellerDashboardQuerySchema,
    response: sellerDashboardSchema,
  }),
  sellerProducts: endpoint({
    method: 'POST',
    path: 'product',
    access: 'seller',
    body: listQuerySchema,
    response: productListResponseSchema,
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: 'product/:id',
    access: 'seller',
    params: productIdParamsSchema,
    response: messageResponseSchema,
  }),
  updateFeatureProduct: endpoint({
    method: 'POST',
    path: 'product/update-feature-product',
    access: 'seller',
    body: featureProductSchema,
    response: productSchema,
  }),
  /** Multipart: the form fields, `tags`, `pfile` (primary) and `sfile` (secondary files). */
  saveProductWithFiles: endpoint({
    method: 'POST',
    path: 'product/savewithfiles',
    access: 'seller',
    body: productFormSchema,
    contentType: 'multipart',
    response: productSchema,
  }),
  updateProduct: endpoint({ method: 'PUT', path: 'product/update', access: 'seller', body: productUpdateSchema, response: productSchema }),
  productSingleFile: endpoint({
    method: 'POST',
    path: 'product/single-file',
    access: 'seller',
    query: productFileQuerySchema,
    body: productFileFieldsSchema,
    contentType: 'multipart',
    response: mediaFileSchema,
  }),
  productFiles: endpoint({
    method: 'POST',
    path: 'product/files',
    access: 'seller',
    query: productFileQuerySchema,
    body: productFileFieldsSchema,
    contentType: 'multipart',
    response: mediaFilesResponseSchema,
  }),
  /** The add-product form's brand select (size 200) and the admin list. */
  brands: endpoint({ method: 'POST', path: 'brands/getBrands', access: 'signed-in', body: listQuerySchema, response: brandPageSchema }),
  categories: endpoint({
    method: 'POST',
    path: 'categories/getCategories',
    access: 'signed-in',
    body: listQuerySchema,
    response: categoryPageSchema,
  }),
  subscription: endpoint({ method: 'GET', path: 'subscription', access: 'seller', response: subscriptionSchema }),
  /** 'Add Balance': a checkout session for upload credits. */
  subscriptionCheckout: endpoint({
    method: 'POST',
    path: 'subscription/checkout',
    access: 'seller',
    body: creditsCheckoutSchema,
    response: checkoutSessionSchema,
  }),
} as const;
