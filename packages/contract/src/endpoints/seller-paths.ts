import type { EndpointPath } from './endpoint';

/** docs/product.md §7 seller calls, plus the subscription tab: method and path (`seller-endpoints.ts` adds access and schemas). */
export const sellerPaths = {
  sellerOrders: { method: 'POST', path: 'order/getSellerOrders' },
  updateOrderStatus: { method: 'POST', path: 'order/update-status' },
  topProducts: { method: 'GET', path: 'sellerprofile/getTopProducts' },
  sellerDashboard: { method: 'GET', path: 'sellerprofile/getSellerDashboard' },
  sellerProducts: { method: 'POST', path: 'product' },
  deleteProduct: { method: 'DELETE', path: 'product/:id' },
  updateFeatureProduct: { method: 'POST', path: 'product/update-feature-product' },
  saveProductWithFiles: { method: 'POST', path: 'product/savewithfiles' },
  updateProduct: { method: 'PUT', path: 'product/update' },
  productSingleFile: { method: 'POST', path: 'product/single-file' },
  productFiles: { method: 'POST', path: 'product/files' },
  brands: { method: 'POST', path: 'brands/getBrands' },
  categories: { method: 'POST', path: 'categories/getCategories' },
  subscription: { method: 'GET', path: 'subscription' },
  subscriptionCheckout: { method: 'POST', path: 'subscription/checkout' },
} as const satisfies Record<string, EndpointPath>;
