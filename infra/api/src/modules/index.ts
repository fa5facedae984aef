import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client.ts';
import { authRoutes } from './auth/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { placesRoutes } from './places/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { subscriptionRoutes } from './subscription/routes.ts';

/** Every domain module, mounted inside the /api/v1 prefix. */
export async function registerModules(api: FastifyInstance, deps: { dbHandle: DbHandle }): Promise<void> {
  await api.register(healthRoutes, { ping: deps.dbHandle.ping });
  await api.register(authRoutes);
  await api.register(placesRoutes);
  await api.register(profileRoutes);
  await api.register(subscriptionRoutes);
}
