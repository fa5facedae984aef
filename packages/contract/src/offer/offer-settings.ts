import * as v from 'valibot';
import { booleanField, maxAmount, toNumber } from '../common/number';
import { offerTexts } from '@xchange/contract/listings';

/** True when `n` has no fraction of a cent. */
export const inCents = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const autoAmountField = v.optional(
  v.pipe(
    v.union([v.number(), v.string(), v.null()], offerTexts.autoAmountInvalid),
    v.transform((x: number | string | null) => (x === null ? undefined : toNumber(x))),
    v.check((n) => n === undefined || (Number.isFinite(n) && n >= 0.01 && n <= maxAmount && inCents(n)), offerTexts.autoAmountInvalid),
    v.transform((n): number | null => n ?? null),
  ),
);

/**
 * The seller's offer settings of a listing (docs/product.md §2.11), optional in the product form: absent keeps what is
 * stored (a new listing: offers off, a price); '' or null clears an auto amount.
 */
export const offerSettingsEntries = {
  acceptoffers: v.optional(booleanField),
  priceonrequest: v.optional(booleanField),
  autodeclinebelow: autoAmountField,
  autoacceptat: autoAmountField,
};
type AutoAmounts = { autodeclinebelow?: number | null; autoacceptat?: number | null };
/** The auto-decline amount, when both are given, must be below the auto-accept amount. */
export const autoAmountsInOrder = (s: AutoAmounts): boolean =>
  s.autodeclinebelow == null || s.autoacceptat == null || s.autodeclinebelow < s.autoacceptat;

/** The form's check of the two auto amounts, shown on the auto-accept amount. */
export const autoAmountsCheck = <T extends AutoAmounts>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const value = dataset.value as AutoAmounts;
    if (autoAmountsInOrder(value)) return;
    addIssue({
      message: offerTexts.autoOrder,
      path: [
        {
          type: 'object',
          origin: 'value',
          input: dataset.value as Record<string, unknown>,
          key: 'autoacceptat',
          value: value.autoacceptat,
        },
      ],
    });
  });

/** What every product answer may carry of the settings: whether it takes offers or is priced on request. */
export const offerSettingsPublicEntries = {
  acceptoffers: v.optional(v.boolean()),
  priceonrequest: v.optional(v.boolean()),
};
/** Only in the seller's own product answers. */
export const offerSettingsPrivateEntries = {
  autodeclinebelow: v.optional(v.nullable(v.number())),
  autoacceptat: v.optional(v.nullable(v.number())),
};
