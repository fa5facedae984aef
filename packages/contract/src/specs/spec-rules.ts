import { formatDecimal } from '../format/number';
import type { SpecField } from './spec-field';

/** docs/product.md §2.9: the kinds of a category's specification field. */
export const specKinds = ['number', 'choice', 'boolean', 'text'] as const;
export type SpecKind = (typeof specKinds)[number];

/** How the admin's Specifications page names each kind. */
export const specKindLabels: Record<SpecKind, string> = {
  number: 'Number with unit',
  choice: 'Choice from a list',
  boolean: 'Yes / no',
  text: 'Text',
};

/** Limits of a specification field and of the values sellers give. */
export const specLimits = {
  name: 40,
  unit: 12,
  option: 40,
  options: 50,
  text: 100,
  /** Largest absolute number a seller may give (the column is double precision; filters compare as numbers). */
  number: 1e12,
  /** Values one listing may send. */
  values: 60,
} as const;

/** A spec field as far as validating and showing a value needs it. */
export type SpecFieldShape = Pick<SpecField, 'id' | 'name' | 'kind' | 'unit' | 'options'>;

/** docs/product.md §5 texts of a spec value that does not fit its field. */
export const specValueMessages = {
  number: (f: Pick<SpecField, 'name' | 'unit'>): string =>
    f.unit ? `${f.name} must be a number in ${f.unit}.` : `${f.name} must be a number.`,
  choice: (f: Pick<SpecField, 'name'>): string => `Choose ${f.name} from its list.`,
  boolean: (f: Pick<SpecField, 'name'>): string => `${f.name} must be Yes or No.`,
  text: (f: Pick<SpecField, 'name'>): string => `${f.name} must be at most ${specLimits.text} characters.`,
  unknown: (key: string, category: string): string => `Field ${key} is not a specification of ${category}.`,
  tooMany: `A listing may give at most ${specLimits.values} specification values.`,
  shape: 'Specifications must be sent as an object of field id to value.',
} as const;

/** 'Bandwidth (MHz)' for a field with a unit, else its name. */
export const specLabel = (f: Pick<SpecField, 'name' | 'unit'>): string => (f.unit ? `${f.name} (${f.unit})` : f.name);

/** A stored value as a buyer reads it: '350 MHz', '4', 'Yes', the chosen option's label, or the text. */
export function formatSpecValue(f: SpecFieldShape, value: number | string | boolean): string {
  if (f.kind === 'boolean') return value === true || value === 1 ? 'Yes' : 'No';
  if (f.kind === 'choice') return f.options.find((o) => o.id === value)?.label ?? '';
  if (f.kind === 'number' && typeof value === 'number') return f.unit ? `${formatDecimal(value)} ${f.unit}` : formatDecimal(value);
  return String(value);
}

/**
 * Reads what a seller typed into a number field: '350', '1,200', '350 MHz' (its own unit may follow the number).
 * Undefined when empty; NaN when it is not a number in the field's unit.
 */
export function readSpecNumber(raw: unknown, unit: string): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return Number.NaN;
  let text = raw.trim();
  if (text === '') return undefined;
  if (unit && text.toLowerCase().endsWith(unit.toLowerCase())) text = text.slice(0, -unit.length).trim();
  if (!/^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?([eE][+-]?\d+)?$/.test(text) || !/\d/.test(text)) return Number.NaN;
  return Number(text.replace(/,/g, ''));
}

/** The seller's form keeps a field's value under `f<id>` (a bare number would make the form's value an array). */
export const specFormKey = (fieldId: number): string => `f${fieldId}`;
