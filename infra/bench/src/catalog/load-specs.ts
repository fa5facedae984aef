import { modelSpecValues, specFieldSeeds } from '../../../api/src/seed/data/spec-fields.ts';
import type { Sql } from './sql-client.ts';

export interface BenchField {
  id: number;
  kind: string;
  options: { id: number; label: string }[];
}

/** The seed's specification fields of every category (docs/product.md §2.9), by category id in display order. */
export async function loadSpecFields(pool: Sql, categoryId: Map<string, number>): Promise<Map<number, BenchField[]>> {
  const rows = Object.entries(specFieldSeeds).flatMap(([category, fields]) =>
    fields.map(([name, kind, unit, choices, filterable], position) => ({
      category: categoryId.get(category.toLowerCase())!,
      name,
      kind,
      unit,
      options: JSON.stringify(choices.map((label, i) => ({ id: i + 1, label }))),
      filterable,
      position,
    })),
  );
  await pool.query(
    `insert into spec_fields (category_id, name, kind, unit, options, filterable, position)
     select c, n, k::spec_kind, u, o::jsonb, f, p from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::int[])
       as t(c, n, k, u, o, f, p)
     on conflict do nothing`,
    [
      rows.map((r) => r.category),
      rows.map((r) => r.name),
      rows.map((r) => r.kind),
      rows.map((r) => r.unit),
      rows.map((r) => r.options),
      rows.map((r) => r.filterable),
      rows.map((r) => r.position),
    ],
  );
  const { rows: fields } = await pool.query<BenchField & { category_id: number }>(
    'select id, category_id, kind, options from spec_fields order by category_id, position, id',
  );
  const out = new Map<number, BenchField[]>();
  for (const f of fields) out.set(f.category_id, [...(out.get(f.category_id) ?? []), f]);
  return out;
}

/** Inserts each listing's values from its model's specification, as the demo seed does. */
export async function loadSpecValues(
  pool: Sql,
  productIds: number[],
  models: string[],
  fieldsOf: (i: number) => BenchField[],
): Promise<void> {
  const product: number[] = [];
  const field: number[] = [];
  const num: (number | null)[] = [];
  const text: (string | null)[] = [];
  productIds.forEach((id, i) => {
    const values = modelSpecValues[models[i]!] ?? [];
    fieldsOf(i).forEach((f, j) => {
      const v = values[j];
      if (v === null || v === undefined) return;
      product.push(id);
      field.push(f.id);
      if (f.kind === 'text') {
        num.push(null);
        text.push(String(v));
      } else {
        num.push(f.kind === 'boolean' ? (v ? 1 : 0) : f.kind === 'choice' ? f.options.find((o) => o.label === v)!.id : Number(v));
        text.push(null);
      }
    });
  });
  await pool.query(
    `insert into product_specs (product_id, field_id, num, text) select * from unnest($1::int[], $2::int[], $3::float8[], $4::text[])`,
    [product, field, num, text],
  );
}
