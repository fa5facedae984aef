/** What the saved shop views are made of: words of listing names, brands, categories and places of the catalog. */
export interface ViewParts {
  names: string[];
  places: string[];
  makes: string[];
  cats: string[];
}

const words = (names: string[]) => [...new Set(names.flatMap((n) => n.split(/\s+/)).filter((w) => /^[A-Za-z]{4,}$/.test(w)))];

/**
 * `n` address-bar queries in a fixed mix: words alone (40%), words and a brand (20%), a category and a price range
 * (15%), a brand and a condition (10%), a place (10%), words, a category and a highest price (5%).
 */
export function viewsOf(n: number, parts: ViewParts): string[] {
  const vocab = words(parts.names);
  const places = [...new Set(parts.places.filter(Boolean))];
  const pick = <T>(list: T[], i: number): T => list[i % list.length]!;
  return Array.from({ length: n }, (_, i) => {
    const p = new URLSearchParams();
    const slot = i % 20;
    if (slot < 8) p.set('q', pick(vocab, i * 7));
    else if (slot < 12) {
      p.set('q', pick(vocab, i * 3));
      p.set('brand', pick(parts.makes, i));
    } else if (slot < 15) {
      p.set('category', pick(parts.cats, i));
      p.set('min', String((i % 10) * 500));
      p.set('max', String((i % 10) * 500 + 2000));
    } else if (slot < 17) {
      p.set('brand', pick(parts.makes, i * 5));
      p.set('condition', pick(['New', 'Used', 'Refurbished'], i));
    } else if (slot < 19) p.append('location', pick(places.length ? places : ['Austin, TX, USA'], i));
    else {
      p.set('q', pick(vocab, i * 11));
      p.set('category', pick(parts.cats, i * 3));
      p.set('max', String(1000 + (i % 50) * 200));
    }
    return p.toString();
  });
}
