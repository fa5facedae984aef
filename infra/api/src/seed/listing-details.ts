import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { certificatePdf } from './certificates.ts';
import { modelSpecValues, specFieldSeeds } from './data/spec-fields.ts';
import type { ListingSeed } from './listings.ts';
import { createRandom, type Random } from './prng.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type FieldRow = typeof s.specFields.$inferSelect;

/** Inserts every seeded category's specification fields; answers them by category id in display order. */
export async function seedSpecFields(tx: Tx, categoryId: Map<string, number>): Promise<Map<number, FieldRow[]>> {
  const values = Object.entries(specFieldSeeds).flatMap(([category, fields]) =>
    fields.map(([name, kind, unit, choices, filterable], position) => ({
      categoryId: categoryId.get(category)!,
      name,
      kind,
      unit,
      options: choices.map((label, i) => ({ id: i + 1, label })),
      filterable,
      position,
    })),
  );
  const rows = await tx.insert(s.specFields).values(values).returning();
  const out = new Map<number, FieldRow[]>();
  for (const row of rows) out.set(row.categoryId, [...(out.get(row.categoryId) ?? []), row]);
  return out;
}

/** A listing's spec rows from its model's values (the maker's specification). */
export function specRowsOf(productId: number, model: string, fields: FieldRow[]): (typeof s.productSpecs.$inferInsert)[] {
  const values = modelSpecValues[model] ?? [];
  return fields.flatMap((f, i): (typeof s.productSpecs.$inferInsert)[] => {
    const value = values[i];
    if (value === null || value === undefined) return [];
    if (f.kind === 'text') return [{ productId, fieldId: f.id, num: null, text: String(value) }];
    if (f.kind === 'boolean') return [{ productId, fieldId: f.id, num: value ? 1 : 0, text: null }];
    if (f.kind === 'choice') return [{ productId, fieldId: f.id, num: f.options.find((o) => o.label === value)!.id, text: null }];
    return [{ productId, fieldId: f.id, num: Number(value), text: null }];
  });
}

const laboratories: [name: string, accreditation: string][] = [
  ['Keysight Calibration Services', 'ISO/IEC 17025'],
  ['Tektronix Service Solutions', 'ISO/IEC 17025'],
  ['Transcat Calibration Lab, Rochester', 'ISO/IEC 17025'],
  ['Trescal Boston', 'ISO/IEC 17025'],
  ['SIMCO Electronics', 'ANSI/NCSL Z540-1'],
  ['Micro Precision Calibration', 'ISO/IEC 17025'],
  ['Mettler Toledo Service', 'Manufacturer calibration'],
];

