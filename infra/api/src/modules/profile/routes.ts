import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { pictureRoutes } from './picture-routes.ts';
import { loadUser, toAdminProfile, toBuyerProfile, toSellerProfile, updateAdminName, updateProfile } from './service.ts';

const tags = ['profile'];

/** docs/product.md §7 profile calls of the three roles; each answers the whole profile, which the client stores as its user data. */
export async function profileRoutes(app: ApiApp) {
  const buyer = endpointRoute(app, endpoints.buyerProfile, { tags, summary: "The signed-in buyer's profile" });
  app.get(buyer.url, buyer.options, async (req) => toBuyerProfile(await loadUser(app.db, req.user!.id)));

  const buyerUpdate = endpointRoute(app, endpoints.updateBuyerProfile, { tags, summary: "Save the buyer's profile (email is read-only)" });
  app.put(buyerUpdate.url, buyerUpdate.options, async (req) => toBuyerProfile(await updateProfile(app.db, req.user!.id, req.body)));

  const seller = endpointRoute(app, endpoints.sellerProfile, { tags, summary: "The signed-in seller's profile" });
  app.get(seller.url, seller.options, async (req) => toSellerProfile(await loadUser(app.db, req.user!.id)));

  const sellerUpdate = endpointRoute(app, endpoints.updateSellerProfile, {
    tags,
    summary: "Save the seller's profile (email is read-only)",
  });
  app.put(sellerUpdate.url, sellerUpdate.options, async (req) => toSellerProfile(await updateProfile(app.db, req.user!.id, req.body)));

  const admin = endpointRoute(app, endpoints.adminProfile, { tags, summary: "The signed-in admin's profile" });
  app.get(admin.url, admin.options, async (req) => toAdminProfile(await loadUser(app.db, req.user!.id)));

  const adminUpdate = endpointRoute(app, endpoints.updateAdminProfile, { tags, summary: "Change the admin's display name" });
  app.post(adminUpdate.url, adminUpdate.options, async (req) => toAdminProfile(await updateAdminName(app.db, req.user!.id, req.body.name)));

  await app.register(pictureRoutes);
}
