import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client.ts';
import { accountsAdminRoutes } from './accounts-admin/routes.ts';
import { advertRoutes } from './adverts/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { brandRoutes } from './brands/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { leaseRoutes } from './lease/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { placesRoutes } from './places/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { subscriptionRoutes } from './subscription/routes.ts';
import { wishlistRoutes } from './wishlist/routes.ts';

/** Every domain module, mounted inside the /api/v1 prefix. */
export async function registerModules(api: FastifyInstance, deps: { dbHandle: DbHandle }): Promise<void> {
  await api.register(healthRoutes, { ping: deps.dbHandle.ping });
  await api.register(authRoutes);
  await api.register(placesRoutes);
  await api.register(profileRoutes);
  await api.register(subscriptionRoutes);
  await api.register(contactRoutes);
  await api.register(leaseRoutes);
  await api.register(newsletterRoutes);
  await api.register(advertRoutes);
  await api.register(brandRoutes);
  await api.register(categoryRoutes);
  await api.register(accountsAdminRoutes);
  await api.register(promotionRoutes);
  await api.register(auditRoutes);
  await api.register(shopRoutes);
  await api.register(wishlistRoutes);
}
