import { emptyTexts, formatDateTime } from '@xchange/contract/core';
import type { AuditEntry } from '@xchange/contract';
import { DataTable, Stack, Text, type DataTableColumn, ListFooter } from '@xchange/ui';
import { PageIntro, useListQuery } from '@xchange/remote-kit';
import { ListToolbar } from '../../../lib/list-toolbar';
import { useAuditLog } from '../api/get-audit-log';
import { actionLabel, detailText } from './audit-texts';

const columns: DataTableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', sortable: true, render: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
  { key: 'actor', header: 'Who', sortable: true },
  { key: 'action', header: 'What', sortable: true, render: (e) => actionLabel(e.action) },
  { key: 'target', header: 'On', sortable: true },
  {
    key: 'detail',
    header: 'Details',
    render: (e) => (
      <Text fontSize="sm" color="fg.muted">
        {detailText(e.detail)}
      </Text>
    ),
  },
];

/** Every recorded admin action, newest first: who did what, to which object, when. */
function AuditLogList() {
  const list = useListQuery({ sortBy: 'at', sortOrder: 'desc' });
  const page = useAuditLog(list.query);
  return (
    <Stack gap={4}>
      <ListToolbar searchLabel="Search the audit log" onSearch={list.setSearch} />
      <DataTable
        label="Audit log"
        columns={columns}
        rows={page.data?.content ?? []}
        getRowKey={(e) => e.id}
        sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
        onSortChange={list.setSort}
        loading={page.isFetching}
        emptyText={page.isError ? 'The audit log could not be loaded. Please reload the page to try again.' : emptyTexts.records}
      />
      <ListFooter
        label="Audit log pages"
        page={list.query.page}
        size={list.query.size}
        total={page.data?.totalElements ?? 0}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
      />
    </Stack>
  );
}

export function AuditLogPage() {
  return (
    <PageIntro
      title="Audit Log"
      description="Every change an administrator made on The Xchange Marketplace, newest first."
      intro="Every change an administrator made to brands, categories, sellers, promotions and advertisements: who, what and when."
    >
      <AuditLogList />
    </PageIntro>
  );
}
