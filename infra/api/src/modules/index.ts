import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client.ts';
import { healthRoutes } from './health/routes.ts';

/** Every domain module, mounted inside the /api/v1 prefix. */
export async function registerModules(api: FastifyInstance, deps: { dbHandle: DbHandle }): Promise<void> {
  await api.register(healthRoutes, { ping: deps.dbHandle.ping });
}
