// What other features may use from the catalog: the product grid of a view held in the address bar.
export { CatalogResults } from './components/catalog-results';
export { useShopQuery } from './hooks/use-shop-query';
export { FiltersPane } from './components/filters-pane';
export { CatalogSearch } from './components/catalog-search';
export { useLookups } from './api/get-lookups';
