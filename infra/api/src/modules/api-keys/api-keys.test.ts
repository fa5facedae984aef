import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { apiKeyTexts, type CreatedApiKey } from '@xchange/contract';
import { apiKeys, auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import type { TestUser } from '../../test/test-users.ts';
import { jsonClient } from '../../test/seller-products-test-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';
import { hashApiKey } from './key-secret.ts';

const listing = {
  productname: 'Bench Scope 2000',
  description: 'Calibrated last spring',
  price: 1200,
  sellinginstrument: 'Oscilloscopes',
  manufacturer: 'Keysight',
  condition: 'Used',
};

for (const driver of drivers) {
  describe(`seller API keys (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof jsonClient>;
    let clock = Date.parse('2026-11-27T09:00:00Z');

    /** A request sent with `X-Api-Key` only. */
    const withKey = async (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
      const r = await t.app.inject({ method, url: `/api/v1/${url}`, headers: { 'x-api-key': key }, ...(body ? { payload: body } : {}) });
      return { status: r.statusCode, body: r.json(), headers: r.headers };
    };
    const newKey = async (as: TestUser, scopes: string[], name = 'Warehouse sync'): Promise<CreatedApiKey> => {
      const r = await call('POST', 'seller/api-keys', { as, body: { name, scopes } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body as CreatedApiKey;
    };

    before(async () => {
      t = await createTestApp(driver, { env: { API_KEY_REQUESTS_PER_MINUTE: '8' }, now: () => clock });
      call = jsonClient(t);
      f = await seedShop(t);
    });
    after(() => t.close());

    test('a key is answered once, stored only as its SHA-256 with a readable prefix, and listed without the secret', async () => {
      const created = await newKey(f.sellerA, ['listings:read', 'listings:read', 'orders:read'], '  ERP   export ');
      assert.match(created.key, /^xk_live_[A-Za-z0-9_-]{43}$/);
      assert.equal(created.prefix, created.key.slice(0, 12));
      assert.equal(created.name, 'ERP export');
      assert.deepEqual(created.scopes, ['listings:read', 'orders:read']);
      const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
      assert.equal(row!.keyHash, hashApiKey(created.key));
      assert.ok(!JSON.stringify(row).includes(created.key.slice(12)), 'the secret part is stored somewhere');
      const list = await call('GET', 'seller/api-keys', { as: f.sellerA });
      assert.equal(list.status, 200);
      const shown = list.body.find((k: { id: number }) => k.id === created.id);
      assert.deepEqual(Object.keys(shown).sort(), ['createdAt', 'id', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'scopes']);
      assert.ok(!JSON.stringify(list.body).includes(created.key));
      assert.deepEqual(
        (await call('GET', 'seller/api-keys', { as: f.sellerB })).body
          .map((k: { id: number }) => k.id)
          .filter((id: number) => id === created.id),
        [],
      );
    });

    test('bad names and scopes are refused with the texts of the contract', async () => {
      const bad = await call('POST', 'seller/api-keys', { as: f.sellerA, body: { name: ' ', scopes: [] } });
      assert.equal(bad.status, 400);
      assert.ok(bad.body.errors.includes(apiKeyTexts.nameRequired));
      assert.ok(bad.body.errors.includes(apiKeyTexts.scopesRequired));
      const scope = await call('POST', 'seller/api-keys', { as: f.sellerA, body: { name: 'x', scopes: ['admin:all'] } });
      assert.equal(scope.status, 400);
      assert.ok(scope.body.errors.includes(apiKeyTexts.scopeInvalid));
    });

    test('a key acts as its seller within its scopes only', async () => {
      const read = await newKey(f.sellerA, ['listings:read']);
      const listings = await withKey(read.key, 'GET', 'seller/listings');
      assert.equal(listings.status, 200);
      assert.ok(listings.body.content.length > 0);
      assert.ok(listings.body.content.every((p: { sellerid: number }) => p.sellerid === f.sellerA.id));
      assert.equal((await withKey(read.key, 'POST', 'product', { page: 1, size: 5 })).status, 200);
      const write = await withKey(read.key, 'PUT', 'seller/listings/by-sku/KEY-1', listing);
      assert.equal(write.status, 403);
      assert.deepEqual(write.body.errors, [apiKeyTexts.missingScope('listings:write')]);
      const orders = await withKey(read.key, 'POST', 'order/getSellerOrders', { page: 1, size: 5 });
      assert.equal(orders.status, 403);
      assert.deepEqual(orders.body.errors, [apiKeyTexts.missingScope('orders:read')]);
    });

    test('every route without a scope refuses a key with 403: admin, buyer, account and key management', async () => {
      const key = (await newKey(f.sellerA, ['listings:read', 'listings:write', 'orders:read'])).key;
      const refused = [
        ['GET', 'admin/get-adminProfile'],
        ['POST', 'sellerprofile/getSellerList'],
        ['GET', 'buyerprofile/get-profile'],
        ['GET', 'wishlist'],
        ['GET', 'sellerprofile/get-profile'],
        ['POST', 'seller/api-keys'],
        ['GET', 'seller/api-keys'],
        ['DELETE', `product/${f.p.dsox}`],
        ['POST', 'home/homepage'],
      ] as const;
      for (const [method, url] of refused) {
        const r = await withKey(key, method, url, method === 'GET' ? undefined : {});
        assert.equal(r.status, 403, `${method} ${url}: ${JSON.stringify(r.body)}`);
        assert.deepEqual(r.body.errors, [apiKeyTexts.routeNotForKeys], url);
      }
      // the listing still exists: the refused delete never reached its handler
      assert.equal(
        (await call('POST', 'product', { as: f.sellerA, body: { page: 1, size: 50 } })).body.body.content.some(
          (p: { id: number }) => p.id === f.p.dsox,
        ),
        true,
      );
    });

    test("an unknown key, a revoked key and an inactive seller's key answer 401 with the reason", async () => {
      assert.deepEqual((await withKey('xk_live_not-a-key', 'GET', 'seller/listings')).body.errors, [apiKeyTexts.unknown]);
      const key = await newKey(f.sellerA, ['listings:read']);
      assert.equal((await withKey(key.key, 'GET', 'seller/listings')).status, 200);
      assert.equal((await call('DELETE', `seller/api-keys/${key.id}`, { as: f.sellerB })).status, 404);
      const revoked = await call('DELETE', `seller/api-keys/${key.id}`, { as: f.sellerA });
      assert.equal(revoked.status, 200);
      assert.ok(revoked.body.revokedAt);
      const after = await withKey(key.key, 'GET', 'seller/listings');
      assert.equal(after.status, 401);
      assert.deepEqual(after.body.errors, [apiKeyTexts.revoked]);
      // revoking again changes nothing and writes no second audit entry
      assert.equal((await call('DELETE', `seller/api-keys/${key.id}`, { as: f.sellerA })).body.revokedAt, revoked.body.revokedAt);
      const entries = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `api key ${key.id}`));
      assert.deepEqual(entries.map((e) => e.action).sort(), ['api-key.create', 'api-key.revoke']);
      assert.ok(entries.every((e) => e.actorId === f.sellerA.id));

      const [inactiveKey] = await t.app.db
        .insert(apiKeys)
        .values({
          sellerId: f.inactive.id,
          name: 'Old',
          prefix: 'xk_live_old1',
          keyHash: hashApiKey('xk_live_inactive-seller-key'),
          scopes: ['listings:read'],
        })
        .returning();
      assert.ok(inactiveKey);
      const inactive = await withKey('xk_live_inactive-seller-key', 'GET', 'seller/listings');
      assert.equal(inactive.status, 401);
      assert.deepEqual(inactive.body.errors, [apiKeyTexts.inactiveSeller]);
    });

    test('lastUsedAt is written at most once a minute per key', async () => {
      const key = await newKey(f.sellerA, ['listings:read']);
      const lastUsed = async () => (await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt?.toISOString();
      await withKey(key.key, 'GET', 'seller/listings');
      const first = await lastUsed();
      assert.equal(first, new Date(clock).toISOString());
      clock += 30_000;
      await withKey(key.key, 'GET', 'seller/listings');
      assert.equal(await lastUsed(), first);
      clock += 31_000;
      await withKey(key.key, 'GET', 'seller/listings');
      assert.equal(await lastUsed(), new Date(clock).toISOString());
    });

    test('each key has its own rate limit: 429 with Retry-After past it, other keys unaffected', async () => {
      const busy = await newKey(f.sellerB, ['listings:read']);
      const calm = await newKey(f.sellerB, ['listings:read']);
      for (let i = 0; i < 8; i++) assert.equal((await withKey(busy.key, 'GET', 'seller/listings')).status, 200, `request ${i + 1}`);
      const limited = await withKey(busy.key, 'GET', 'seller/listings');
      assert.equal(limited.status, 429);
      assert.equal(limited.body.code, 'ERR_RATE_LIMITED');
      assert.match(limited.body.errors[0], /^This API key sent too many requests\. Please try again in \d+ seconds\.$/);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal((await withKey(calm.key, 'GET', 'seller/listings')).status, 200);
      // the seller's own session is not counted against its keys
      assert.equal((await call('GET', 'seller/listings', { as: f.sellerB })).status, 200);
    });

    test('a write through a key is in the audit log with the key and the SKU', async () => {
      const key = await newKey(f.sellerA, ['listings:write']);
      const created = await withKey(key.key, 'PUT', 'seller/listings/by-sku/AUDIT-7', listing);
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.equal(created.body.result, 'created');
      const updated = await withKey(key.key, 'PUT', 'seller/listings/by-sku/AUDIT-7', { ...listing, price: 1100 });
      assert.equal(updated.body.result, 'updated');
      assert.equal((await withKey(key.key, 'PUT', 'seller/listings/by-sku/AUDIT-7', { ...listing, price: 1100 })).body.result, 'unchanged');
      const entries = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `product ${created.body.id}`));
      assert.deepEqual(
        entries.map((e) => [e.action, e.actorId, e.detail]),
        [
          ['listing.create-by-api-key', f.sellerA.id, { sku: 'AUDIT-7', apiKey: key.id }],
          ['listing.update-by-api-key', f.sellerA.id, { sku: 'AUDIT-7', apiKey: key.id }],
        ],
      );
    });
  });
}
