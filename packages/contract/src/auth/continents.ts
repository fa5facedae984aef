/** docs/product.md §2.3 continent choices. */
export const continents = ['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'] as const;
export type Continent = (typeof continents)[number];
