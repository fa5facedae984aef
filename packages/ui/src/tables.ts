// @xchange/ui/tables — the account pages' lists: DataTable (a table, cards on a phone), its ListFooter and SideNav.
// An entry of its own, so the home page and the shop never download them. Its components take Chakra's components
// and ui's own by '@xchange/ui', never from Chakra or by path: a relative import would put a second copy (and a second
// context) in this entry's chunk, and Chakra imported here would split ui's Chakra chunk into more, smaller files.
export { DataTable, type DataTableColumn, type DataTableProps, type SortState } from './components/data-table';
export { ListFooter, type ListFooterProps } from './components/list-footer';
export { SideNav, type SideNavItem, type SideNavProps } from './components/side-nav';
