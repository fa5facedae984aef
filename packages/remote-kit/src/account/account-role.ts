import type { SellerProfile } from '@xchange/contract';

/** The two account types with a full profile (first/last name, company, phone, address, picture). */
export type AccountRole = 'buyer' | 'seller';

/** Any role that can change its own password. */
export type PasswordRole = AccountRole | 'admin';

/** A buyer or seller profile as GET …/get-profile answers it (a seller adds accountStatus). */
export type AccountProfile = SellerProfile;

/** The names of the profile endpoints of each account role (docs/product.md §7). */
export const accountEndpoints = {
  buyer: { get: 'buyerProfile', update: 'updateBuyerProfile', picture: 'uploadBuyerProfilePicture' },
  seller: { get: 'sellerProfile', update: 'updateSellerProfile', picture: 'uploadSellerProfilePicture' },
} as const;
