import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ApiFactory } from '../gateway.ts';
import { createFixture, type Fixture } from '../test/gateway-fixture.ts';

// A specifier tsc does not follow, as in gateway.ts: the gateway's typecheck must not compile the API.
const api = (await import('@xchange/' + 'api')) as { createApi: ApiFactory };

type Db = { execute(query: string): Promise<{ rows: Record<string, unknown>[] }> };
const dbOf = (app: FastifyInstance) => (app as unknown as { db: Db }).db;

const hostile = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)>`;

/**
 * The real API under the gateway (PGlite in a temporary folder, or the database DATABASE_URL names), with one seller
 * and one listing of its own: the head follows the API's visibility rules on every request.
 */
describe('listing pages on the real API', () => {
  let fx: Fixture;
  let dataDir: string;
  let seller: number;
  let listing: number;
  const page = (id: number) => fx.gateway.app.inject({ method: 'GET', url: `/product/${id}` });
  const ogTitle = (html: string) => /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1];
  const run = async (query: string) => (await dbOf(fx.gateway.app).execute(query)).rows;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'xchange-gateway-api-'));
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, EMBEDDED_DB: 'pglite', SEED_DEMO: '0', PORT: '4541', LOG_LEVEL: 'warn' };
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    fx = await createFixture(true, {}, {}, undefined, (options) => api.createApi({ ...options, env }));
    const email = `gateway-head-${Date.now()}@example.com`;
    [{ id: seller }] = (await run(
      `insert into users (email, password_hash, role, company) values ('${email}', 'x', 'seller', 'Head Test Instruments') returning id`,
    )) as [{ id: number }];
    await run(`insert into subscriptions (seller_id, status) values (${seller}, 'active')`);
    const name = hostile.replace(/'/g, "''");
    [{ id: listing }] = (await run(
      `insert into products (name, description, price, condition, seller_id) values ('${name}', 'Boxed.', 1250.5, 'Ex-demonstration', ${seller}) returning id`,
    )) as [{ id: number }];
  });
  after(async () => {
    if (seller) await run(`delete from users where id = ${seller}`);
    await fx?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes a visible listing's name, escaped, into og:title and its offer into a JSON-LD Product", async () => {
    const res = await page(listing);
    assert.equal(res.statusCode, 200);
    const head = res.body.split('</head>')[0]!;
    assert.equal(ogTitle(head), '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    assert.doesNotMatch(head, /<img|<\/script><script>/);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!);
    assert.equal(ld['@type'], 'Product');
    assert.equal(ld.name, hostile);
    assert.equal(ld.itemCondition, 'https://schema.org/UsedCondition');
    assert.deepEqual(ld.offers.seller, { '@type': 'Organization', name: 'Head Test Instruments' });
    assert.equal(ld.offers.price, '1250.50');
    assert.equal(ld.offers.availability, 'https://schema.org/InStock');
  });

  it('answers 404 the moment a listing is unpublished or its seller deactivated or unsubscribed, 200 once it is back', async () => {
    try {
      await run(`update products set published = false where id = ${listing}`);
      assert.equal((await page(listing)).statusCode, 404, 'unpublished');
      await run(`update products set published = true where id = ${listing}`);
      assert.equal((await page(listing)).statusCode, 200, 'published again');
      await run(`update users set active = false where id = ${seller}`);
      const hidden = await page(listing);
      assert.equal(hidden.statusCode, 404, 'seller deactivated');
      assert.equal(ogTitle(hidden.body), undefined);
      await run(`update users set active = true where id = ${seller}`);
      await run(`update subscriptions set status = 'canceled' where seller_id = ${seller}`);
      assert.equal((await page(listing)).statusCode, 404, 'subscription ended');
    } finally {
      await run(`update products set published = true where id = ${listing}`);
      await run(`update users set active = true where id = ${seller}`);
      await run(`update subscriptions set status = 'active' where seller_id = ${seller}`);
    }
    assert.equal((await page(listing)).statusCode, 200);
    assert.equal((await page(2_147_483_647)).statusCode, 404, 'unknown');
  });
});
