import { adminChangePasswordSchema, changePasswordSchema, passwordChangedResponseSchema } from '../auth/change-password';
import { authResponseSchema, loginSchema } from '../auth/login';
import { forgotPasswordSchema, resetPasswordSchema } from '../auth/reset-password';
import { signupBuyerSchema, signupSellerSchema } from '../auth/signup';
import { resendCodeSchema, verifyQuerySchema } from '../auth/verification';
import { messageResponseSchema } from '../common/paged-response';
import { adminProfileSchema, buyerProfileSchema, sellerProfileSchema } from '../profile/profile';
import { profilePictureQuerySchema, profilePictureResponseSchema } from '../profile/profile-picture';
import { adminProfileUpdateSchema, profileUpdateSchema, sellerProfileUpdateSchema } from '../profile/profile-update';
import { checkoutSessionSchema, stripeCheckoutQuerySchema } from '../subscription/subscription';
import { endpoint } from './endpoint';

const ack = messageResponseSchema;

/** docs/product.md §7 authentication and profile, plus password reset, code resend and logout. */
export const authEndpoints = {
  signupBuyer: endpoint({ method: 'POST', path: 'signup/buyer', access: 'public', body: signupBuyerSchema, response: authResponseSchema }),
  signupSeller: endpoint({
    method: 'POST',
    path: 'signup/seller',
    access: 'public',
    body: signupSellerSchema,
    response: authResponseSchema,
  }),
  buyerVerify: endpoint({
    method: 'POST',
    path: 'signup/buyerVerify',
    access: 'public',
    query: verifyQuerySchema,
    response: authResponseSchema,
  }),
  sellerVerify: endpoint({
    method: 'POST',
    path: 'signup/sellerVerify',
    access: 'public',
    query: verifyQuerySchema,
    response: authResponseSchema,
  }),
  resendCode: endpoint({ method: 'POST', path: 'signup/resend-code', access: 'public', body: resendCodeSchema, response: ack }),
  loginBuyer: endpoint({ method: 'POST', path: 'auth/buyer', access: 'public', body: loginSchema, response: authResponseSchema }),
  loginSeller: endpoint({ method: 'POST', path: 'auth/seller', access: 'public', body: loginSchema, response: authResponseSchema }),
  loginAdmin: endpoint({ method: 'POST', path: 'auth/admin', access: 'public', body: loginSchema, response: authResponseSchema }),
  forgotPassword: endpoint({ method: 'POST', path: 'auth/forgot-password', access: 'public', body: forgotPasswordSchema, response: ack }),
  resetPassword: endpoint({ method: 'POST', path: 'auth/reset-password', access: 'public', body: resetPasswordSchema, response: ack }),
  logout: endpoint({ method: 'POST', path: 'auth/logout', access: 'signed-in', response: ack }),
  buyerProfile: endpoint({ method: 'GET', path: 'buyerprofile/get-profile', access: 'buyer', response: buyerProfileSchema }),
  updateBuyerProfile: endpoint({
    method: 'PUT',
    path: 'buyerprofile/update',
    access: 'buyer',
    body: profileUpdateSchema,
    response: buyerProfileSchema,
  }),
  sellerProfile: endpoint({ method: 'GET', path: 'sellerprofile/get-profile', access: 'seller', response: sellerProfileSchema }),
  updateSellerProfile: endpoint({
    method: 'PUT',
    path: 'sellerprofile/update',
    access: 'seller',
    body: sellerProfileUpdateSchema,
    response: sellerProfileSchema,
  }),
  uploadBuyerProfilePicture: endpoint({
    method: 'PUT',
    path: 'signup/uploadBuyerProfilePicture',
    access: 'buyer',
    query: profilePictureQuerySchema,
    contentType: 'multipart',
    response: profilePictureResponseSchema,
  }),
  uploadSellerProfilePicture: endpoint({
    method: 'PUT',
    path: 'signup/uploadSellerProfilePicture',
    access: 'seller',
    query: profilePictureQuerySchema,
    contentType: 'multipart',
    response: profilePictureResponseSchema,
  }),
  buyerChangePassword: endpoint({
    method: 'POST',
    path: 'auth/buyer-change-password',
    access: 'buyer',
    body: changePasswordSchema,
    response: passwordChangedResponseSchema,
  }),
  sellerChangePassword: endpoint({
    method: 'POST',
    path: 'auth/seller-change-password',
    access: 'seller',
    body: changePasswordSchema,
    response: passwordChangedResponseSchema,
  }),
  adminProfile: endpoint({ method: 'GET', path: 'admin/get-adminProfile', access: 'admin', response: adminProfileSchema }),
  updateAdminProfile: endpoint({
    method: 'POST',
    path: 'admin/profile',
    access: 'admin',
    body: adminProfileUpdateSchema,
    response: adminProfileSchema,
  }),
  adminChangePassword: endpoint({
    method: 'POST',
    path: 'admin/admin-change-password',
    access: 'admin',
    body: adminChangePasswordSchema,
    response: passwordChangedResponseSchema,
  }),
  stripeCheckout: endpoint({
    method: 'POST',
    path: 'signup/stripe',
    access: 'seller',
    query: stripeCheckoutQuerySchema,
    response: checkoutSessionSchema,
  }),
} as const;
