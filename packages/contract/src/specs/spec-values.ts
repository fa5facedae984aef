import * as v from 'valibot';
import { collapseWhitespace, readSpecNumber, specFormKey, specLimits, specValueMessages } from '@xchange/contract/core';
import type { SpecFieldShape } from './spec-rules';

/** A value as the database keeps it: numbers, choices (the option's id) and yes/no (1/0) in `num`, text in `text`. */
export interface StoredSpecValue {
  num: number | null;
  text: string | null;
}

const parseJson = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
};

/**
 * The `specs` of a product write: an object of field id to value (multipart sends it as JSON text). Which ids a
 * listing may give and what each value must be depend on its category: `specValuesSchema` checks that on the server.
 */
export const specsWireField = v.optional(
  v.pipe(
    v.union([v.string(), v.record(v.string(), v.unknown())], specValueMessages.shape),
    v.transform((x): unknown => (typeof x === 'string' ? (x.trim() === '' ? {} : parseJson(x)) : x)),
    v.record(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, specValueMessages.shape)),
      v.union([v.string(), v.number(), v.boolean(), v.null()], specValueMessages.shape),
      specValueMessages.shape,
    ),
    v.check((r) => Object.keys(r).length <= specLimits.values, specValueMessages.tooMany),
  ),
  {},
);
export type SpecsWire = v.InferOutput<typeof specsWireField>;

const isEmpty = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');
const none = (): StoredSpecValue | undefined => undefined;

/** One field's value, checked by its kind and unit; empty gives undefined (no value). */
export function specValueSchema(field: SpecFieldShape): v.GenericSchema<unknown, StoredSpecValue | undefined> {
  switch (field.kind) {
    case 'number': {
      const message = specValueMessages.number(field);
      return v.pipe(
        v.unknown(),
        v.transform((x) => readSpecNumber(x, field.unit)),
        v.check((n) => n === undefined || (Number.isFinite(n) && Math.abs(n) <= specLimits.number), message),
        v.transform((n) => (n === undefined ? none() : { num: n, text: null })),
      );
    }
    case 'choice': {
      const message = specValueMessages.choice(field);
      const find = (x: unknown) =>
        field.options.find((o) => o.id === (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x)) ??
        (typeof x === 'string' ? field.options.find((o) => o.label.toLowerCase() === collapseWhitespace(x).toLowerCase()) : undefined);
      return v.pipe(
        v.unknown(),
        v.check((x) => isEmpty(x) || find(x) !== undefined, message),
        v.transform((x) => (isEmpty(x) ? none() : { num: find(x)!.id, text: null })),
      );
    }
    case 'boolean': {
      const message = specValueMessages.boolean(field);
      const yes = [true, 'true', 'yes', 'Yes', 1, '1'];
      const no = [false, 'false', 'no', 'No', 0, '0'];
      return v.pipe(
        v.unknown(),
        v.check((x) => isEmpty(x) || yes.includes(x as never) || no.includes(x as never), message),
        v.transform((x) => (isEmpty(x) ? none() : { num: yes.includes(x as never) ? 1 : 0, text: null })),
      );
    }
    default: {
      const message = specValueMessages.text(field);
      return v.pipe(
        v.unknown(),
        v.check((x) => isEmpty(x) || typeof x === 'string' || typeof x === 'number', message),
        v.transform((x) => (isEmpty(x) ? '' : collapseWhitespace(String(x)))),
        v.maxLength(specLimits.text, message),
        v.transform((s) => (s === '' ? none() : { num: null, text: s })),
      );
    }
  }
}

/** The seller's form's raw values: text, yes/no and numbers by `specFormKey`. */
export const specsFormField = v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])), {});

/**
 * The form's check of its values against the category's fields: each value is checked as the API will check it
 * (`specValueSchema`), the message put on that field, and the typed values left as typed.
 */
export function specFormValuesCheck(fields: readonly SpecFieldShape[]) {
  return v.rawCheck<Record<string, string | number | boolean | null>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const field of fields) {
      const key = specFormKey(field.id);
      const result = v.safeParse(specValueSchema(field), dataset.value[key]);
      if (!result.success)
        addIssue({
          message: result.issues[0].message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
        });
    }
  });
}

/**
 * The values of a category's fields, keyed by `keyOf(field)`: each checked by its kind and unit (docs/product.md §5).
 * The form keys them by `specFormKey`, the API by the field's id; an id the category does not have is refused.
 */
export function specValuesSchema(
  fields: readonly SpecFieldShape[],
  category: string,
  keyOf: (f: SpecFieldShape) => string = (f) => String(f.id),
) {
  const keys = new Set(fields.map(keyOf));
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.looseObject(Object.fromEntries(fields.map((f) => [keyOf(f), v.optional(specValueSchema(f))]))),
    v.rawCheck(({ dataset, addIssue }) => {
      const value = dataset.value as Record<string, unknown>;
      for (const key of Object.keys(value)) {
        if (!keys.has(key))
          addIssue({
            message: specValueMessages.unknown(key, category),
            path: [{ type: 'object', origin: 'value', input: value, key, value: value[key] }],
          });
      }
    }),
  );
}
