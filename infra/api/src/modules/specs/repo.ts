import { and, asc, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { SpecField, SpecFieldForm, SpecOption, UpdateSpecField } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { categories, productSpecs, specFields } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { uniqueOr409 } from '../../lib/unique.ts';

type Handle = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof specFields.$inferSelect;

export const toSpecField = (r: Row): SpecField => ({
  id: r.id,
  categoryId: r.categoryId,
  name: r.name,
  kind: r.kind,
  unit: r.unit,
  options: r.options,
  filterable: r.filterable,
  position: r.position,
});

export const specTexts = {
  noCategory: 'This category no longer exists.',
  noField: 'This specification field no longer exists.',
  taken: (name: string, category: string) => `${category} already has a field named "${name}".`,
  kind: (name: string, n: number) =>
    `"${name}" has values on ${n === 1 ? '1 listing' : `${n} listings`}, so its kind cannot change. Add a new field instead.`,
  unit: (name: string, unit: string, n: number) =>
    `"${name}" has values in ${unit || 'its unit'} on ${n === 1 ? '1 listing' : `${n} listings`}: a new unit would mislabel them. Add a new field instead.`,
  option: (label: string, n: number) =>
    `The choice "${label}" is given by ${n === 1 ? '1 listing' : `${n} listings`}, so it cannot be removed. Rename it instead.`,
  usesChanged: (name: string, n: number, told: number) =>
    `"${name}" now has values on ${n} ${n === 1 ? 'listing' : 'listings'}, not ${told}. Check the new count before deleting it.`,
  reorder: "Send every one of the category's fields, each once, in their new order.",
} as const;

/** A category by name (the shop and the seller's form) or id (the admin page); 404 when there is none. */
export async function findCategory(db: Handle, by: { category?: string; categoryId?: number }): Promise<{ id: number; name: string }> {
  const where =
    by.categoryId !== undefined
      ? eq(categories.id, by.categoryId)
      : by.category
        ? sql`lower(${categories.name}) = lower(${by.category})`
        : undefined;
  const [row] = where ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(where) : [];
  if (!row) throw new AppError('ERR_NOT_FOUND', specTexts.noCategory);
  return row;
}

/** A category's fields in display order. */
export async function categoryFields(db: Handle, categoryId: number): Promise<SpecField[]> {
  const rows = await db
    .select()
    .from(specFields)
    .where(eq(specFields.categoryId, categoryId))
    .orderBy(asc(specFields.position), asc(specFields.id));
  return rows.map(toSpecField);
}

/** How many listings give each field a value. */
export async function fieldUses(db: Handle, fieldIds: number[]): Promise<Map<number, number>> {
  if (!fieldIds.length) return new Map();
  const rows = await db
    .select({ id: productSpecs.fieldId, n: count() })
    .from(productSpecs)
    .where(inArray(productSpecs.fieldId, fieldIds))
    .groupBy(productSpecs.fieldId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The smallest and largest value of each number field (read from the end of product_specs_field_num_idx). */
export async function numberRanges(db: Handle, fieldIds: number[]): Promise<Map<number, { min: number; max: number }>> {
  const out = new Map<number, { min: number; max: number }>();
  await Promise.all(
    fieldIds.map(async (id) => {
      const [r] = await db
        .select({ min: min(productSpecs.num), max: max(productSpecs.num) })
        .from(productSpecs)
        .where(eq(productSpecs.fieldId, id));
      if (r?.min !== null && r?.min !== undefined && r.max !== null) out.set(id, { min: Number(r.min), max: Number(r.max) });
    }),
  );
  return out;
}

async function fieldRow(db: Handle, id: number): Promise<Row> {
  const [row] = await db.select().from(specFields).where(eq(specFields.id, id));
  if (!row) throw new AppError('ERR_NOT_FOUND', specTexts.noField);
  return row;
}

/** New choices get ids after the largest ever used in the list, so a filter naming an old id never meets a new choice. */
function withOptionIds(input: { id?: number; label: string }[], current: SpecOption[]): SpecOption[] {
  let next = Math.max(0, ...current.map((o) => o.id), ...input.map((o) => o.id ?? 0)) + 1;
  const known = new Set(current.map((o) => o.id));
  return input.map((o) => (o.id !== undefined && known.has(o.id) ? { id: o.id, label: o.label } : { id: next++, label: o.label }));
}

const columnsOf = (form: Pick<SpecFieldForm, 'name' | 'kind' | 'unit' | 'filterable'>) => ({
  name: form.name,
  kind: form.kind,
  unit: form.kind === 'number' ? form.unit : '',
  // text is free-form: nothing to filter by
  filterable: form.kind !== 'text' && form.filterable,
});

export async function insertField(db: Handle, form: SpecFieldForm): Promise<SpecField> {
  const category = await findCategory(db, { categoryId: form.categoryId });
  const [last] = await db
    .select({ n: max(specFields.position) })
    .from(specFields)
    .where(eq(specFields.categoryId, category.id));
  const [row] = await uniqueOr409(
    () =>
      db
        .insert(specFields)
        .values({
          ...columnsOf(form),
          categoryId: category.id,
          options: form.kind === 'choice' ? withOptionIds(form.options, []) : [],
          position: (last?.n ?? -1) + 1,
        })
        .returning(),
    specTexts.taken(form.name, category.name),
  );
  return { ...toSpecField(row!), uses: 0 };
}

/**
 * docs/product.md §2.9: a rename relabels the values (they point at the field's id); what would mislabel them is
 * refused while listings give a value: another kind, another unit, a removed choice.
 */
export async function updateField(db: Handle, form: UpdateSpecField): Promise<{ before: SpecField; after: SpecField }> {
  const before = await fieldRow(db, form.id);
  const uses = (await fieldUses(db, [before.id])).get(before.id) ?? 0;
  if (uses > 0 && form.kind !== before.kind) throw new AppError('ERR_CONFLICT', specTexts.kind(before.name, uses));
  const unit = form.kind === 'number' ? form.unit : '';
  if (uses > 0 && before.kind === 'number' && unit !== before.unit)
    throw new AppError('ERR_CONFLICT', specTexts.unit(before.name, before.unit, uses));
  const options = form.kind === 'choice' ? withOptionIds(form.options, before.options) : [];
  if (before.kind === 'choice') {
    const kept = new Set(options.map((o) => o.id));
    const removed = before.options.filter((o) => !kept.has(o.id));
    if (removed.length) {
      const used = await db
        .select({ option: productSpecs.num, n: count() })
        .from(productSpecs)
        .where(
          and(
            eq(productSpecs.fieldId, before.id),
            inArray(
              productSpecs.num,
              removed.map((o) => o.id),
            ),
          ),
        )
        .groupBy(productSpecs.num);
      const first = used[0];
      if (first) throw new AppError('ERR_CONFLICT', specTexts.option(removed.find((o) => o.id === first.option)!.label, Number(first.n)));
    }
  }
  const category = await findCategory(db, { categoryId: before.categoryId });
  const [row] = await uniqueOr409(
    () =>
      db
        .update(specFields)
        .set({ ...columnsOf(form), options, updatedAt: new Date() })
        .where(eq(specFields.id, before.id))
        .returning(),
    specTexts.taken(form.name, category.name),
  );
  return { before: toSpecField(before), after: { ...toSpecField(row!), uses } };
}

/** Deletes a field and its values, but only when the admin confirmed the number of listings that give one. */
export async function deleteField(db: Handle, id: number, confirmedUses: number): Promise<{ field: SpecField; uses: number }> {
  const row = await fieldRow(db, id);
  const uses = (await fieldUses(db, [id])).get(id) ?? 0;
  if (uses !== confirmedUses) throw new AppError('ERR_CONFLICT', specTexts.usesChanged(row.name, uses, confirmedUses));
  await db.delete(specFields).where(eq(specFields.id, id));
  return { field: toSpecField(row), uses };
}

/** Puts a category's fields in the order given (every field once). */
export async function reorderFields(db: Handle, categoryId: number, ids: number[]): Promise<void> {
  const current = await categoryFields(db, categoryId);
  const same = ids.length === current.length && new Set(ids).size === ids.length && current.every((f) => ids.includes(f.id));
  if (!same) throw new AppError('ERR_VALIDATION', specTexts.reorder);
  for (const [position, id] of ids.entries()) {
    await db.update(specFields).set({ position, updatedAt: new Date() }).where(eq(specFields.id, id));
  }
}
