import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiKeyHeader, apiKeyScopeLabels } from '@xchange/contract';
import { openApiDocument } from './openapi-document.ts';

const description = [
  "Every call of the marketplace, under `/api/v1/` on the site's origin (docs/architecture.md §5.1).",
  'Signed-in calls send `Authorization: Bearer <authToken>`, the token a sign-in or email verification answers.',
  'A refusal answers `{ errors, code }`: `errors` are texts to show, `code` names the error (see the error answers under components).',
  [
    "## API keys for a seller's inventory system",
    `A seller creates a key under **API keys** in the seller hub (or \`POST /api/v1/seller/api-keys\`), picks its scopes and copies it: it is shown once. The system sends it as \`${apiKeyHeader}: xk_live_…\` and acts as that seller on the operations whose security names the key's scope; every other operation refuses a key with 403. A revoked key, or a key of a deactivated seller, answers 401; more than the per-key limit per minute answers 429 with \`Retry-After\`.`,
    'Example: create or update the listing with SKU `SCOPE-0042`, then read what changed since the last sync:',
    [
      '```',
      `curl -X PUT https://<site>/api/v1/seller/listings/by-sku/SCOPE-0042 -H '${apiKeyHeader}: xk_live_…' -H 'Content-Type: application/json' \\`,
      `  -d '{"productname":"Keysight DSOX3034T","description":"350 MHz, 4 channels, calibrated 2026","price":5200,"sellinginstrument":"Oscilloscopes","manufacturer":"Keysight","condition":"Used"}'`,
      '# → {"id":812,"result":"created","product":{…}}; the same call again → "result":"unchanged"',
      `curl 'https://<site>/api/v1/seller/listings?updatedSince=2026-11-27T09:00:00Z&page=1&size=100' -H '${apiKeyHeader}: xk_live_…'`,
      "# every listing as CSV (the import template's columns first; listings.xlsx for Excel), and November's orders (orders:read):",
      `curl -OJ https://<site>/api/v1/seller/exports/listings.csv -H '${apiKeyHeader}: xk_live_…'`,
      `curl -OJ 'https://<site>/api/v1/seller/exports/orders.xlsx?from=2026-11-01&to=2026-11-30&tz=America/New_York' -H '${apiKeyHeader}: xk_live_…'`,
      '```',
    ].join('\n'),
    `Scopes: ${Object.entries(apiKeyScopeLabels)
      .map(([scope, label]) => `\`${scope}\` (${label.toLowerCase()})`)
      .join('; ')}.`,
  ].join('\n\n'),
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
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: apiKeyHeader,
            description: "A seller's API key (`xk_live_…`): acts as that seller on the operations that name one of its scopes.",
          },
        },
      },
    },
    transform: transform as never,
    transformObject: transformObject as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
