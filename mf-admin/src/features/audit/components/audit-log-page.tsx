import { useState } from 'react';
import { emptyTexts, formatDateTime } from '@xchange/contract/core';
import { adminOfferTexts } from '@xchange/contract/accounts';
import type { AuditEntry } from '@xchange/contract';
import { Button, Stack, Text } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { PageIntro, useListQuery } from '@xchange/remote-kit';
import { ListToolbar } from '../../../lib/list-toolbar';
import { useAuditLog } from '../api/get-audit-log';
import { actionLabel, detailText, offerListingOf } from './audit-texts';
import { ListingOffersDialog } from './listing-offers-dialog';
import { ListingOffersLookup } from './listing-offers-lookup';

const columnsWith = (viewOffers: (productId: number) => void): DataTableColumn<AuditEntry>[] => [
  { key: 'at', header: 'When', sortable: true, render: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
  { key: 'actor', header: 'Who', sortable: true },
  { key: 'action', header: 'What', sortable: true, render: (e) => actionLabel(e.action) },
  { key: 'target', header: 'On', sortable: true },
  {
    key: 'detail',
    header: 'Details',
    render: (e) => {
      const listing = offerListingOf(e);
      return (
        <Stack gap={1} align="start">
          {/* a detail quotes what users typed: a long unbroken word wraps instead of widening a phone's page */}
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {detailText(e.detail)}
          </Text>
          {listing !== undefined && (
            <Button size="xs" variant="outline" aria-label={adminOfferTexts.viewOn(listing)} onClick={() => viewOffers(listing)}>
              {adminOfferTexts.view}
            </Button>
          )}
        </Stack>
      );
    },
  },
];

/** Every recorded admin action, newest first: who did what, to which object, when. */
function AuditLogList() {
  const list = useListQuery({ sortBy: 'at', sortOrder: 'desc' });
  const page = useAuditLog(list.query);
  const [offersOf, setOffersOf] = useState<number>();
  return (
    <Stack gap={4}>
      <ListToolbar searchLabel="Search the audit log" onSearch={list.setSearch} />
      <DataTable
        label="Audit log"
        columns={columnsWith(setOffersOf)}
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
      {offersOf !== undefined && <ListingOffersDialog productId={offersOf} onClose={() => setOffersOf(undefined)} />}
    </Stack>
  );
}

export function AuditLogPage() {
  return (
    <PageIntro
      title="Audit Log"
      description="Every change an administrator made on The Xchange Marketplace, and every step of buyers' offers, newest first."
      intro="Every change an administrator made to brands, categories, sellers, promotions and advertisements, and every step of an offer or quote request: who, what and when."
    >
      <ListingOffersLookup />
      <AuditLogList />
    </PageIntro>
  );
}
