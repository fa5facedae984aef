import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { savedSearchLimits, savedSearchTexts, type SavedSearchList } from '@xchange/contract';
import { alertSettings, products, savedSearches } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { mailsTo, type OutboxMail } from '../auth/auth-test-kit.ts';
import { movableClock } from '../offers/offers-test-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';
import { alertMail } from './alert-mail.ts';
import { alertClient, alertDeps, saveSearch } from './alerts-test-kit.ts';
import { matchListing } from './match-listing.ts';
import { sendDigest } from './send-digest.ts';

const minute = 60_000;
type Sent = OutboxMail & { headers?: Record<string, string> };
const tokenOf = (mail: Sent) => new URL(/<(.+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!).searchParams.get('token')!;

test('an alert mail lists up to matchesPerMail listings, then "and N more"; user text is escaped; old prices struck through', () => {
  const site = { publicUrl: 'https://x.example', supportEmail: 'help@x.example' };
  const matches = Array.from({ length: savedSearchLimits.matchesPerMail + 3 }, (_, i) => ({
    productId: i + 1,
    name: i === 0 ? '<script>alert(1)</script> & "scope"' : `Scope ${i}`,
    condition: 'Used',
    price: 400,
    oldPrice: i === 0 ? 450 : null,
    picture: '/media/p.jpg',
  }));
  const section = {
    heading: 'Saved search: <b>cheap</b>',
    link: '/xchangeShop?q=scope',
    unsubscribeToken: 's1.abc',
    unsubscribeText: 'Stop',
    matches,
  };
  const mail = alertMail({ email: 'b@x.example', name: '<i>Ann</i>' }, [section], 's1.abc', site);
  assert.ok(!/<script>|<b>cheap|<i>Ann/.test(mail.html!));
  assert.match(mail.html!, /&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;scope&quot;/);
  assert.match(mail.html!, /<s [^>]*>\$450<\/s> <strong>\$400<\/strong>/);
  assert.match(mail.html!, /src="https:\/\/x\.example\/media\/p\.jpg"/);
  assert.equal(mail.html!.match(/\/product\/\d+/g)!.length, savedSearchLimits.matchesPerMail);
  assert.match(mail.html!, /href="https:\/\/x\.example\/xchangeShop\?q=scope"[^>]*>and 3 more</);
  assert.match(mail.text, /and 3 more: https:\/\/x\.example\/xchangeShop\?q=scope/);
  assert.match(mail.text, /https:\/\/x\.example\/unsubscribe\?token=s1\.abc/);
  assert.deepEqual(mail.headers, {
    'List-Unsubscribe': '<https://x.example/api/v1/alerts/unsubscribe/one-click?token=s1.abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
});

for (const driver of drivers) {
  describe(`alert mails: windows and unsubscribe, docs/product.md §2.14 (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let api: ReturnType<typeof alertClient>;
    const clock = movableClock();
    let n = 0;
    /** A new visible listing by seller A, matched as its alert job would. */
    const listing = async (name: string, over: Partial<typeof products.$inferInsert> = {}) => {
      const [p] = await t.app.db
        .insert(products)
        .values({ name: `${name} ${++n}`, price: 300, sellerId: f.sellerA.id, condition: 'Used', ...over })
        .returning({ id: products.id });
      await matchListing(alertDeps(t), p!.id);
      return p!.id;
    };
    const mails = async () => (await mailsTo(t, f.buyer.email)) as Sent[];
    const digest = (frequency: 'instant' | 'daily' | 'weekly') => sendDigest(alertDeps(t), f.buyer.id, frequency);

    before(async () => {
      t = await createTestApp(driver, { now: clock.now });
      f = await seedShop(t);
      api = alertClient(t);
    });
    after(() => t.close());

    test('one mail per window: instant batches a minute, daily at most one a day, weekly at most one a week', async () => {
      await saveSearch(t, f.buyer, 'q=voltmeter', { name: 'Volts', frequency: 'instant' });
      await saveSearch(t, f.buyer, 'q=oscilloscope', { name: 'Scopes <daily>' });
      await saveSearch(t, f.buyer, 'q=generator', { name: 'Gens', frequency: 'weekly' });
      await listing('Voltmeter');
      await listing('Oscilloscope');
      await listing('Generator');
      for (const frequency of ['instant', 'daily', 'weekly'] as const) await digest(frequency);
      const first = await mails();
      assert.equal(first.length, 3);
      const daily = first.find((m) => m.text.includes('Scopes <daily>'))!;
      assert.match(daily.text, /Oscilloscope \d+ · Used · \$300/);
      assert.match(daily.text, new RegExp(`${t.config.publicUrl}/unsubscribe\\?token=`));
      assert.match(daily.headers!['List-Unsubscribe']!, new RegExp(`^<${t.config.publicUrl}/api/v1/alerts/unsubscribe/one-click\\?token=`));
      assert.equal(daily.headers!['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
      const listed = ((await api('GET', 'saved-searches', f.buyer)).body as SavedSearchList).items;
      assert.ok(listed.every((s) => s.newMatches === 0 && s.lastAlertAt !== null));

      await listing('Voltmeter');
      await listing('Oscilloscope');
      await listing('Generator');
      assert.equal(
        ((await api('GET', 'saved-searches', f.buyer)).body as SavedSearchList).items.find((s) => s.name === 'Gens')!.newMatches,
        1,
      );
      const sentAfter = async (ms: number) => {
        clock.shift += ms;
        for (const frequency of ['instant', 'daily', 'weekly'] as const) await digest(frequency);
        return (await mails()).length;
      };
      assert.equal(await sentAfter(30_000), 3, 'inside every window');
      assert.equal(await sentAfter(31_000), 4, 'instant: a minute since its mail');
      assert.equal(await sentAfter(23 * 60 * minute), 4);
      assert.equal(await sentAfter(60 * minute), 5, 'daily: a day since its mail');
      assert.equal(await sentAfter(5 * 24 * 60 * minute), 5);
      assert.equal(await sentAfter(24 * 60 * minute), 6, 'weekly: a week since its mail');
      assert.equal(await sentAfter(7 * 24 * 60 * minute), 6, 'nothing new, nothing sent');
    });

    test('an alert turned off sends nothing more, even for matches already found', async () => {
      const s = await saveSearch(t, f.buyer, 'q=calibrator', { name: 'Calibrators' });
      await listing('Calibrator');
      const off = await api('PUT', `saved-searches/${s.id}`, f.buyer, { alert: false });
      assert.deepEqual([off.body.alert, off.body.newMatches], [false, 0]);
      await listing('Calibrator');
      clock.shift += 8 * 24 * 60 * minute;
      const before = (await mails()).length;
      await digest('daily');
      assert.equal((await mails()).length, before);
    });

    test('the unsubscribe link works without signing in; a changed token is refused; one-click takes a form post alone', async () => {
      const a = await saveSearch(t, f.buyer, 'q=anemometer', { name: 'Wind' });
      const b = await saveSearch(t, f.buyer, 'q=barometer', { name: 'Air' });
      await listing('Anemometer');
      await listing('Barometer');
      clock.shift += 8 * 24 * 60 * minute;
      await digest('daily');
      const mail = (await mails()).at(-1)!;
      const token = tokenOf(mail);

      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of [tampered, token.replace(/^s\d+/, `s${a.id + 1000}`), 'w1.nope']) {
        const r = await api('POST', 'alerts/unsubscribe', undefined, { token: bad });
        assert.deepEqual([r.status, r.error], [400, savedSearchTexts.unsubscribeInvalid]);
      }
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/v1/alerts/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.statusCode, 200, oneClick.body);
      assert.equal(oneClick.json().message, savedSearchTexts.unsubscribed);
      assert.ok(['Wind', 'Air'].every((name) => oneClick.json().subject.includes(name)));
      const alerts = await t.app.db
        .select({ id: savedSearches.id, alert: savedSearches.alert })
        .from(savedSearches)
        .where(eq(savedSearches.buyerId, f.buyer.id));
      assert.deepEqual(
        alerts.filter((r) => [a.id, b.id].includes(r.id)).map((r) => r.alert),
        [false, false],
      );

      const { unsubscribeToken } = await import('./unsubscribe-token.ts');
      const watch = await api('POST', 'alerts/unsubscribe', undefined, {
        token: unsubscribeToken(t.config.jwtSecret, [{ watchlistOf: f.buyer.id }]),
      });
      assert.deepEqual(watch.body, { message: savedSearchTexts.unsubscribed, subject: savedSearchTexts.watchlistAlerts });
      assert.deepEqual(await t.app.db.select().from(alertSettings).where(eq(alertSettings.buyerId, f.buyer.id)), [
        { buyerId: f.buyer.id, watchlistAlerts: false },
      ]);
    });
  });
}
