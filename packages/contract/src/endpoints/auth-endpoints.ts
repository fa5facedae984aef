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
import { withSchemas } from './endpoint';
import { authPaths } from './auth-paths';

const ack = messageResponseSchema;

/** docs/product.md §7 authentication and profile, plus password reset, code resend and logout. */
export const authEndpoints = withSchemas(authPaths, {
  signupBuyer: { access: 'public', body: signupBuyerSchema, response: authResponseSchema },
  signupSeller: { access: 'public', body: signupSellerSchema, response: authResponseSchema },
  buyerVerify: { access: 'public', query: verifyQuerySchema, response: authResponseSchema },
  sellerVerify: { access: 'public', query: verifyQuerySchema, response: authResponseSchema },
  resendCode: { access: 'public', body: resendCodeSchema, response: ack },
  loginBuyer: { access: 'public', body: loginSchema, response: authResponseSchema },
  loginSeller: { access: 'public', body: loginSchema, response: authResponseSchema },
  loginAdmin: { access: 'public', body: loginSchema, response: authResponseSchema },
  forgotPassword: { access: 'public', body: forgotPasswordSchema, response: ack },
  resetPassword: { access: 'public', body: resetPasswordSchema, response: ack },
  logout: { access: 'signed-in', response: ack },
  buyerProfile: { access: 'buyer', response: buyerProfileSchema },
  updateBuyerProfile: { access: 'buyer', body: profileUpdateSchema, response: buyerProfileSchema },
  sellerProfile: { access: 'seller', response: sellerProfileSchema },
  updateSellerProfile: { access: 'seller', body: sellerProfileUpdateSchema, response: sellerProfileSchema },
  uploadBuyerProfilePicture: {
    access: 'buyer',
    query: profilePictureQuerySchema,
    contentType: 'multipart',
    response: profilePictureResponseSchema,
  },
  uploadSellerProfilePicture: {
    access: 'seller',
    query: profilePictureQuerySchema,
    contentType: 'multipart',
    response: profilePictureResponseSchema,
  },
  buyerChangePassword: { access: 'buyer', body: changePasswordSchema, response: passwordChangedResponseSchema },
  sellerChangePassword: { access: 'seller', body: changePasswordSchema, response: passwordChangedResponseSchema },
  adminProfile: { access: 'admin', response: adminProfileSchema },
  updateAdminProfile: { access: 'admin', body: adminProfileUpdateSchema, response: adminProfileSchema },
  adminChangePassword: { access: 'admin', body: adminChangePasswordSchema, response: passwordChangedResponseSchema },
  stripeCheckout: { access: 'seller', query: stripeCheckoutQuerySchema, response: checkoutSessionSchema },
});
