import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiBase, endpointList, endpoints, idempotencyKeyHeader, webhookSignatureHeader, type EndpointName } from '@xchange/contract';
import { authorizationTable } from '../security/authorization-table.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { describeProblems, redoclyLint } from './openapi-lint.ts';
import { openApiTags } from './openapi-tags.ts';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Json[];
  responses: Record<string, Json>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** '/api/v1/product/{id}' → 'product/:id', the contract's form. */
const contractPath = (path: string) => path.slice(apiBase.length).replace(/\{(\w+)\}/g, ':$1');

// The document does not depend on the database: one app on PGlite serves every test here.
describe('the OpenAPI document at /api/docs/json', () => {
  let t: TestApp;
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    tags: Json[];
    components: Record<'schemas' | 'responses' | 'parameters', Record<string, Json>>;
  };
  let operations: Array<{ path: string; method: string; op: Operation }>;

  before(async () => {
    t = await createTestApp('pglite', {
      // the gateway's site routes, registered the same way on the same app (infra/gateway/src/site-routes.ts)
      extend: (app) => {
        for (const url of [
          '/*',
          '/remotes/:name/*',
          '/releases/:name/:id/*',
          '/remotes.json',
          '/sitemap.xml',
          '/sitemap-:n.xml',
          '/robots.txt',
          '/product/:id',
        ])
          app.get(url, async () => '');
      },
    });
    const r = await t.app.inject({ url: '/api/docs/json' });
    assert.equal(r.statusCode, 200);
    doc = r.json();
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );
  });
  after(() => t.close());

  test("passes Redocly's recommended rules without an error", async () => {
    const problems = await redoclyLint(doc);
    const errors = problems.filter((p) => p.severity === 'error');
    assert.deepEqual(errors, [], describeProblems(problems));
  });

  test("every operation is a contract endpoint, named by the endpoint table's unique name", () => {
    const ids = operations.map(({ op }) => op.operationId);
    assert.equal(new Set(ids).size, ids.length, `duplicate operationIds: ${ids.join(', ')}`);
    for (const { path, method, op } of operations) {
      assert.ok(path.startsWith(apiBase), `${method} ${path} is not an API route`);
      const def = endpoints[op.operationId as EndpointName];
      assert.ok(def, `${method} ${path}: operationId ${op.operationId} is not a contract endpoint`);
      assert.equal(`${def.method} ${def.path}`, `${method.toUpperCase()} ${contractPath(path)}`, String(op.operationId));
    }
    // every endpoint is documented: as its own operation, or on the one that shares its method and path
    const served = new Set(operations.map(({ path, method }) => `${method.toUpperCase()} ${contractPath(path)}`));
    const missing = endpointList.filter((e) => !served.has(`${e.method} ${e.path}`)).map((e) => e.name);
    assert.deepEqual(missing, []);
  });

  test("the gateway's site routes, the /api/v1 catch-all and test-only pages are left out", () => {
    const paths = Object.keys(doc.paths);
    assert.deepEqual(
      paths.filter((p) => !p.startsWith(apiBase) || p.includes('*')),
      [],
    );
    assert.equal(doc.paths['/api/v1/{*}'], undefined);
  });

  test('security follows the authorization matrix: [] where a visitor is served, the bearer token where it gets 401', () => {
    for (const { path, method, op } of operations) {
      const names = endpointList.filter((e) => `${e.method} ${e.path}` === `${method.toUpperCase()} ${contractPath(path)}`);
      const visitorServed = names.some((e) => authorizationTable[e.name].expect.visitor !== 401);
      const signedIn = names.some((e) => authorizationTable[e.name].expect.visitor === 401);
      const anonymous = op.security?.some((s) => Object.keys(s).length === 0) || op.security?.length === 0;
      const bearer = op.security?.some((s) => 'bearer' in s);
      assert.ok(Array.isArray(op.security), `${op.operationId}: no security`);
      assert.equal(!!anonymous, visitorServed, `${op.operationId}: anonymous access ${JSON.stringify(op.security)}`);
      assert.equal(!!bearer, signedIn, `${op.operationId}: bearer ${JSON.stringify(op.security)}`);
    }
  });

  test('the seller API key is described once and offered on exactly the operations whose endpoint names a scope', () => {
    const schemes = (doc.components as unknown as { securitySchemes: Record<string, Json> }).securitySchemes;
    assert.deepEqual(schemes.apiKey, {
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
      description: schemes.apiKey?.description,
    });
    const keyed = operations.filter(({ op }) => op.security?.some((s) => 'apiKey' in s)).map(({ op }) => op.operationId);
    const scoped = endpointList.filter((e) => e.scope).map((e) => e.name);
    assert.deepEqual(keyed.sort(), scoped.sort());
    for (const { op } of operations.filter(({ op }) => scoped.includes(op.operationId as EndpointName))) {
      assert.ok(op.responses['429'], `${op.operationId}: the per-key rate limit is not described`);
    }
  });

  test("each refusal the authorization matrix expects is described on the endpoint's operation", () => {
    const missing = operations.flatMap(({ op }) =>
      [...new Set(Object.values(authorizationTable[op.operationId as EndpointName].expect))]
        .filter((status) => status >= 400 && !op.responses[String(status)])
        .map((status) => `${op.operationId}: ${status}`),
    );
    assert.deepEqual(missing, []);
  });

  test('error answers are described once in components and referenced, with the error envelope', () => {
    const { responses, schemas } = doc.components;
    assert.deepEqual(Object.keys(schemas.ErrorEnvelope?.properties as Json).sort(), ['code', 'errors', 'message']);
    for (const { op } of operations) {
      for (const [status, answer] of Object.entries(op.responses).filter(([s]) => /^[45]/.test(s))) {
        const ref = String(answer.$ref ?? '');
        assert.match(ref, /^#\/components\/responses\/\w+$/, `${op.operationId} ${status}`);
        const component = responses[ref.split('/').pop()!];
        assert.ok(component, ref);
        const body = (component.content as Record<string, Json>)['application/json'];
        assert.deepEqual(body?.schema, { $ref: '#/components/schemas/ErrorEnvelope' }, ref);
      }
      assert.ok(op.responses['4XX'] && op.responses['5XX'], String(op.operationId));
    }
  });

  test('every operation has a summary and one tag from the described tags list', () => {
    const names = openApiTags.map((tag) => tag.name as string);
    assert.deepEqual(
      doc.tags.map((tag) => tag.name),
      names,
    );
    for (const tag of doc.tags) assert.ok(String(tag.description).length > 10, String(tag.name));
    for (const { op } of operations) {
      assert.ok(op.summary, `${op.operationId}: no summary`);
      assert.equal(op.tags?.length, 1, `${op.operationId}: tags ${op.tags}`);
      assert.ok(names.includes(op.tags[0]!), `${op.operationId}: tag "${op.tags[0]}" is not in the tags list`);
    }
    const used = new Set(operations.map(({ op }) => op.tags![0]));
    assert.deepEqual(
      names.filter((n) => !used.has(n)),
      [],
      'a tag no operation uses',
    );
  });

  test('the Apptoken header is described once and offered on every operation', () => {
    assert.equal(doc.components.parameters.Apptoken?.in, 'header');
    for (const { op } of operations)
      assert.ok(
        op.parameters?.some((p) => p.$ref === '#/components/parameters/Apptoken'),
        String(op.operationId),
      );
  });

  test("headers a route's own code requires are documented: Idempotency-Key on saveOrder, Stripe's signature on the webhook", () => {
    const header = (path: string, name: string) => doc.paths[path]?.post?.parameters?.find((p) => p.in === 'header' && p.name === name);
    assert.equal(header('/api/v1/order/save', idempotencyKeyHeader)?.required, true);
    assert.equal(header('/api/v1/subscription/webhook', webhookSignatureHeader)?.required, true);
  });

  test('the documentation page at /api/docs serves and loads this document', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    assert.equal(init.statusCode, 200);
    assert.match(init.body, /json/);
    const bundle = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    assert.equal(bundle.statusCode, 200);
  });
});
