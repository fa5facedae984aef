import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { notificationListSize, type NotificationList, type NotificationStreamEvent } from '@xchange/contract';
import { notifications, products } from '../../db/schema/index.ts';
import { addOrder } from '../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { openStream } from '../messages/stream-test-client.ts';
import { alertClient, alertDeps, saveSearch } from '../saved-searches/alerts-test-kit.ts';
import { matchListing } from '../saved-searches/index.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';

for (const driver of drivers) {
  describe(`notifications, docs/product.md §2.14 (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let api: ReturnType<typeof alertClient>;
    let base: string;
    const list = async (as: ShopFixture['buyer']) => (await api('GET', 'notifications', as)).body as NotificationList;

    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
      api = alertClient(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    after(() => t.close());

    test('a new match reaches the buyer’s open message stream and bell; only the owner reads or clears it', async () => {
      await saveSearch(t, f.buyer, 'q=thermometer', { name: 'Thermo' });
      const stream = await openStream(base, '/api/v1/message/stream', f.buyer);
      await stream.until(() => stream.events.length > 0, 'the first event');
      const [p] = await t.app.db
        .insert(products)
        .values({ name: 'Infrared Thermometer', price: 120, sellerId: f.sellerA.id, condition: 'New' })
        .returning({ id: products.id });
      await matchListing(alertDeps(t), p!.id);
      const isNotification = (e: unknown): e is NotificationStreamEvent => (e as { type: string }).type === 'notification';
      await stream.until(() => stream.events.some(isNotification), 'the notification event');
      const event = (stream.events as unknown[]).find(isNotification)!;
      stream.close();
      assert.deepEqual(
        [event.unread, event.notification.kind, event.notification.title, event.notification.link, event.notification.read],
        [1, 'saved-search', 'New match: Thermo', `/product/${p!.id}`, false],
      );
      assert.match(event.notification.body, /^Infrared Thermometer · \$120$/);

      const mine = await list(f.buyer);
      assert.deepEqual([mine.unread, mine.items.map((n) => n.id)], [1, [event.notification.id]]);
      assert.deepEqual((await list(f.buyer2)).items, []);
      const other = await api('POST', 'notifications/read', f.buyer2, { ids: [event.notification.id] });
      assert.deepEqual(other.body, { unread: 0 });
      assert.equal((await list(f.buyer)).unread, 1, "another user's read leaves it unread");
      assert.deepEqual((await api('POST', 'notifications/read', f.buyer, {})).body, { unread: 0 });
      assert.equal((await list(f.buyer)).items[0]!.read, true);
    });

    test(`the bell lists the newest ${notificationListSize}; marking some ids read leaves the rest`, async () => {
      const rows = Array.from({ length: notificationListSize + 2 }, (_, i) => ({
        userId: f.buyer2.id,
        kind: 'price-drop' as const,
        title: `Drop ${i}`,
        body: '',
        link: '/watchlist',
      }));
      await t.app.db.insert(notifications).values(rows);
      const all = await list(f.buyer2);
      assert.deepEqual(
        [all.items.length, all.unread, all.items[0]!.title],
        [notificationListSize, notificationListSize + 2, `Drop ${notificationListSize + 1}`],
      );
      const read = await api('POST', 'notifications/read', f.buyer2, { ids: all.items.slice(0, 2).map((n) => n.id) });
      assert.deepEqual(read.body, { unread: notificationListSize });
    });

    test('a seller is told of a new order and a new review', async () => {
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/save',
        headers: { ...f.buyer.auth, 'idempotency-key': 'notify-order-1' },
        payload: { product: [{ id: f.p.fpc, quantity: 1 }], deliveryaddress: '9 Dock Rd', postcode: 'Wire transfer', total: 1 },
      });
      assert.equal(order.statusCode, 200, order.body);
      const { id } = await addOrder(t, { buyerId: f.buyer.id, sellerId: f.sellerB.id, total: 500, status: 'Completed' });
      const review = await api('POST', 'reviews', f.buyer, { orderId: id, rating: 5, title: 'Fast & careful', text: 'As described.' });
      assert.equal(review.status, 200, JSON.stringify(review.body));
      const seller = await list(f.sellerB);
      assert.deepEqual(
        seller.items.map((n) => [n.kind, n.link]),
        [
          ['review', '/sellerreviews'],
          ['order', '/order'],
        ],
      );
      assert.match(seller.items[0]!.title, /^New 5-star review$/);
      assert.match(seller.items[1]!.title, /^New order /);
      assert.match(seller.items[1]!.body, /FPC1500 Spectrum Analyzer/);
    });
  });
}
