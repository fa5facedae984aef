import type { EndpointPath } from './endpoint';

/** docs/product.md §7 admin calls: method and path (`admin-endpoints.ts` adds access and schemas). */
export const adminPaths = {
  promotions: { method: 'POST', path: 'promotions/getPromotions' },
  createPromotion: { method: 'POST', path: 'promotions' },
  updatePromotion: { method: 'POST', path: 'promotions/updatePromotion' },
  deletePromotion: { method: 'PUT', path: 'promotions/deletePromotion' },
  createAdvert: { method: 'POST', path: 'advert' },
  updateAdvert: { method: 'PUT', path: 'advert' },
  deleteAdvert: { method: 'PUT', path: 'advert/deleteAdvert' },
  createBrand: { method: 'POST', path: 'brands' },
  updateBrand: { method: 'PUT', path: 'brands/updateBrand' },
  deleteBrand: { method: 'PUT', path: 'brands/deleteBrand' },
  buyerList: { method: 'POST', path: 'buyerprofile/getBuyerList' },
  sellerList: { method: 'POST', path: 'sellerprofile/getSellerList' },
  updateSellerAccountStatus: { method: 'PUT', path: 'sellerprofile/updateAccountStatus' },
  createCategory: { method: 'POST', path: 'categories/saveCategory' },
  updateCategory: { method: 'PUT', path: 'categories/udateCategory' },
  deleteCategory: { method: 'PUT', path: 'categories/deleteCategory' },
  auditLog: { method: 'POST', path: 'admin/audit-log' },
} as const satisfies Record<string, EndpointPath>;
