import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiDocument } from './openapi-document.ts';

const description = [
  "Every call of the marketplace, under `/api/v1/` on the site's origin (docs/architecture.md §5.1).",
  'Signed-in calls send `Authorization: Bearer <authToken>`, the token a sign-in or email verification answers.',
  'A refusal answers `{ errors, code }`: `errors` are texts to show, `code` names the error (see the error answers under components).',
].join('\n\n');

/** OpenAPI generated from the contract's endpoints and their valibot schemas, served offline at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  const { transform, transformObject } = openApiDocument();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'The Xchange Marketplace API', version, description },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `authToken` of a sign-in (`auth/buyer`, `auth/seller`, `auth/admin`) or an email verification.',
          },
        },
      },
    },
    transform: transform as never,
    transformObject: transformObject as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
