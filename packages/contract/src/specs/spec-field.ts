import * as v from 'valibot';
import { collapseWhitespace, specKinds, specLimits } from '@xchange/contract/core';
import { booleanField, idField, intField } from '../common/number';
import { requiredText, textField } from '../common/text';

/** One choice of a list field; its id stays when the label is renamed, so listings keep their choice. */
export const specOptionSchema = v.object({ id: v.number(), label: v.string() });
export type SpecOption = v.InferOutput<typeof specOptionSchema>;

/** docs/product.md §2.9: a specification field of a category, as the API answers it. */
export const specFieldSchema = v.object({
  id: v.number(),
  categoryId: v.number(),
  name: v.string(),
  kind: v.picklist(specKinds),
  unit: v.string(),
  options: v.array(specOptionSchema),
  filterable: v.boolean(),
  position: v.number(),
  /** Listings that give a value (admin answers only). */
  uses: v.optional(v.number()),
  /** The smallest and largest value listings give (number fields of the public answer): the range filter's hints. */
  range: v.optional(v.nullable(v.object({ min: v.number(), max: v.number() }))),
});
export type SpecField = v.InferOutput<typeof specFieldSchema>;

export const specFieldMessages = {
  name: 'Name is required.',
  nameMax: `The name must be at most ${specLimits.name} characters.`,
  kind: 'Choose what kind of value the field holds.',
  unitMax: `The unit must be at most ${specLimits.unit} characters.`,
  option: 'A choice cannot be empty.',
  optionMax: `A choice must be at most ${specLimits.option} characters.`,
  tooManyOptions: `A list may hold at most ${specLimits.options} choices.`,
  fewOptions: 'A list needs at least two choices.',
  sameOptions: 'Each choice must be different.',
  category: 'Choose a category.',
} as const;

const optionInput = v.object({
  id: v.optional(idField),
  label: requiredText(specFieldMessages.option, specLimits.option, specFieldMessages.optionMax),
});

/** The choices as the admin's dialog sends them: existing ones keep their id (a rename), new ones have none. */
const optionsField = v.optional(
  v.pipe(
    v.array(optionInput),
    v.maxLength(specLimits.options, specFieldMessages.tooManyOptions),
    v.check((list) => new Set(list.map((o) => o.label.toLowerCase())).size === list.length, specFieldMessages.sameOptions),
  ),
  [],
);

const fieldEntries = {
  name: requiredText(specFieldMessages.name, specLimits.name, specFieldMessages.nameMax),
  kind: v.picklist(specKinds, specFieldMessages.kind),
  unit: v.optional(textField(specLimits.unit, specFieldMessages.unitMax), ''),
  options: optionsField,
  filterable: v.optional(booleanField, false),
};

type FieldInput = { kind: (typeof specKinds)[number]; options: { label: string }[] };
const enoughOptions = (f: FieldInput) => f.kind !== 'choice' || f.options.length >= 2;

/** The admin's field dialog (POST specs/fields): name, kind, unit, choices and whether shoppers filter by it. */
export const specFieldFormSchema = v.pipe(
  v.object({ ...fieldEntries, categoryId: idField }),
  v.forward(v.partialCheck([['kind'], ['options']], enoughOptions, specFieldMessages.fewOptions), ['options']),
);
export type SpecFieldForm = v.InferOutput<typeof specFieldFormSchema>;
export type SpecFieldFormInput = v.InferInput<typeof specFieldFormSchema>;

/** PUT specs/fields: the same with the field's id (the category stays). */
export const updateSpecFieldSchema = v.pipe(
  v.object({ ...fieldEntries, id: idField }),
  v.forward(v.partialCheck([['kind'], ['options']], enoughOptions, specFieldMessages.fewOptions), ['options']),
);
export type UpdateSpecField = v.InferOutput<typeof updateSpecFieldSchema>;

/** PUT specs/deleteField: the field and how many listings the admin was told use it (a changed count is refused). */
export const deleteSpecFieldQuerySchema = v.object({ id: idField, uses: intField(0) });

/** PUT specs/order: a category's fields in their new display order. */
export const reorderSpecFieldsSchema = v.object({
  categoryId: idField,
  ids: v.pipe(v.array(idField), v.minLength(1), v.maxLength(200)),
});

/** GET specs/fields: by category name (the shop's filter and the seller's form) or id (the admin page). */
export const specFieldsQuerySchema = v.object({
  category: v.optional(v.pipe(v.string(), v.transform(collapseWhitespace), v.maxLength(100))),
  categoryId: v.optional(idField),
});

export const specFieldsResponseSchema = v.object({
  categoryId: v.number(),
  category: v.string(),
  fields: v.array(specFieldSchema),
});
export type SpecFieldsResponse = v.InferOutput<typeof specFieldsResponseSchema>;
