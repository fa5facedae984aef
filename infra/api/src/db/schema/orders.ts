import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { messageUserType, orderStatus, paymentStatus } from './enums.ts';
import { users } from './users.ts';

/** One order per buyer and seller; placing a multi-seller cart creates one order per seller under one idempotency key. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    ordernumber: text('ordernumber').notNull(),
    orderdate: timestamp('orderdate', { withTimezone: true }).notNull().defaultNow(),
    status: orderStatus('status').notNull().default('New Order'),
    paymentStatus: paymentStatus('payment_status').notNull().default('Unpaid'),
    comments: text('comments').notNull().default(''),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    deliveryaddress: text('deliveryaddress').notNull().default(''),
    /** The wire's `postcode`: the buyer's preferred payment method (docs/glossary.md). */
    paymentMethod: text('postcode').notNull().default(''),
    notes: text('notes').notNull().default(''),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_ordernumber_uq').on(t.ordernumber),
    uniqueIndex('orders_idempotency_uq').on(t.buyerId, t.sellerId, t.idempotencyKey),
    index('orders_seller_status_idx').on(t.sellerId, t.status, t.orderdate),
    index('orders_buyer_idx').on(t.buyerId, t.orderdate),
  ],
);

/** Lines keep a copy of the product's name, price, brand and category as ordered. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productname: text('productname').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountPrice: numeric('discount_price', { precision: 12, scale: 2, mode: 'number' }),
    quantity: integer('quantity').notNull(),
    category: text('category').notNull().default(''),
    brand: text('brand').notNull().default(''),
    imageUrl: text('image_url'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

/**
 * A conversation between a buyer and a seller: an order's thread, or a question about a listing before any order
 * (order_id null; docs/product.md §2.5). Ordering the listing from its seller turns the question into the order's thread.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The listing a question is about; set null when the listing is deleted (its name stays in `productname`). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productname: text('productname'),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_order_uq').on(t.orderId),
    // one open question per buyer and listing; an answered-by-ordering one leaves room for the next
    uniqueIndex('message_threads_question_uq')
      .on(t.productId, t.buyerId)
      .where(sql`${t.orderId} is null`),
    check('message_threads_order_or_listing', sql`${t.orderId} is not null or ${t.productname} is not null`),
    index('message_threads_buyer_idx').on(t.buyerId),
    index('message_threads_seller_idx').on(t.sellerId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    usertype: messageUserType('usertype').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    notify: boolean('notify').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt)],
);

/** Every change a seller makes to an order (status, payment status, comments), shown in the order's details. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    fromValue: text('from_value').notNull(),
    toValue: text('to_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);
