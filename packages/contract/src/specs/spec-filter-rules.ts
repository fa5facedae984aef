import { grades, warrantyDays, type Grade, type WarrantyDays } from './listing-facts-rules';
import { specLimits } from './spec-rules';

/** docs/product.md §2.4: a range on a number field, choices of a list field, or yes/no of a yes/no field. */
export type SpecFilter =
  { field: number; min?: number; max?: number } | { field: number; options: number[] } | { field: number; yes: boolean };

/** The listing facts the shop filters on (docs/product.md §2.4). */
export interface FactFilters {
  /** Only listings calibrated with a certificate attached. */
  calibrated?: boolean;
  grades: Grade[];
  /** At least this many days of warranty. */
  warrantyMin?: WarrantyDays;
}

/** How many spec filters one view may hold. */
export const maxSpecFilters = 20;
const paramPrefix = 'spec.';

const num = (s: string): number | undefined => {
  if (s.trim() === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) && Math.abs(n) <= specLimits.number ? n : undefined;
};

/** One filter from its address value ('100..500', '100..', '..500', '3,5', 'yes'); undefined when it makes no sense. */
function readSpecValue(field: number, value: string): SpecFilter | undefined {
  if (value === 'yes' || value === 'no') return { field, yes: value === 'yes' };
  const range = /^(.*)\.\.(.*)$/.exec(value);
  if (range) {
    const min = num(range[1]!);
    const max = num(range[2]!);
    if (min === undefined && max === undefined) return undefined;
    return { field, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  const options = [...new Set(value.split(',').map((s) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN)))];
  return options.length && options.every((o) => o > 0) ? { field, options } : undefined;
}

/** The spec filters of a shop address ('spec.12=100..500&spec.14=3,5'). */
export function readSpecFilters(p: URLSearchParams): SpecFilter[] {
  const out: SpecFilter[] = [];
  for (const [key, value] of p) {
    if (!key.startsWith(paramPrefix) || out.length >= maxSpecFilters) continue;
    const id = key.slice(paramPrefix.length);
    if (!/^[1-9]\d{0,8}$/.test(id) || out.some((f) => f.field === Number(id))) continue;
    const filter = readSpecValue(Number(id), value.trim());
    if (filter) out.push(filter);
  }
  return out;
}

/** Writes spec filters to a shop address. */
export function writeSpecFilters(p: URLSearchParams, filters: readonly SpecFilter[]): void {
  for (const f of filters) {
    if ('yes' in f) p.set(`${paramPrefix}${f.field}`, f.yes ? 'yes' : 'no');
    else if ('options' in f) p.set(`${paramPrefix}${f.field}`, f.options.join(','));
    else p.set(`${paramPrefix}${f.field}`, `${f.min ?? ''}..${f.max ?? ''}`);
  }
}

/** The fact filters of a shop address ('calibrated=1&grade=A&grade=B&warranty=90'). */
export function readFactFilters(p: URLSearchParams): FactFilters {
  const warranty = Number(p.get('warranty'));
  return {
    ...(p.get('calibrated') === '1' ? { calibrated: true } : {}),
    grades: grades.filter((g) => p.getAll('grade').includes(g)),
    ...((warrantyDays as readonly number[]).includes(warranty) && warranty > 0 ? { warrantyMin: warranty as WarrantyDays } : {}),
  };
}

export function writeFactFilters(p: URLSearchParams, f: FactFilters): void {
  if (f.calibrated) p.set('calibrated', '1');
  for (const g of f.grades) p.append('grade', g);
  if (f.warrantyMin) p.set('warranty', String(f.warrantyMin));
}

/** The filter a view holds for one field, if any. */
export const specFilterOf = (filters: readonly SpecFilter[], field: number): SpecFilter | undefined =>
  filters.find((f) => f.field === field);

/** The view's filters with the one for `field` replaced (or removed when `next` is undefined). */
export const withSpecFilter = (filters: readonly SpecFilter[], field: number, next: SpecFilter | undefined): SpecFilter[] => [
  ...filters.filter((f) => f.field !== field),
  ...(next ? [next] : []),
];
