// What the catalog shows of this feature: the button beside the results' heading.
export { SaveSearchButton } from './components/save-search-button';
