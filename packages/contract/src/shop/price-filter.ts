import * as v from 'valibot';
import { toPriceInput } from '@xchange/contract/core';

/** An optional price filter: empty means no filter, anything else goes through `toPriceInput`. */
export const priceFilterField = v.optional(
  v.pipe(
    v.union([v.number(), v.string(), v.null()]),
    v.transform((x: number | string | null) => (x === null || (typeof x === 'string' && x.trim() === '') ? undefined : toPriceInput(x))),
  ),
);
