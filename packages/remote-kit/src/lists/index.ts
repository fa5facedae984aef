export { useListQuery, listBody, pageOf, type ListState, type ListSort } from './use-list-query';
export { SearchBox, type SearchBoxProps } from './search-box';
export { StepPager, type StepPagerProps } from './step-pager';
