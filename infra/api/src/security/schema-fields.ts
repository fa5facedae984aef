import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';

type Node = { type?: string; entries?: Record<string, unknown>; wrapped?: unknown; options?: unknown[] };

/** The object entries of a contract schema, through optional/nullable/pipe wrappers and unions of objects. */
export function schemaFields(schema: v.GenericSchema | undefined): string[] {
  const names = new Set<string>();
  const visit = (s: unknown) => {
    const n = (s ?? {}) as Node;
    if (n.entries) Object.keys(n.entries).forEach((k) => names.add(k));
    else if (n.wrapped) visit(n.wrapped);
    else if (Array.isArray(n.options)) n.options.forEach(visit);
  };
  visit(schema);
  return [...names];
}

/** Marks a field as left out of the request. */
export const missing = Symbol('missing');

const injections = [
  "'; drop table users;--",
  "' OR '1'='1",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '{"$gt":""}',
  '\\',
  'null',
  'undefined',
  '__proto__',
];
const oddText = [
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\uD800',
  '😀🔥',
  'ｆｕｌｌｗｉｄｔｈ',
  '\r\n\t',
  ' ',
  '',
  'Ω≈ç√∫',
  '\u200b',
  'e\u0301',
];
/** Names every object answers through its prototype (issue 18 item 7): sent as sort/filter keys and values. */
export const objectPropertyNames = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;
/** Amounts past numeric(12,2) (issue 18 item 6), the last one rounding up to it. */
export const beyondMoney = [10_000_000_000, 1e15, 99_999_999_999.99, 9_999_999_999.995] as const;
const numbers = [-1, 0, -0.5, 1.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE];
/** Numbers JSON cannot carry, sent as text. */
const numberTexts = ['NaN', 'Infinity', '-Infinity', '1e309', '0x10', '1_000', '12abc', '-0'];

/** One broken value: missing, wrong type, too long, odd numbers, unicode/control characters, injection strings. */
export const brokenValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(missing),
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { nested: { deep: 1 } }),
  fc.constantFrom('x'.repeat(51), 'x'.repeat(301), 'x'.repeat(2049), 'x'.repeat(20_000)),
  fc.constantFrom(...numbers),
  fc.constantFrom(...numberTexts),
  fc.double(),
  fc.integer(),
  fc.constantFrom(...oddText),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...injections),
  fc.constantFrom(...objectPropertyNames),
  fc.constantFrom(...beyondMoney),
);

/** `base` with `field` replaced by `value` (or removed). */
export function breakField(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const out = { ...base };
  if (value === missing) delete out[field];
  else out[field] = value;
  return out;
}

/** A text form of a broken value for a query string or a multipart text field. */
export const asText = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * Tables a refused request is meant to write to (a wrong password or code counts toward its throttle), and those only
 * the saved-search alert jobs write, in the background, seconds after an earlier accepted listing write.
 */
const refusalCounters = new Set(['auth_failures', 'listing_alert_states', 'alert_matches', 'alert_digests']);

/** Row counts of every table in one query, to prove a refused request wrote nothing. */
export async function tableCounter(db: Db): Promise<() => Promise<Record<string, number>>> {
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown;
  const rows = (Array.isArray(tables) ? tables : (tables as { rows: { tablename: string }[] }).rows) as { tablename: string }[];
  const counted = rows.filter((r) => !refusalCounters.has(r.tablename));
  const query = `select ${counted.map((r) => `(select count(*) from "${r.tablename}")::int as "${r.tablename}"`).join(', ')}`;
  return async () => {
    const r = (await db.execute(sql.raw(query))) as unknown;
    const list = (Array.isArray(r) ? r : (r as { rows: Record<string, number>[] }).rows) as Record<string, number>[];
    return list[0]!;
  };
}