const accessoriesOf: Record<string, string[]> = {
  'Test & Measurement': [
    'Power cord, user manual',
    'Power cord, 4 passive probes, front cover',
    'Power cord, rack-mount kit, USB cable',
    'Soft carry case, power adapter, test leads',
  ],
  Laboratory: ['Power cord, user manual', 'Rotor, adapters, user manual', 'Draft shield, calibration weight', 'Dust cover, user manual'],
  Analytical: ['Power cord, software licence, PC', 'Installation kit, user manual', 'Sample holder, software, manuals'],
};
const gradeNotes: Record<string, string[]> = {
  A: ['No marks; kept in a climate-controlled lab.', 'As new, original packaging.'],
  B: ['Light scuffs on the case, screen clear.', 'Minor marks on the handle and feet.'],
  C: ['Scratched case and worn knobs; all functions pass.', 'Dent on the rear panel; fully working.'],
  D: ['Powers up; fails self-test on one channel.', 'Missing front panel knob; sold for parts.'],
};
const heavy = new Set(['X-ray Diffraction', 'Chromatography', 'Centrifuges', 'Microscopes']);
const day = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The facts a seller gives for one listing, drawn to fit its condition, category and price. */
function factsOf(r: Random, l: ListingSeed, now: Date) {
  const condition = l.row.condition;
  const grade = condition === 'New' ? 'A' : condition === 'Used' ? r.pick(['B', 'B', 'C', 'C', 'D'] as const) : r.pick(['A', 'B'] as const);
  const calibrated = condition === 'Refurbished' || r.chance(condition === 'Used' ? 0.45 : 0.6);
  const calibratedOn = new Date(now.getTime() - r.int(5, 300) * day);
  const [laboratory, accreditation] = r.pick(laboratories);
  const price = Number(l.row.discountPrice ?? l.row.price);
  const shipping = heavy.has(l.category.name) ? 'freight-quote' : r.chance(0.15) ? 'collect' : 'fixed';
  return {
    grade,
    gradeNote: r.pick(gradeNotes[grade]!),
    hoursOfUse: condition === 'New' ? 0 : condition === 'Ex-demonstration' ? r.int(40, 400) : r.int(1200, 24000),
    accessories: r.pick(accessoriesOf[l.category.documenttype] ?? accessoriesOf['Test & Measurement']!),
    warrantyDays:
      condition === 'New' ? 365 : condition === 'Refurbished' ? r.pick([90, 365]) : condition === 'Ex-demonstration' ? 90 : r.pick([0, 30]),
    calibrated,
    calibrationDate: calibrated ? iso(calibratedOn) : null,
    calibrationDue: calibrated ? iso(new Date(calibratedOn.getTime() + 365 * day)) : null,
    calibrationLab: calibrated ? laboratory : '',
    calibrationAccreditation: calibrated ? accreditation : '',
    modelNumber: l.model[2],
    serialNumber: `${l.model[0].slice(0, 2).toUpperCase()}${r.int(10_000_000, 99_999_999)}`,
    year: condition === 'New' ? now.getUTCFullYear() : now.getUTCFullYear() - r.int(1, 11),
    shipping,
    shippingPrice: shipping === 'fixed' ? (price < 2000 ? r.pick([25, 45, 65]) : r.pick([95, 150, 250])) : null,
    leadTimeDays: r.int(1, 10),
    returnsDays: condition === 'Used' ? r.pick([0, 14]) : condition === 'Ex-demonstration' ? 14 : 30,
    paymentTerms: [
      'Wire transfer',
      'ACH transfer',
      ...(price < 5000 ? ['Credit card'] : []),
      ...(r.chance(0.4) ? ['Purchase order (net 30)'] : []),
    ],
  } satisfies Omit<typeof s.productDetails.$inferInsert, 'productId'>;
}

/**
 * docs/product.md §2.9 in the demo: every listing's specs from its model and its buyer-facing facts; calibrated
 * listings carry a certificate PDF under media/certificates.
 */
export async function seedListingDetails(
  tx: Tx,
  opts: {
    mediaDir: string;
    now: Date;
    listings: ListingSeed[];
    productIds: number[];
    fields: Map<number, FieldRow[]>;
    categoryId: Map<string, number>;
  },
): Promise<void> {
  const r = createRandom(20261201);
  const dir = path.join(opts.mediaDir, 'certificates');
  await mkdir(dir, { recursive: true });
  const details: (typeof s.productDetails.$inferInsert)[] = [];
  const specs: (typeof s.productSpecs.$inferInsert)[] = [];
  for (const [i, l] of opts.listings.entries()) {
    const productId = opts.productIds[i]!;
    specs.push(...specRowsOf(productId, l.model[2], opts.fields.get(opts.categoryId.get(l.category.name)!) ?? []));
    const facts = factsOf(r, l, opts.now);
    let certificate: { certificateFile: string; certificateBytes: number } | undefined;
    if (facts.calibrated) {
      const pdf = await certificatePdf({
        laboratory: facts.calibrationLab,
        accreditation: facts.calibrationAccreditation,
        instrument: `${l.model[0]} ${l.model[2]}`,
        serialNumber: facts.serialNumber,
        date: facts.calibrationDate!,
        dueDate: facts.calibrationDue,
        number: `CAL-${facts.calibrationDate!.replace(/-/g, '')}-${String(productId).padStart(5, '0')}`,
      });
      const name = `demo-${productId}.pdf`;
      await writeFile(path.join(dir, name), pdf);
      // seeded files count nothing against a seller's storage quota, like seeded pictures
      certificate = { certificateFile: `/media/certificates/${name}`, certificateBytes: 0 };
    }
    details.push({ productId, ...facts, ...certificate });
  }
  await tx.insert(s.productDetails).values(details);
  for (let at = 0; at < specs.length; at += 2000) await tx.insert(s.productSpecs).values(specs.slice(at, at + 2000));
}
