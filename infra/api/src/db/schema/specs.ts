import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalog.ts';

export const specKind = pgEnum('spec_kind', ['number', 'choice', 'boolean', 'text']);
export const listingGrade = pgEnum('listing_grade', ['A', 'B', 'C', 'D']);
export const shippingMethod = pgEnum('shipping_method', ['freight-quote', 'fixed', 'collect']);

/**
 * A category's specification field (docs/product.md §2.9). Values point at the field by id, so a rename relabels them
 * and never loses them; a list field's choices keep their ids when renamed (values hold the id).
 */
export const specFields = pgTable(
  'spec_fields',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: specKind('kind').notNull(),
    unit: text('unit').notNull().default(''),
    options: jsonb('options')
      .$type<{ id: number; label: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    filterable: boolean('filterable').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spec_fields_category_name_uq').on(t.categoryId, sql`lower(${t.name})`),
    index('spec_fields_category_idx').on(t.categoryId, t.position),
  ],
);

/**
 * One value per listing and field, typed: numbers, a choice's option id and yes/no (1/0) in `num`, text in `text`.
 * (field, num, product) serves a range or choice filter as an index range scan whose product ids join the catalog.
 */
export const productSpecs = pgTable(
  'product_specs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => specFields.id, { onDelete: 'cascade' }),
    num: doublePrecision('num'),
    text: text('text'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fieldId] }), index('product_specs_field_num_idx').on(t.fieldId, t.num, t.productId)],
);

/** What a buyer asks before paying (docs/product.md §2.9), one row per listing that gave any of it. */
export const productDetails = pgTable(
  'product_details',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    grade: listingGrade('grade'),
    gradeNote: text('grade_note').notNull().default(''),
    hoursOfUse: integer('hours_of_use'),
    accessories: text('accessories').notNull().default(''),
    warrantyDays: integer('warranty_days').notNull().default(0),
    calibrated: boolean('calibrated').notNull().default(false),
    calibrationDate: date('calibration_date'),
    calibrationDue: date('calibration_due'),
    calibrationLab: text('calibration_lab').notNull().default(''),
    calibrationAccreditation: text('calibration_accreditation').notNull().default(''),
    /** The stored PDF (`/media/certificates/…`, never served there: GET product/:id/certificate sends it as a download). */
    certificateFile: text('certificate_file'),
    certificateBytes: bigint('certificate_bytes', { mode: 'number' }).notNull().default(0),
    modelNumber: text('model_number').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    year: integer('year'),
    shipping: shippingMethod('shipping').notNull().default('freight-quote'),
    shippingPrice: numeric('shipping_price', { precision: 12, scale: 2, mode: 'number' }),
    leadTimeDays: integer('lead_time_days'),
    returnsDays: integer('returns_days').notNull().default(0),
    paymentTerms: text('payment_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the shop's "Calibrated (certificate attached)", grade and warranty filters
    index('product_details_certified_idx')
      .on(t.productId)
      .where(sql`${t.calibrated} and ${t.certificateFile} is not null`),
    index('product_details_grade_idx').on(t.grade, t.productId),
    index('product_details_warranty_idx').on(t.warrantyDays, t.productId),
  ],
);
