import * as v from 'valibot';
import { formatUsd } from '@xchange/contract/core';

/** Reads a form or query value as a number: '' and absent give undefined, text that is no number gives NaN. */
export function toNumber(x: unknown): number | undefined {
  if (x === undefined || x === null) return undefined;
  if (typeof x === 'number') return x;
  if (typeof x === 'string') return x.trim() === '' ? undefined : Number(x.trim());
  return Number.NaN;
}

/** The largest amount stored (numeric(12,2)): every price, line total and order total must fit. */
export const maxAmount = 9_999_999_999.99;
export const amountTooLargeMessage = `Amounts must be at most ${formatUsd(maxAmount)}.`;
/** True when `n` (rounded to cents) fits the money columns. */
export const fitsAmount = (n: number): boolean => Number.isFinite(n) && Math.round(n * 100) / 100 <= maxAmount;
/** The largest id or count stored (a PostgreSQL integer). */
export const maxInt = 2_147_483_647;

/** A required numeric input (number or typed text): `required` when empty, `invalid` when no number or below `min`. */
export const numberField = (required: string, invalid: string, min?: number) =>
  v.pipe(
    v.union([v.number(), v.string()], required),
    v.transform((x: number | string) => toNumber(x)),
    v.check((n) => n !== undefined, required),
    v.transform((n) => n as number),
    v.number(invalid),
    v.finite(invalid),
    v.minValue(min ?? Number.NEGATIVE_INFINITY, invalid),
    // the largest amount a numeric(12,2) column holds: a bigger one is refused here, not by the database (a 500)
    v.maxValue(maxAmount, invalid),
  );

/** An integer id or count given as number or as query text ('12'). */
export const intField = (min = 0, message?: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((x) => (typeof x === 'number' ? x : Number(x.trim() === '' ? Number.NaN : x))),
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(maxInt, message ?? 'This number is too large.'),
  );

/** An id (positive integer), from JSON or query text. */
export const idField = intField(1);

/** A boolean from JSON or query text ('true' / 'false'). */
export const booleanField = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false'])]),
  v.transform((x) => x === true || x === 'true'),
);

/** Query object with one id, e.g. `?id=` on delete calls. */
export const idQuerySchema = v.object({ id: idField });
export type IdQuery = v.InferOutput<typeof idQuerySchema>;
