import type { ReactNode } from 'react';
import { Box, Card, NativeSelect, Spinner, Text, chakra } from '@xchange/ui';
import type { DataTableProps, SortState } from './data-table';
import { cellOf } from './data-table-cell';

const headerText = (header: ReactNode, key: string) => (typeof header === 'string' ? header : key);

/** The sort choice of the card list: each sortable column, ascending or descending. */
function SortSelect<T>({ columns, sort, onSortChange, label }: Pick<DataTableProps<T>, 'columns' | 'sort' | 'onSortChange' | 'label'>) {
  const sortable = columns.filter((c) => c.sortable);
  if (!onSortChange || sortable.length === 0) return null;
  const value = sort ? `${sort.sortBy}:${sort.sortOrder}` : '';
  return (
    <NativeSelect.Root size="sm" maxW="xs">
      <NativeSelect.Field
        aria-label={`Sort ${label}`}
        value={value}
        onChange={(e) => {
          const [sortBy, sortOrder] = e.currentTarget.value.split(':') as [string, SortState['sortOrder']];
          onSortChange({ sortBy, sortOrder });
        }}
      >
        {!sort && <option value="">Sort by</option>}
        {sortable.flatMap((c) => [
          <option key={`${c.key}:asc`} value={`${c.key}:asc`}>
            {headerText(c.header, c.key)} ▲
          </option>,
          <option key={`${c.key}:desc`} value={`${c.key}:desc`}>
            {headerText(c.header, c.key)} ▼
          </option>,
        ])}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** DataTable below 768 px: one card per row, titled by the first column, every other cell under its header. */
export function DataTableCards<T>(props: DataTableProps<T>) {
  const { columns, rows, getRowKey, label, loading = false, emptyText = 'No Record Found', onRowClick } = props;
  const [title, ...rest] = columns;
  const empty = rows.length === 0;
  return (
    <Box display="flex" flexDirection="column" gap="3" width="full" aria-busy={loading || undefined}>
      <SortSelect columns={columns} sort={props.sort} onSortChange={props.onSortChange} label={label} />
      {loading && empty && (
        <Text textAlign="center" py="6">
          <Spinner size="sm" color="brand.solid" mr="2" />
          Loading…
        </Text>
      )}
      {!loading && empty && (
        <Text textAlign="center" py="6" color="fg.muted">
          {emptyText}
        </Text>
      )}
      {!empty && (
        <chakra.ul aria-label={label} listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
          {rows.map((row, index) => (
            <Card.Root
              as="li"
              key={getRowKey(row, index)}
              size="sm"
              opacity={loading ? 0.6 : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              cursor={onRowClick ? 'pointer' : undefined}
            >
              <Card.Body gap="3">
                {title && <Box fontWeight="semibold">{cellOf(title, row, index)}</Box>}
                <chakra.dl
                  display="grid"
                  gridTemplateColumns="minmax(6rem, max-content) minmax(0, 1fr)"
                  columnGap="4"
                  rowGap="2"
                  alignItems="center"
                >
                  {rest.map((column) => (
                    <Box key={column.key} display="contents">
                      <chakra.dt fontSize="sm" color="fg.muted">
                        {column.header}
                      </chakra.dt>
                      <chakra.dd m="0" minW="0" overflowWrap="anywhere">
                        {cellOf(column, row, index)}
                      </chakra.dd>
                    </Box>
                  ))}
                </chakra.dl>
              </Card.Body>
            </Card.Root>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
