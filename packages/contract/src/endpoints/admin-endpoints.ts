import { advertisementFormSchema, advertisementSchema, updateAdvertisementSchema } from '../admin/advertisement';
import { auditLogPageSchema, auditLogQuerySchema } from '../admin/audit-log';
import { brandFormSchema, brandSchema, updateBrandSchema } from '../admin/brand';
import { categoryFormSchema, categorySchema, updateCategorySchema } from '../admin/category';
import {
  newPromotionSchema,
  promotionListQuerySchema,
  promotionPageSchema,
  promotionSchema,
  updatePromotionSchema,
} from '../admin/promotion';
import { listQuerySchema } from '../common/list-query';
import { idQuerySchema } from '../common/number';
import { messageResponseSchema } from '../common/paged-response';
import { accountListResponseSchema, accountRowSchema, accountStatusQuerySchema } from '../profile/account-list';
import { endpoint } from './endpoint';

const ack = messageResponseSchema;
const byId = idQuerySchema;

/** docs/product.md §7 admin calls. */
export const adminEndpoints = {
  promotions: endpoint({
    method: 'POST',
    path: 'promotions/getPromotions',
    access: 'admin',
    body: promotionListQuerySchema,
    response: promotionPageSchema,
  }),
  createPromotion: endpoint({ method: 'POST', path: 'promotions', access: 'admin', body: newPromotionSchema, response: promotionSchema }),
  updatePromotion: endpoint({
    method: 'POST',
    path: 'promotions/updatePromotion',
    access: 'admin',
    body: updatePromotionSchema,
    response: promotionSchema,
  }),
  deletePromotion: endpoint({ method: 'PUT', path: 'promotions/deletePromotion', access: 'admin', query: byId, response: ack }),
  /** Multipart with `document`; shares POST advert with the JSON list `adverts` (public). */
  createAdvert: endpoint({
    method: 'POST',
    path: 'advert',
    access: 'admin',
    body: advertisementFormSchema,
    contentType: 'multipart',
    response: advertisementSchema,
  }),
  updateAdvert: endpoint({
    method: 'PUT',
    path: 'advert',
    access: 'admin',
    body: updateAdvertisementSchema,
    contentType: 'multipart',
    response: advertisementSchema,
  }),
  deleteAdvert: endpoint({ method: 'PUT', path: 'advert/deleteAdvert', access: 'admin', query: byId, response: ack }),
  createBrand: endpoint({ method: 'POST', path: 'brands', access: 'admin', body: brandFormSchema, response: brandSchema }),
  updateBrand: endpoint({ method: 'PUT', path: 'brands/updateBrand', access: 'admin', body: updateBrandSchema, response: brandSchema }),
  deleteBrand: endpoint({ method: 'PUT', path: 'brands/deleteBrand', access: 'admin', query: byId, response: ack }),
  buyerList: endpoint({
    method: 'POST',
    path: 'buyerprofile/getBuyerList',
    access: 'admin',
    body: listQuerySchema,
    response: accountListResponseSchema,
  }),
  sellerList: endpoint({
    method: 'POST',
    path: 'sellerprofile/getSellerList',
    access: 'admin',
    body: listQuerySchema,
    response: accountListResponseSchema,
  }),
  updateSellerAccountStatus: endpoint({
    method: 'PUT',
    path: 'sellerprofile/updateAccountStatus',
    access: 'admin',
    query: accountStatusQuerySchema,
    response: accountRowSchema,
  }),
  createCategory: endpoint({
    method: 'POST',
    path: 'categories/saveCategory',
    access: 'admin',
    body: categoryFormSchema,
    response: categorySchema,
  }),
  /** 'udateCategory' is the path exactly as docs/product.md §7 names it. */
  updateCategory: endpoint({
    method: 'PUT',
    path: 'categories/udateCategory',
    access: 'admin',
    body: updateCategorySchema,
    response: categorySchema,
  }),
  deleteCategory: endpoint({ method: 'PUT', path: 'categories/deleteCategory', access: 'admin', query: byId, response: ack }),
  /** Every recorded admin action, newest first by default. */
  auditLog: endpoint({ method: 'POST', path: 'admin/audit-log', access: 'admin', body: auditLogQuerySchema, response: auditLogPageSchema }),
} as const;
