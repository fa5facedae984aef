import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { endpoints } from '@xchange/contract';
import { users } from '../db/schema/index.ts';
import { endpointRoute } from '../lib/endpoint-route.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { tokenAudience, tokenIssuer } from '../lib/tokens.ts';
import { createTestApp, testSecret, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { assertOwner } from './auth.ts';

const login = 'Please login to continue.';
const key = new TextEncoder().encode(testSecret);

for (const driver of drivers) {
  describe(`auth plugin (${driver})`, () => {
    let t: TestApp;
    let buyer: typeof users.$inferSelect;
    let seller: typeof users.$inferSelect;
    const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

    before(async () => {
      t = await createTestApp(driver, {
        extend(app) {
          app.get('/t/any', { preHandler: app.requireAuth }, async (req) => ({ id: req.user!.id }));
          app.get('/t/buyer', { preHandler: app.requireRole('buyer') }, async (req) => ({ role: req.user!.role }));
          const wishlist = endpointRoute(app, endpoints.wishlistAdd);
          app.route({
            method: wishlist.method,
            url: `/t/${endpoints.wishlistAdd.path}`,
            ...wishlist.options,
            handler: async () => ({ ok: true }),
          });
          app.get('/t/owner/:id', { preHandler: app.requireAuth }, async (req) => {
            assertOwner(Number((req.params as { id: string }).id), req.user);
            return { ok: true };
          });
        },
      });
      const passwordHash = await hashPassword('Buyer#2024pass');
      [buyer, seller] = (await t.app.db
        .insert(users)
        .values([
          { email: 'b@test.example', passwordHash, role: 'buyer' as const, firstname: 'Bea' },
          { email: 's@test.example', passwordHash, role: 'seller' as const, firstname: 'Sam' },
        ])
        .returning()) as [typeof users.$inferSelect, typeof users.$inferSelect];
    });
    after(() => t.close());

    test('argon2id hashes verify the right password only', async () => {
      assert.match(buyer.passwordHash, /^\$argon2id\$/);
      assert.equal(await verifyPassword(buyer.passwordHash, 'Buyer#2024pass'), true);
      assert.equal(await verifyPassword(buyer.passwordHash, 'buyer#2024pass'), false);
    });

    test('no token: 401 with the login message', async () => {
      const r = await get('/t/any');
      assert.equal(r.statusCode, 401);
      assert.deepEqual(r.json(), { errors: [login], code: 'ERR_UNAUTHENTICATED', message: login });
    });

    test('a valid token reaches the route; the wrong role gets 403', async () => {
      const token = await t.app.signToken(buyer);
      assert.deepEqual((await get('/t/any', token)).json(), { id: buyer.id });
      assert.deepEqual((await get('/t/buyer', token)).json(), { role: 'buyer' });
      const r = await get('/t/buyer', await t.app.signToken(seller));
      assert.equal(r.statusCode, 403);
      assert.equal(r.json().code, 'ERR_FORBIDDEN');
    });

    test("a contract endpoint's access is enforced on its route", async () => {
      const post = async (token?: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: `/t/${endpoints.wishlistAdd.path}?productid=7`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
        ).statusCode;
      assert.equal(await post(), 401);
      const invalid = await t.app.inject({ method: 'POST', url: `/t/${endpoints.wishlistAdd.path}?productid=abc` });
      assert.equal(invalid.statusCode, 401, 'the session is checked before the input');
      assert.equal(await post(await t.app.signToken(seller)), 403);
      assert.equal(await post(await t.app.signToken(buyer)), 200);
    });

    test('expired, tampered, alg none, foreign audience and other-key tokens get 401', async () => {
      const claims = { role: 'buyer', tv: 0 };
      const base = () => new SignJWT(claims).setSubject(String(buyer.id)).setIssuer(tokenIssuer).setAudience(tokenAudience);
      const expired = await base()
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(1_700_000_000)
        .setExpirationTime(1_700_000_100)
        .sign(key);
      const good = await t.app.signToken(buyer);
      const [h, p, s] = good.split('.') as [string, string, string];
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${s}`;
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
      const foreign = await new SignJWT(claims)
        .setSubject(String(buyer.id))
        .setIssuer(tokenIssuer)
        .setAudience('other')
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(key);
      const otherKey = await base()
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      for (const token of [expired, tampered, none, foreign, otherKey, 'not-a-jwt']) {
        const r = await get('/t/any', token);
        assert.equal(r.statusCode, 401, token);
        assert.equal(r.json().message, login);
      }
    });

    test('bumping token_version revokes earlier tokens', async () => {
      const token = await t.app.signToken(buyer, { remember: true });
      assert.equal((await get('/t/any', token)).statusCode, 200);
      await t.app.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, buyer.id));
      assert.equal((await get('/t/any', token)).statusCode, 401);
      const [fresh] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
      assert.equal((await get('/t/any', await t.app.signToken(fresh!))).statusCode, 200);
    });

    test('remember me lasts 30 days, otherwise 12 hours', async () => {
      const exp = async (remember: boolean) => {
        const p = (await t.app.signToken(seller, { remember })).split('.')[1]!;
        const c = JSON.parse(Buffer.from(p, 'base64url').toString());
        return c.exp - c.iat;
      };
      assert.equal(await exp(false), 12 * 3600);
      assert.equal(await exp(true), 30 * 86400);
    });

    test('an inactive seller is refused; a role change ends the session', async () => {
      const token = await t.app.signToken(seller);
      await t.app.db.update(users).set({ active: false }).where(eq(users.id, seller.id));
      assert.equal((await get('/t/any', token)).statusCode, 401);
      await t.app.db.update(users).set({ active: true, role: 'buyer' }).where(eq(users.id, seller.id));
      assert.equal((await get('/t/any', token)).statusCode, 401);
    });

    test("another user's object answers 404, the owner's passes", async () => {
      const [fresh] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
      const current = await t.app.signToken(fresh!);
      assert.equal((await get(`/t/owner/${buyer.id}`, current)).statusCode, 200);
      const r = await get(`/t/owner/${seller.id}`, current);
      assert.equal(r.statusCode, 404);
      assert.equal(r.json().code, 'ERR_NOT_FOUND');
    });
  });
}
