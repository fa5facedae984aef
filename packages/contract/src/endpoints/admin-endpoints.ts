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
import { withSchemas } from './endpoint';
import { adminPaths } from './admin-paths';

const ack = messageResponseSchema;
const byId = idQuerySchema;

/** docs/product.md §7 admin calls. */
export const adminEndpoints = withSchemas(adminPaths, {
  promotions: { access: 'admin', body: promotionListQuerySchema, response: promotionPageSchema },
  createPromotion: { access: 'admin', body: newPromotionSchema, response: promotionSchema },
  updatePromotion: { access: 'admin', body: updatePromotionSchema, response: promotionSchema },
  deletePromotion: { access: 'admin', query: byId, response: ack },
  /** Multipart with `document`; shares POST advert with the JSON list `adverts` (public). */
  createAdvert: { access: 'admin', body: advertisementFormSchema, contentType: 'multipart', response: advertisementSchema },
  updateAdvert: { access: 'admin', body: updateAdvertisementSchema, contentType: 'multipart', response: advertisementSchema },
  deleteAdvert: { access: 'admin', query: byId, response: ack },
  createBrand: { access: 'admin', body: brandFormSchema, response: brandSchema },
  updateBrand: { access: 'admin', body: updateBrandSchema, response: brandSchema },
  deleteBrand: { access: 'admin', query: byId, response: ack },
  buyerList: { access: 'admin', body: listQuerySchema, response: accountListResponseSchema },
  sellerList: { access: 'admin', body: listQuerySchema, response: accountListResponseSchema },
  updateSellerAccountStatus: { access: 'admin', query: accountStatusQuerySchema, response: accountRowSchema },
  createCategory: { access: 'admin', body: categoryFormSchema, response: categorySchema },
  /** 'udateCategory' is the path exactly as docs/product.md §7 names it. */
  updateCategory: { access: 'admin', body: updateCategorySchema, response: categorySchema },
  deleteCategory: { access: 'admin', query: byId, response: ack },
  /** Every recorded admin action, newest first by default. */
  auditLog: { access: 'admin', body: auditLogQuerySchema, response: auditLogPageSchema },
});
