import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { valibotSwaggerTransform } from '../lib/valibot-fastify.ts';

/** OpenAPI generated from the valibot route schemas, served offline at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'The Xchange Marketplace API', version },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: valibotSwaggerTransform as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
