import type { products } from '../db/schema/index.ts';
import { modelTokens } from '../lib/model-tokens.ts';
import { categories, type CategorySeed } from './data/categories.ts';
import { models, type ModelSeed } from './data/models.ts';
import { places } from './data/places.ts';
import type { Random } from './prng.ts';

type Condition = (typeof products.$inferInsert)['condition'] & string;

const conditions: { name: Condition; weight: number; factor: number; notes: string[] }[] = [
  {
    name: 'Used',
    weight: 0.4,
    factor: 0.5,
    notes: ['Tested and fully working, light wear.', 'Working pull from an R&D lab.', 'Good cosmetic condition, tested.'],
  },
  {
    name: 'Refurbished',
    weight: 0.25,
    factor: 0.62,
    notes: ['Refurbished and calibrated, 1-yr warranty.', 'Serviced, recalibrated, ready to use.'],
  },
  { name: 'Ex-demonstration', weight: 0.2, factor: 0.78, notes: ['Ex-demo unit, very low hours.', 'Trade-show demo unit, as new.'] },
  { name: 'New', weight: 0.15, factor: 1, notes: ['New in box with full warranty.', 'Factory sealed, never installed.'] },
];
const extraTags = ['Calibrated', 'NIST Traceable', 'Warranty', 'Low Hours', 'With Accessories', 'Ships Worldwide'];

export interface ListingSeed {
  model: ModelSeed;
  category: CategorySeed;
  row: Omit<typeof products.$inferInsert, 'sellerId' | 'categoryId' | 'brandId'>;
}

function pickCondition(r: Random) {
  let x = r.next();
  for (const c of conditions) if ((x -= c.weight) < 0) return c;
  return conditions[0]!;
}

const roundPrice = (p: number) => (p >= 10000 ? Math.round(p / 100) * 100 : p >= 1000 ? Math.round(p / 10) * 10 : Math.round(p));

function nameOf(brand: string, model: string, noun: string): string {
  const full = `${brand} ${model} ${noun}`;
  return full.length <= 40 ? full : `${brand} ${model}`;
}

/** `count` listings drawn from the model table: every model at least once, the rest at random. */
export function generateListings(r: Random, count: number, now: Date): ListingSeed[] {
  const out: ListingSeed[] = [];
  for (let i = 0; i < count; i++) {
    const model = i < models.length ? models[i]! : r.pick(models);
    const [brand, categoryName, modelName, spec, newPrice] = model;
    const category = categories.find((c) => c.name === categoryName)!;
    const condition = pickCondition(r);
    const price = Math.min(250_000, Math.max(200, roundPrice(newPrice * condition.factor * r.between(0.85, 1.15))));
    const discount = r.chance(0.25) ? roundPrice(price * r.between(0.82, 0.95)) : null;
    const place = r.chance(0.72) ? r.pick(places.slice(0, 22)) : r.pick(places);
    const description = `${spec}. ${r.pick(condition.notes)}`;
    const tags = [...new Set([r.pick(category.tags), r.pick(extraTags), ...(r.chance(0.3) ? [r.pick(extraTags)] : [])])];
    const name = nameOf(brand, modelName, category.noun);
    out.push({
      model,
      category,
      row: {
        name,
        description: description.length <= 100 ? description : spec,
        price,
        discountPrice: discount !== null && discount < price ? discount : null,
        condition: condition.name,
        tags,
        featured: false,
        address: place.address,
        latitude: place.latitude,
        longitude: place.longitude,
        modelTokens: modelTokens(modelName),
        createdAt: new Date(now.getTime() - (count - i) * 3.1 * 3600_000 - r.int(0, 3600_000)),
      },
    });
  }
  return out;
}
