import type { EndpointPath } from './endpoint';

/** docs/product.md §7 authentication and profile, plus password reset, code resend and logout: method and path (`auth-endpoints.ts` adds access and schemas). */
export const authPaths = {
  signupBuyer: { method: 'POST', path: 'signup/buyer' },
  signupSeller: { method: 'POST', path: 'signup/seller' },
  buyerVerify: { method: 'POST', path: 'signup/buyerVerify' },
  sellerVerify: { method: 'POST', path: 'signup/sellerVerify' },
  resendCode: { method: 'POST', path: 'signup/resend-code' },
  loginBuyer: { method: 'POST', path: 'auth/buyer' },
  loginSeller: { method: 'POST', path: 'auth/seller' },
  loginAdmin: { method: 'POST', path: 'auth/admin' },
  forgotPassword: { method: 'POST', path: 'auth/forgot-password' },
  resetPassword: { method: 'POST', path: 'auth/reset-password' },
  logout: { method: 'POST', path: 'auth/logout' },
  buyerProfile: { method: 'GET', path: 'buyerprofile/get-profile' },
  updateBuyerProfile: { method: 'PUT', path: 'buyerprofile/update' },
  sellerProfile: { method: 'GET', path: 'sellerprofile/get-profile' },
  updateSellerProfile: { method: 'PUT', path: 'sellerprofile/update' },
  uploadBuyerProfilePicture: { method: 'PUT', path: 'signup/uploadBuyerProfilePicture' },
  uploadSellerProfilePicture: { method: 'PUT', path: 'signup/uploadSellerProfilePicture' },
  buyerChangePassword: { method: 'POST', path: 'auth/buyer-change-password' },
  sellerChangePassword: { method: 'POST', path: 'auth/seller-change-password' },
  adminProfile: { method: 'GET', path: 'admin/get-adminProfile' },
  updateAdminProfile: { method: 'POST', path: 'admin/profile' },
  adminChangePassword: { method: 'POST', path: 'admin/admin-change-password' },
  stripeCheckout: { method: 'POST', path: 'signup/stripe' },
} as const satisfies Record<string, EndpointPath>;
