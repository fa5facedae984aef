import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mediaFiles, products } from './catalog.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One outcome of an import's row, kept for result.csv (docs/product.md §2.12). */
export interface ImportRowOutcome {
  row: number;
  sku: string;
  result: 'created' | 'updated' | 'unchanged' | 'failed';
  listingId: number | null;
  message: string;
}

/**
 * docs/product.md §2.12: a seller's spreadsheet import (or preview), run as a `listing-import` job. The file is kept
 * in the row so whichever process takes the job can read it; it is dropped once the job is done.
 */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The API key the import came through (null: a signed-in session); its rows are audited as key writes. */
    apiKeyId: integer('api_key_id'),
    mode: text('mode', { enum: ['preview', 'import'] }).notNull(),
    publish: boolean('publish').notNull().default(false),
    fileName: text('file_name').notNull(),
    file: bytea('file'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Row errors in row order, at most 1,000 (`failed` counts every failed row). */
    errors: jsonb('errors').$type<{ row: number; column: string; message: string }[]>().notNull().default([]),
    results: jsonb('results').$type<ImportRowOutcome[]>().notNull().default([]),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('listing_imports_seller_idx').on(t.sellerId, t.createdAt)],
);

/** The address an imported picture was fetched from, so a re-import naming the same address does not fetch it again. */
export const importedImages = pgTable(
  'imported_images',
  {
    mediaFileId: integer('media_file_id')
      .primaryKey()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sourceUrl: text('source_url').notNull(),
  },
  (t) => [index('imported_images_product_idx').on(t.productId)],
);
