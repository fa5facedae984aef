import { and, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { HomepageQuery } from '@xchange/contract';
import { productDetails, productSpecs, products } from '../../db/schema/index.ts';

/**
 * docs/product.md §2.4: a listing matches a spec filter when it gives the field a value in the range, among the
 * choices, or the yes/no asked. Each is a semi-join on product_specs_field_num_idx (field, value, product), so the
 * planner reads only the matching index range and joins its product ids to the catalog.
 */
function specCondition(f: HomepageQuery['specs'][number]): SQL {
  const conds: SQL[] = [sql`${productSpecs.fieldId} = ${f.field}`];
  if ('options' in f) conds.push(inArray(productSpecs.num, f.options));
  else if ('yes' in f) conds.push(sql`${productSpecs.num} = ${f.yes ? 1 : 0}`);
  else {
    if (f.min !== undefined) conds.push(gte(productSpecs.num, f.min));
    if (f.max !== undefined) conds.push(lte(productSpecs.num, f.max));
  }
  return sql`${products.id} in (select ${productSpecs.productId} from ${productSpecs} where ${and(...conds)})`;
}

/** The facts filters: calibrated with a certificate, grades, a least warranty. */
function factCondition(q: HomepageQuery): SQL | undefined {
  const conds: SQL[] = [];
  if (q.calibrated) conds.push(sql`${productDetails.calibrated} and ${productDetails.certificateFile} is not null`);
  if (q.grades.length) conds.push(inArray(productDetails.grade, q.grades));
  if (q.warrantyMin) conds.push(gte(productDetails.warrantyDays, q.warrantyMin));
  if (!conds.length) return undefined;
  return sql`${products.id} in (select ${productDetails.productId} from ${productDetails} where ${and(...conds)})`;
}

/** Every spec and fact condition of a shop view. */
export function specConditions(q: HomepageQuery): SQL[] {
  const fact = factCondition(q);
  return [...q.specs.map(specCondition), ...(fact ? [fact] : [])];
}
