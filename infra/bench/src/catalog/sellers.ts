import { places } from '../../../api/src/seed/data/places.ts';
import type { Random } from '../../../api/src/seed/prng.ts';

export const first = ['Marcus', 'Elena', 'Rajesh', 'Sarah', 'James', 'Aiko', 'Priya', 'Tom', 'Grace', 'Luis', 'Nadia', 'Owen'];
export const last = [
  'Chen',
  'Rossi',
  'Patel',
  'Mitchell',
  "O'Connor",
  'Tanaka',
  'Nguyen',
  'Schmidt',
  'Okafor',
  'Garcia',
  'Kowalski',
  'Reyes',
];
const trade = ['Test Equipment', 'Lab Exchange', 'Instruments', 'Calibration', 'Scientific', 'Surplus', 'Metrology'];
const form = ['Co.', 'LLC', 'Inc.', 'Ltd'];

/** Seller accounts: 90% active with an active subscription, the rest inactive or unpaid (their listings stay hidden). */
export function sellerRows(r: Random, n: number) {
  return Array.from({ length: n }, (_, i) => {
    const place = r.pick(places);
    const kind = i < 2 ? 'ok' : r.chance(0.9) ? 'ok' : r.chance(0.5) ? 'inactive' : 'unpaid';
    return {
      email: `bench-seller-${i}-${r.int(0, 1e9)}@bench.test`,
      firstname: r.pick(first),
      lastname: r.pick(last),
      company: `${place.address.split(',')[0]} ${r.pick(trade)} ${r.pick(form)}`,
      address: place.address,
      latitude: place.latitude,
      longitude: place.longitude,
      active: kind !== 'inactive',
      subscription: kind === 'unpaid' ? 'pending' : 'active',
    };
  });
}
