import * as v from 'valibot';
import {
  collapseWhitespace,
  factLimits,
  factMessages,
  grades,
  latestYear,
  paymentTerms,
  returnsDays,
  shippingMethods,
  warrantyDays,
} from '@xchange/contract/core';
import { booleanField, maxAmount, toNumber } from '../common/number';
import { textField } from '../common/text';

/** '' / absent → undefined; text or number → its number (NaN when not one). */
const optionalNumber = (x: unknown): number | undefined => (x === '' || x === null || x === undefined ? undefined : toNumber(x));

/** An optional whole number from `min` to `max`; empty gives null. */
const wholeNumber = (min: number, max: () => number, message: () => string) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string(), v.null()], message()),
      v.transform((x: number | string | null) => optionalNumber(x)),
      v.check((n) => n === undefined || (Number.isInteger(n) && n >= min && n <= max()), message),
      v.transform((n: number | undefined): number | null => n ?? null),
    ),
    null,
  );

/** A choice among numbers (warranty or returns days), from JSON or form text; absent gives 0. */
const dayChoice = <T extends readonly number[]>(choices: T, message: string) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()], message),
      v.transform((x) => (x === '' ? 0 : Number(x))),
      v.picklist(choices, message),
    ),
    0 as T[number],
  );

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => isoDay.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** An optional calendar day written YYYY-MM-DD; empty gives null. */
const dayField = v.optional(
  v.pipe(
    v.union([v.string(), v.null()], factMessages.date),
    v.transform((s) => (s === null ? '' : s.trim())),
    v.check((s) => s === '' || isRealDay(s), factMessages.date),
    v.transform((s) => (s === '' ? null : s)),
  ),
  null,
);

/** Payment terms from a list or one comma-separated multipart field. */
const paymentTermsField = v.optional(
  v.pipe(
    v.union([v.array(v.string()), v.string()], factMessages.paymentTerms),
    v.transform((x) => [...new Set((Array.isArray(x) ? x : x.split(',')).map(collapseWhitespace).filter(Boolean))]),
    v.array(v.picklist(paymentTerms, factMessages.paymentTerms)),
  ),
  [],
);

/**
 * docs/product.md §2.9: the buyer-facing facts of the seller's product form, under the same names on the wire (a
 * multipart form sends them as text). Cross-field rules are `listingFactChecks`.
 */
export const listingFactEntries = {
  grade: v.optional(
    v.pipe(
      v.union([v.picklist(grades), v.literal(''), v.null()], factMessages.grade),
      v.transform((g) => g || null),
    ),
    null,
  ),
  gradeNote: v.optional(textField(factLimits.gradeNote, factMessages.gradeNote), ''),
  hoursOfUse: wholeNumber(
    0,
    () => factLimits.hours,
    () => factMessages.hours,
  ),
  accessories: v.optional(textField(factLimits.accessories, factMessages.accessories), ''),
  warrantyDays: dayChoice(warrantyDays, factMessages.warranty),
  calibrated: v.optional(booleanField, false),
  calibrationDate: dayField,
  calibrationDue: dayField,
  calibrationLab: v.optional(textField(factLimits.laboratory, factMessages.laboratoryMax), ''),
  calibrationAccreditation: v.optional(textField(factLimits.accreditation, factMessages.accreditationMax), ''),
  modelNumber: v.optional(textField(factLimits.model, factMessages.model), ''),
  serialNumber: v.optional(textField(factLimits.serial, factMessages.serial), ''),
  year: wholeNumber(
    factLimits.firstYear,
    () => latestYear(),
    () => factMessages.year(),
  ),
  shipping: v.optional(v.picklist(shippingMethods, factMessages.shipping), 'freight-quote'),
  shippingPrice: v.optional(
    v.pipe(
      v.union([v.number(), v.string(), v.null()], factMessages.shippingPriceInvalid),
      v.transform((x: number | string | null) => optionalNumber(x)),
      v.check((n) => n === undefined || (Number.isFinite(n) && n >= 0 && n <= maxAmount), factMessages.shippingPriceInvalid),
      v.transform((n: number | undefined): number | null => n ?? null),
    ),
    null,
  ),
  leadTimeDays: wholeNumber(
    0,
    () => factLimits.leadTimeDays,
    () => factMessages.leadTime,
  ),
  returnsDays: dayChoice(returnsDays, factMessages.returns),
  paymentTerms: paymentTermsField,
};

type FactInput = {
  calibrated: boolean;
  calibrationDate: string | null;
  calibrationDue: string | null;
  calibrationLab: string;
  shipping: (typeof shippingMethods)[number];
  shippingPrice: number | null;
};

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

interface FactRule {
  fields: (keyof FactInput)[];
  ok: (i: FactInput) => boolean;
  message: string;
  at: keyof FactInput;
}

const factRules: FactRule[] = [
  {
    fields: ['calibrated', 'calibrationDate'],
    ok: (i) => !i.calibrated || i.calibrationDate !== null,
    message: factMessages.calibrationDate,
    at: 'calibrationDate',
  },
  // a day ahead of UTC: a seller east of Greenwich calibrated "today" before UTC's today began
  {
    fields: ['calibrationDate'],
    ok: (i) => i.calibrationDate === null || i.calibrationDate <= tomorrow(),
    message: factMessages.futureDate,
    at: 'calibrationDate',
  },
  {
    fields: ['calibrationDate', 'calibrationDue'],
    ok: (i) => i.calibrationDate === null || i.calibrationDue === null || i.calibrationDue > i.calibrationDate,
    message: factMessages.dueDate,
    at: 'calibrationDue',
  },
  {
    fields: ['calibrated', 'calibrationLab'],
    ok: (i) => !i.calibrated || i.calibrationLab !== '',
    message: factMessages.laboratory,
    at: 'calibrationLab',
  },
  {
    fields: ['shipping', 'shippingPrice'],
    ok: (i) => i.shipping !== 'fixed' || i.shippingPrice !== null,
    message: factMessages.shippingPrice,
    at: 'shippingPrice',
  },
];

/**
 * The calibration and shipping rules across fields, each reported on the field to fix (docs/product.md §5). Like a
 * partial check, a rule runs whenever its own fields are valid, whatever else in the form is not.
 */
export const listingFactChecks = <T extends FactInput>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const value = dataset.value as FactInput;
    const failed = new Set((dataset.issues ?? []).map((i) => i.path?.[0]?.key));
    for (const rule of factRules) {
      if (rule.fields.some((f) => failed.has(f)) || rule.ok(value)) continue;
      addIssue({
        message: rule.message,
        path: [{ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: rule.at, value: value[rule.at] }],
      });
    }
  });
