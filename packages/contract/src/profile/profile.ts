import * as v from 'valibot';

/** Fields a buyer and a seller profile share (docs/product.md §3); the password never leaves the server. */
export const accountProfileEntries = {
  id: v.number(),
  username: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  company: v.string(),
  phone: v.string(),
  address: v.string(),
  profilePhoto: v.optional(v.nullable(v.string())),
};

/** docs/product.md §3 buyer profile. */
export const buyerProfileSchema = v.object(accountProfileEntries);
export type BuyerProfile = v.InferOutput<typeof buyerProfileSchema>;

/** docs/product.md §3 seller profile; accountStatus is the admin's active toggle, preferredShipping is shown to buyers on orders. */
export const sellerProfileSchema = v.object({
  ...accountProfileEntries,
  accountStatus: v.optional(v.boolean()),
  preferredShipping: v.optional(v.string()),
  /** The storefront's About text (docs/product.md §2.13). */
  about: v.optional(v.string()),
});
export type SellerProfile = v.InferOutput<typeof sellerProfileSchema>;

/** docs/product.md §3 admin profile (authpassword stays on the server). */
export const adminProfileSchema = v.object({ id: v.number(), name: v.string(), authuser: v.string() });
export type AdminProfile = v.InferOutput<typeof adminProfileSchema>;

/** The stored 'data' of docs/product.md §3: any of the three profiles, fields optional but the id. */
export const sessionUserSchema = v.object({
  ...v.partial(sellerProfileSchema).entries,
  ...v.partial(adminProfileSchema).entries,
  id: v.number(),
});
