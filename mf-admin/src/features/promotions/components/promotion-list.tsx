import { useState } from 'react';
import { confirmTexts, defaultSorts, emptyTexts, successTexts } from '@xchange/contract/core';
import { promotionTabStatus } from '@xchange/contract/accounts';
import type { Promotion, PromotionForm, PromotionTab } from '@xchange/contract';
import { Button, Stack, Text } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { ConfirmDialog } from '@xchange/ui/overlays';
import { useNotify, useListQuery } from '@xchange/remote-kit';
import { ListToolbar } from '../../../lib/list-toolbar';
import { RowActions } from '../../../lib/row-actions';
import { useCreatePromotion } from '../api/create-promotion';
import { useDeletePromotion } from '../api/delete-promotion';
import { usePromotions } from '../api/get-promotions';
import { useSellersLookup } from '../api/get-sellers-lookup';
import { useUpdatePromotion } from '../api/update-promotion';
import { PromotionDialog } from './promotion-dialog';
import { PromotionSwitch } from './promotion-switch';

/** One promotions tab: the active tab lists status 'true' by seller, the upcoming tab 'false' by start date. */
export function PromotionList({ tab }: { tab: PromotionTab }) {
  const notify = useNotify();
  const list = useListQuery(tab === 'active' ? defaultSorts.promotions : defaultSorts.upcomingPromotions);
  const page = usePromotions(promotionTabStatus[tab], list.query);
  const sellers = useSellersLookup();
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const remove = useDeletePromotion();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const total = page.data?.totalElements ?? 0;

  const save = async (values: PromotionForm) => {
    try {
      if (editing === 'new') await create.mutateAsync(values);
      else if (editing) await update.mutateAsync({ ...values, id: editing.id, status: editing.status });
    } catch {
      return; // the API client has shown why; the dialog keeps what was typed
    }
    notify({ type: 'success', title: editing === 'new' ? successTexts.promotionAdded : successTexts.promotionEdited });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify({ type: 'success', title: successTexts.promotionDeleted });
      list.clampPage(total - 1);
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<Promotion>[] = [
    { key: 'sellername', header: 'Seller', sortable: true },
    { key: 'companyName', header: 'Company', sortable: true },
    { key: 'startdate', header: 'Start Date', sortable: true, render: (p) => <Text whiteSpace="nowrap">{p.startdate}</Text> },
    { key: 'enddate', header: 'End Date', sortable: true, render: (p) => <Text whiteSpace="nowrap">{p.enddate}</Text> },
    { key: 'status', header: 'Status', render: (p) => <PromotionSwitch promotion={p} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (p) => <RowActions name={`${p.sellername} promotion`} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />,
    },
  ];

  return (
    <Stack gap={4}>
      <ListToolbar
        searchLabel="Search promotions"
        onSearch={list.setSearch}
        actions={
          <Button colorPalette="brand" onClick={() => setEditing('new')} disabled={sellers.isPending}>
            Add Promotion
          </Button>
        }
      />
      <DataTable
        label={tab === 'active' ? 'Active promotions' : 'Upcoming promotions'}
        columns={columns}
        rows={page.data?.content ?? []}
        getRowKey={(p) => p.id}
        sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
        onSortChange={list.setSort}
        loading={page.isFetching}
        emptyText={page.isError ? 'Promotions could not be loaded. Please reload the page to try again.' : emptyTexts.records}
      />
      <ListFooter
        label="Promotion pages"
        page={list.query.page}
        size={list.query.size}
        total={total}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
      />
      {editing && (
        <PromotionDialog
          tab={tab}
          promotion={editing === 'new' ? undefined : editing}
          sellers={sellers.data ?? []}
          saving={create.isPending || update.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete Promotion"
        message={confirmTexts.deletePromotion}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete().catch(() => undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
