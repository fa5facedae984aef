import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sharedStoreDownText } from '../lib/errors.ts';
import { signupBody } from '../modules/auth/auth-test-kit.ts';
import { openStream } from '../modules/messages/stream-test-client.ts';
import { call, login, startApi, type ApiProcess } from './api-process.ts';
import { adminQuery, dbName } from './fixture-data.ts';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from './private-redis.ts';

const serverUrl = process.env.DATABASE_URL;
const skip = !serverUrl
  ? 'needs a PostgreSQL server (DATABASE_URL)'
  : !hasRedisServer()
    ? 'needs redis-server (Debian package redis-server)'
    : false;

/**
 * Three API processes on one PostgreSQL database and one Redis (docs/architecture.md §11): what one process counts,
 * publishes or ends, every process sees. Each call names the process it goes to, so "another process" is certain.
 */
describe('three API processes sharing PostgreSQL and Redis', { skip }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-scale-out-'));
  const name = dbName();
  let redis: PrivateRedis;
  let apis: ApiProcess[] = [];
  let buyer: string;
  let seller: string;
  const urls = () => apis.map((a) => a.url);

  before(async () => {
    redis = await startPrivateRedis();
    await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:`,
      DATA_DIR: dataDir,
      // the per-address limits apply to this test's loopback calls
      RATE_LIMIT_TRUSTED_IPS: '',
    };
    // one seeds the demo data under the start-up lock while the others wait for it
    apis = await Promise.all([startApi(env), startApi(env), startApi(env)]);
    buyer = await login(apis[0]!.url, 'buyer', 'buyer@demo.test', 'Buyer#2024pass');
    seller = await login(apis[1]!.url, 'seller', 'seller@demo.test', 'Seller#2024pass');
  });
  after(async () => {
    await Promise.all(apis.map((a) => a.stop()));
    await redis?.stop();
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a message posted through one process reaches a stream held by another within a second', async () => {
    const orders = (await call(urls()[0]!, 'GET', 'order', { token: buyer })).body as {
      id: number;
      buyerAccountData: { id: number };
      sellerAccountData: { id: number };
    }[];
    const o = orders[0]!;
    const order = { id: o.id, buyerId: o.buyerAccountData.id, sellerId: o.sellerAccountData.id };
    const stream = await openStream(urls()[1]!, '/api/v1/message/stream', { authorization: seller });
    try {
      await stream.until(() => stream.events.length > 0, 'the first unread event');
      const text = `Is it calibrated? ${randomBytes(3).toString('hex')}`;
      const sentAt = Date.now();
      const sent = await call(urls()[2]!, 'POST', 'message', {
        token: buyer,
        body: { orderid: order.id, buyerId: order.buyerId, sellerId: order.sellerId, usertype: 'buyer', messagetext: text },
      });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      await stream.until(
        () => stream.events.some((e) => e.type === 'message' && e.message.messagetext === text),
        'the message on the other process',
        1000,
      );
      assert.ok(Date.now() - sentAt <= 1000);
    } finally {
      stream.close();
    }
  });

  test("logout through one process ends the user's streams on every process", async () => {
    const token = await login(urls()[2]!, 'buyer', 'buyer3@demo.test', 'Buyer#2024pass');
    const streams = await Promise.all(urls().map((u) => openStream(u, '/api/v1/message/stream', { authorization: token })));
    await Promise.all(streams.map((s) => s.until(() => s.events.length > 0, 'the stream to open')));
    assert.equal((await call(urls()[0]!, 'POST', 'auth/logout', { token })).status, 200);
    await Promise.all(streams.map((s, i) => s.until(() => s.endedAt() !== undefined, `the stream on process ${i} to end`, 3000)));
  });

  test('a listing written through one process is found by its words on every process at once', async () => {
    const word = `scaleout${randomBytes(3).toString('hex')}`;
    const found = async (u: string) => {
      const r = await call(u, 'POST', 'home/homepage', { body: { search: word, sortBy: 'relevance', exact: true } });
      return r.status === 404 ? [] : (r.body as { body: { content: { productname: string }[] } }).body.content.map((p) => p.productname);
    };
    // each process keeps the (empty) order of these words for its max age
    for (const u of urls()) assert.deepEqual(await found(u), []);
    const name = `Rigol DS1054Z ${word}`;
    const put = await call(urls()[1]!, 'PUT', `seller/listings/by-sku/${word}`, {
      token: seller,
      body: {
        productname: name,
        description: 'Four channels, 50 MHz',
        price: 399,
        sellinginstrument: 'Oscilloscopes',
        manufacturer: 'Rigol',
        condition: 'Used',
        tags: [],
      },
    });
    assert.ok(put.status === 200 || put.status === 201, JSON.stringify(put.body));
    for (const u of urls()) assert.deepEqual(await found(u), [name], `process ${urls().indexOf(u)}`);
  });

  test("a code's 6th try is refused whichever process answers it", async () => {
    const email = `ann.${randomBytes(3).toString('hex')}@example.com`;
    assert.equal((await call(urls()[0]!, 'POST', 'signup/buyer', { body: signupBody(email) })).status, 200);
    const code = await outboxCode(dataDir, email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const r = await call(urls()[i % 3]!, 'POST', `signup/buyerVerify?email=${encodeURIComponent(email)}&otp=${wrong}`);
      assert.equal(r.status, i < 4 ? 400 : 429, `try ${i + 1}: ${JSON.stringify(r.body)}`);
    }
    const sixth = await call(urls()[2]!, 'POST', `signup/buyerVerify?email=${encodeURIComponent(email)}&otp=${code}`);
    assert.equal(sixth.status, 429, 'even the right code is refused after five wrong ones');
    assert.equal((sixth.body as { code: string }).code, 'ERR_CODE_ATTEMPTS');
  });

  test('wrong passwords count across processes, and the per-address sign-in cap is one for all of them', async () => {
    // the account + address delay (in PostgreSQL): from the 5th wrong password that address waits, on every process
    for (let i = 0; i < 5; i++) {
      const r = await call(urls()[i % 3]!, 'POST', 'auth/buyer', {
        body: { type: 'buyer', username: 'buyer2@demo.test', password: 'Wrong#2024' },
      });
      assert.equal(r.status, 401, `wrong password ${i + 1}`);
    }
    for (const u of urls()) {
      const r = await call(u, 'POST', 'auth/buyer', { body: { type: 'buyer', username: 'buyer2@demo.test', password: 'Buyer#2024pass' } });
      assert.equal(r.status, 429, `${u}: ${JSON.stringify(r.body)}`);
      assert.match((r.body as { errors: string[] }).errors[0]!, /^Too many wrong passwords for this account from your address/);
    }
    // the per-address cap of 20 seller sign-ins a minute (in Redis): the seller's own sign-in above was the 1st
    for (let n = 2; n <= 20; n++) {
      // a different unknown email each time, so only the per-address cap applies
      const body = { type: 'seller', username: `nobody${n}@demo.test`, password: 'Wrong#2024' };
      const r = await call(urls()[n % 3]!, 'POST', 'auth/seller', { body });
      assert.equal(r.status, 401, `attempt ${n}: ${JSON.stringify(r.body)}`);
    }
    for (const u of urls()) {
      const r = await call(u, 'POST', 'auth/seller', { body: { type: 'seller', username: 'someone@demo.test', password: 'Wrong#2024' } });
      assert.equal(r.status, 429, `the 21st and later on ${u}`);
      assert.match((r.body as { errors: string[] }).errors[0]!, /^Too many requests\. Please try again in \d+ seconds\.$/);
    }
  });

  test('with Redis away: reads answer, sign-ins are refused in plain words, and both recover without a restart', async () => {
    await redis.stop();
    for (const u of urls()) {
      const page = await call(u, 'POST', 'home/homepage', { body: { page: 1, size: 9 } });
      assert.equal(page.status, 200, `catalog on ${u}: ${JSON.stringify(page.body).slice(0, 200)}`);
      const first = (page.body as { body: { content: { id: number }[] } }).body.content[0]!;
      assert.equal((await call(u, 'GET', `product/${first.id}`)).status, 200);
      const signIn = await call(u, 'POST', 'auth/seller', {
        body: { type: 'seller', username: 'seller2@demo.test', password: 'Seller#2024pass' },
      });
      assert.equal(signIn.status, 503);
      assert.deepEqual((signIn.body as { errors: string[] }).errors, [sharedStoreDownText]);
    }
    await redis.start();
    const deadline = Date.now() + 10_000;
    let back = 0;
    while (Date.now() < deadline) {
      const r = await call(urls()[1]!, 'POST', 'auth/seller', {
        body: { type: 'seller', username: 'seller2@demo.test', password: 'Seller#2024pass' },
      });
      if (r.status === 200) {
        back = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(back > 0, 'sign-in works again once Redis is back');
  });
});

async function outboxCode(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
    })();
    for (const f of files) {
      const m = JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; text: string };
      const code = m.to === to ? /^(\d{4})$/m.exec(m.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}
