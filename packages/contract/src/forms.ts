// @xchange/contract/forms — the schemas of the site's forms with `formResolver` and `validate`, and the valibot they
// use: downloaded with the first page that shows a form. Its modules take plain values (limits, messages, options)
// from '@xchange/contract/core' by that name, never by path: a relative import would copy core's modules into this
// entry's chunk, and a page would load them twice (src/entries.test.ts checks). Add only what a browser validates.
export { formResolver } from './common/form-resolver';
export { validate } from './common/validate';
export { changePasswordFormSchema } from './auth/change-password';
export { loginSchema } from './auth/login';
export { forgotPasswordSchema, resetPasswordSchema } from './auth/reset-password';
export { signupFormSchema } from './auth/signup';
export { verificationFormSchema } from './auth/verification';
export { adminForgotEmailFormSchema, adminLoginFormSchema, adminResetCodeFormSchema } from './auth/admin-login-forms';
export { adminProfileUpdateSchema, sellerProfileUpdateSchema } from './profile/profile-update';
export { profilePictureSchema } from './profile/profile-picture';
export { contactFormSchema } from './contact/contact';
export { leaseApplicationSchema, leaseCalculatorSchema } from './marketing/lease';
export { newsletterSignupSchema } from './marketing/newsletter';
export { replyFormSchema } from './message/message';
export { placeOrderFormSchema } from './order/order-save';
export { creditsCheckoutSchema } from './subscription/subscription';
export { productEditFormSchema, productEditFormSchemaFor } from './product/product-form';
export { specFieldFormSchema, updateSpecFieldSchema } from './specs/spec-field';
export { advertisementFormSchema } from './admin/advertisement';
export { brandFormSchema } from './admin/brand';
export { categoryFormSchema } from './admin/category';
export { promotionFormSchema } from './admin/promotion';
export { counterOfferSchema, declineOfferSchema, newOfferSchema } from './offer/offer';
export { newApiKeySchema } from './api-key/api-key';
export { ordersExportQuerySchema } from './listing-transfer/orders-export-query';
export { importMaxBytes, importMaxRows, importTexts } from './listing-transfer/listing-import';
export { reviewFormSchema, reviewReplySchema, reviewReportSchema, reviewVisibilitySchema } from './review/review';
export { savedSearchFormSchema, savedSearchUpdateSchema } from './saved-search/saved-search';
