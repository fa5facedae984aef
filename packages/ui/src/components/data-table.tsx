import type { Key, ReactNode } from 'react';
import type { SortOrder } from '@xchange/contract';
import { DataTableCards } from './data-table-cards';
import { cellOf } from './data-table-cell';
import { Box, Spinner, Table, Text, chakra, useNarrowScreen } from '@xchange/ui';

export interface SortState {
  sortBy: string;
  sortOrder: SortOrder;
}

export interface DataTableColumn<T> {
  /** Column id; also the `sortBy` value sent when the column is sorted. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to the row's property named `key`. */
  render?: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowKey: (row: T, index: number) => Key;
  /** Accessible name of the table. */
  label: string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  loading?: boolean;
  /** Shown when there are no rows, e.g. 'No Record Found' (docs/product.md §8). */
  emptyText?: string;
  onRowClick?: (row: T) => void;
}

const ariaSort = (column: { key: string; sortable?: boolean }, sort?: SortState) => {
  if (!column.sortable) return undefined;
  if (sort?.sortBy !== column.key) return 'none' as const;
  return sort.sortOrder === 'asc' ? ('ascending' as const) : ('descending' as const);
};

const nextSort = (key: string, sort?: SortState): SortState =>
  sort?.sortBy === key ? { sortBy: key, sortOrder: sort.sortOrder === 'asc' ? 'desc' : 'asc' } : { sortBy: key, sortOrder: 'asc' };

const sortMark = (order: SortOrder | undefined) => (order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕');

// A table may show hundreds of cells: their alignment and the rows' states are data attributes styled by these
// objects, defined once for every table, instead of style props each cell and row would resolve on every render.
const tableCss = {
  '& :is(th, td)[data-align=center]': { textAlign: 'center' },
  '& :is(th, td)[data-align=end]': { textAlign: 'end' },
  '& tbody tr[data-dimmed]': { opacity: 0.6 },
  '& tbody tr[data-clickable]': { cursor: 'pointer' },
} as const;
const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    gap: '1',
    alignItems: 'center',
    fontWeight: 'inherit',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
});
const wrapperCss = { overflowX: 'auto', width: 'full' } as const;
const messageCellCss = { textAlign: 'center', py: '6' } as const;

/**
 * A table of rows with sortable headers (aria-sort), a loading row and an empty-state text; below 768 px a list of
 * cards, so no column is cut off on a phone.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const narrow = useNarrowScreen();
  return narrow ? <DataTableCards {...props} /> : <WideTable {...props} />;
}

function WideTable<T>(props: DataTableProps<T>) {
  const { columns, rows, getRowKey, label, sort, onSortChange, loading = false, emptyText = 'No Record Found', onRowClick } = props;
  // While a next page loads the previous rows stay, dimmed; a spinner row only when there is nothing to show.
  const empty = rows.length === 0;
  return (
    <Box css={wrapperCss}>
      <Table.Root size="sm" interactive={Boolean(onRowClick)} aria-label={label} aria-busy={loading || undefined} css={tableCss}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} aria-sort={ariaSort(column, sort)} data-align={column.align}>
                {column.sortable ? (
                  <SortButton type="button" onClick={() => onSortChange?.(nextSort(column.key, sort))}>
                    {column.header}
                    <span aria-hidden="true">{sortMark(sort?.sortBy === column.key ? sort.sortOrder : undefined)}</span>
                  </SortButton>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && empty && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} css={messageCellCss}>
                <Spinner size="sm" color="brand.solid" mr="2" />
                <Text as="span">Loading…</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {!loading && empty && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} css={messageCellCss} color="fg.muted">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row, index) => (
            <Table.Row
              key={getRowKey(row, index)}
              data-dimmed={loading || undefined}
              data-clickable={onRowClick ? true : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {columns.map((column) => (
                <Table.Cell key={column.key} data-align={column.align}>
                  {cellOf(column, row, index)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
