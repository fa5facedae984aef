import { useState } from 'react';
import { confirmTexts, emptyTexts } from '@xchange/contract/core';
import { Button, Stack } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { ConfirmDialog } from '@xchange/ui/overlays';
import { useNotify, useListQuery } from '@xchange/remote-kit';
import { ListToolbar } from '../../../lib/list-toolbar';
import { RowActions } from '../../../lib/row-actions';
import { CatalogDialog } from './catalog-dialog';
import { catalogKinds, type CatalogItem, type CatalogKindName, type CatalogValues } from './catalog-kind';

/** Search, sortable paged table, Add, Edit and Delete of brands or categories (docs/product.md §2.7). */
export function CatalogList({ kind }: { kind: CatalogKindName }) {
  const k = catalogKinds[kind];
  const notify = useNotify();
  const list = useListQuery(k.defaultSort);
  const page = k.useList(list.query);
  const create = k.useCreate();
  const update = k.useUpdate();
  const remove = k.useDelete();
  const [editing, setEditing] = useState<CatalogItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CatalogItem | null>(null);
  const rows: CatalogItem[] = page.data?.content ?? [];
  const total = page.data?.totalElements ?? 0;

  const save = async (values: CatalogValues) => {
    try {
      if (editing === 'new') await create.mutateAsync({ name: values.name, documenttype: values.documenttype ?? '' });
      else if (editing) await update.mutateAsync({ id: editing.id, name: values.name, documenttype: values.documenttype ?? '' });
    } catch {
      return; // the API client has shown why; the dialog keeps what was typed
    }
    notify({ type: 'success', title: editing === 'new' ? k.notices.added : k.notices.edited });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch {
      setDeleting(null);
      return;
    }
    notify({ type: 'success', title: k.notices.deleted });
    setDeleting(null);
    list.clampPage(total - 1);
  };

  const columns: DataTableColumn<CatalogItem>[] = [
    { key: 'name', header: 'Name', sortable: true },
    ...(k.withGroup ? [{ key: 'documenttype', header: 'Document Type', sortable: true }] : []),
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (row) => <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />,
    },
  ];

  return (
    <Stack gap={4}>
      <ListToolbar
        searchLabel={`Search ${k.plural.toLowerCase()}`}
        onSearch={list.setSearch}
        actions={
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            {`Add ${k.noun}`}
          </Button>
        }
      />
      <DataTable
        label={k.plural}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
        onSortChange={list.setSort}
        loading={page.isFetching}
        emptyText={page.isError ? `${k.plural} could not be loaded. Please reload the page to try again.` : emptyTexts.records}
      />
      <ListFooter
        label={`${k.plural} pages`}
        page={list.query.page}
        size={list.query.size}
        total={total}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
      />
      {editing && (
        <CatalogDialog
          noun={k.noun}
          withGroup={k.withGroup}
          item={editing === 'new' ? undefined : editing}
          saving={create.isPending || update.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={`Delete ${k.noun}`}
        message={confirmTexts.deleteProduct}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
