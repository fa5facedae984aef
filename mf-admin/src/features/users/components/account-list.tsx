import type { ReactNode } from 'react';
import { defaultSorts, emptyTexts } from '@xchange/contract/core';
import type { AccountRow } from '@xchange/contract';
import { Box, Stack } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { ListToolbar } from '../../../lib/list-toolbar';
import { useAccounts, type AccountKind } from '../api/get-accounts';
import { SellerStatusSwitch } from './seller-status-switch';
import { useListQuery } from '@xchange/remote-kit';

const plural = { buyer: 'Buyers', seller: 'Sellers' } as const;

/** An inactive seller's cells are dimmed and inert; only its switch stays usable (docs/product.md §4). */
const cell = (row: AccountRow, content: ReactNode) =>
  row.accountStatus === false ? (
    <Box opacity={0.45} pointerEvents="none" userSelect="none" aria-disabled="true">
      {content}
    </Box>
  ) : (
    content
  );

/** Read-only rows of buyers or sellers with search, sort and paging; sellers add the Active/Inactive switch. */
export function AccountList({ kind }: { kind: AccountKind }) {
  const list = useListQuery(kind === 'buyer' ? defaultSorts.buyers : defaultSorts.sellers);
  const page = useAccounts(kind, list.query);
  const columns: DataTableColumn<AccountRow>[] = [
    { key: 'firstname', header: 'Name', sortable: true, render: (r) => cell(r, `${r.firstname} ${r.lastname}`.trim()) },
    { key: 'company', header: 'Company Name', sortable: true, render: (r) => cell(r, r.company) },
    { key: 'username', header: 'Email', sortable: true, render: (r) => cell(r, r.username) },
    { key: 'address', header: 'Address', sortable: true, render: (r) => cell(r, r.address) },
    { key: 'phone', header: 'Phone Number', sortable: true, render: (r) => cell(r, r.phone) },
    ...(kind === 'seller'
      ? [{ key: 'accountStatus', header: 'Status', sortable: true, render: (r: AccountRow) => <SellerStatusSwitch seller={r} /> }]
      : []),
  ];
  return (
    <Stack gap={4}>
      <ListToolbar searchLabel={`Search ${plural[kind].toLowerCase()}`} onSearch={list.setSearch} />
      <DataTable
        label={plural[kind]}
        columns={columns}
        rows={page.data?.content ?? []}
        getRowKey={(r) => r.id}
        sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
        onSortChange={list.setSort}
        loading={page.isFetching}
        emptyText={page.isError ? `${plural[kind]} could not be loaded. Please reload the page to try again.` : emptyTexts.records}
      />
      <ListFooter
        label={`${plural[kind]} pages`}
        page={list.query.page}
        size={list.query.size}
        total={page.data?.totalElements ?? 0}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
      />
    </Stack>
  );
}
