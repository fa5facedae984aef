// @xchange/ui/testing — for component tests only (never shared at run time).

const px = (query: string, name: 'min' | 'max') => {
  const match = new RegExp(`\\(${name}-width:\\s*([\\d.]+)px\\)`).exec(query);
  return match ? Number(match[1]) : undefined;
};

/**
 * Makes jsdom's window answer media queries with `matches` (jsdom evaluates none). Returns the function that undoes it.
 */
export function setMediaQueries(matches: (query: string) => boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

/**
 * Makes jsdom's window answer width media queries as a screen `width` pixels wide would, so `useNarrowScreen` and the
 * pages built on it lay out for a phone or a desk. Returns the function that undoes it.
 */
export function setScreenWidth(width: number): () => void {
  return setMediaQueries((query) => {
    const min = px(query, 'min');
    const max = px(query, 'max');
    return (min === undefined || width >= min) && (max === undefined || width <= max) && (min !== undefined || max !== undefined);
  });
}
