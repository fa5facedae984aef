import { defaultPhoneCountry, placesMinQueryLength, type Place } from '@xchange/contract';
import { continentOf } from './continents.ts';

interface Row extends Place {
  norm: string;
}
interface Key {
  key: string;
  row: number;
  /** The key starts at the name's first word (ranked above a later word: 'york' → New York City). */
  first: boolean;
}

/** Lowercase, accents dropped, punctuation as single spaces: 'São Paulo' and 'sao paulo' meet. */
export const normalize = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const preferred = defaultPhoneCountry.toUpperCase();

export class PlaceIndex {
  private readonly keys: Key[] = [];
  /** How many cities share a name: a well-known name ('Springfield', 'Paris') ranks before a rare one. */
  private readonly nameCount = new Map<string, number>();

  constructor(private readonly rows: Row[]) {
    rows.forEach((r, row) => {
      this.nameCount.set(r.norm, (this.nameCount.get(r.norm) ?? 0) + 1);
      for (const m of r.norm.matchAll(/(?:^|\s)(?=\S)/g)) {
        const at = m.index + m[0].length;
        this.keys.push({ key: r.norm.slice(at), row, first: at === 0 });
      }
    });
    this.keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  get size(): number {
    return this.rows.length;
  }

  /** Cities whose name (or a later word of it) starts with `q`; text after a comma narrows by state or country. */
  search(q: string, limit = 10): Place[] {
    const [namePart = '', ...rest] = q.split(',');
    const name = normalize(namePart);
    if (name.length < placesMinQueryLength) return [];
    const where = normalize(rest.join(' '));
    const hits = new Map<number, boolean>();
    for (let i = this.lowerBound(name); i < this.keys.length && this.keys[i]!.key.startsWith(name); i++) {
      const k = this.keys[i]!;
      if (where && !this.within(this.rows[k.row]!, where)) continue;
      hits.set(k.row, (hits.get(k.row) ?? false) || k.first);
    }
    const rank = (row: number) => {
      const r = this.rows[row]!;
      return [
        r.norm === name ? 0 : 1,
        hits.get(row) ? 0 : 1,
        -(this.nameCount.get(r.norm) ?? 0),
        r.norm.length,
        r.countryCode === preferred ? 0 : 1,
      ];
    };
    const ranked = [...hits.keys()].map((row) => ({ row, rank: rank(row) }));
    ranked.sort((a, b) => compareRanks(a.rank, b.rank) || compareText(this.rows[a.row]!.label, this.rows[b.row]!.label));
    const seen = new Set<string>();
    const out: Place[] = [];
    for (const { row } of ranked) {
      const { norm: _norm, ...place } = this.rows[row]!;
      if (seen.has(place.label)) continue; // the dataset lists a few cities twice
      seen.add(place.label);
      out.push(place);
      if (out.length === limit) break;
    }
    return out;
  }

  private within(r: Row, where: string): boolean {
    return [r.state, r.country].some((s) => s && normalize(s).startsWith(where)) || r.countryCode.toLowerCase() === where;
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]!.key < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const compareRanks = (a: number[], b: number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

let loading: Promise<PlaceIndex> | undefined;

/** The index over country-state-city's 148k cities, built on first use (~0.5 s, ~100 MB), never in the browser. */
export function placeIndex(): Promise<PlaceIndex> {
  return (loading ??= (async () => {
    const { City, Country, State } = await import('country-state-city');
    const countries = new Map(Country.getAllCountries().map((c) => [c.isoCode, c.name]));
    const states = new Map(State.getAllStates().map((s) => [`${s.countryCode}:${s.isoCode}`, s.name]));
    const rows: Row[] = [];
    for (const c of City.getAllCities()) {
      const country = countries.get(c.countryCode);
      const continent = continentOf.get(c.countryCode);
      const latitude = Number(c.latitude);
      const longitude = Number(c.longitude);
      if (!country || !continent || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
      const state = states.get(`${c.countryCode}:${c.stateCode}`);
      const label = [c.name, state !== c.name ? state : undefined, country].filter(Boolean).join(', ');
      rows.push({
        label,
        city: c.name,
        ...(state ? { state } : {}),
        country,
        countryCode: c.countryCode,
        continent,
        latitude,
        longitude,
        norm: normalize(c.name),
      });
    }
    return new PlaceIndex(rows);
  })());
}
