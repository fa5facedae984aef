import { endpoints, type SellerProfile } from '@xchange/contract';

/** The two account types with a full profile (first/last name, company, phone, address, picture). */
export type AccountRole = 'buyer' | 'seller';

/** Any role that can change its own password. */
export type PasswordRole = AccountRole | 'admin';

/** A buyer or seller profile as GET …/get-profile answers it (a seller adds accountStatus). */
export type AccountProfile = SellerProfile;

/** The profile endpoints of each account role (docs/product.md §7). */
export const accountEndpoints = {
  buyer: { get: endpoints.buyerProfile, update: endpoints.updateBuyerProfile, picture: endpoints.uploadBuyerProfilePicture },
  seller: { get: endpoints.sellerProfile, update: endpoints.updateSellerProfile, picture: endpoints.uploadSellerProfilePicture },
} as const;
