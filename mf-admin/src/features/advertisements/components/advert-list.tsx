import { useState } from 'react';
import { confirmTexts, defaultSorts, emptyTexts, successTexts } from '@xchange/contract/core';
import type { Advertisement, AdvertisementForm } from '@xchange/contract';
import { Badge, Box, Button, Image, Link, Stack, Text, Wrap } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { ConfirmDialog } from '@xchange/ui/overlays';
import { useNotify, useListQuery } from '@xchange/remote-kit';
import { ListToolbar } from '../../../lib/list-toolbar';
import { RowActions } from '../../../lib/row-actions';
import { useDeleteAdvert } from '../api/delete-advert';
import { useAdverts } from '../api/get-adverts';
import { useSaveAdvert } from '../api/save-advert';
import { AdvertDialog } from './advert-dialog';

function Preview({ advert }: { advert: Advertisement }) {
  if (advert.file?.fileType === 'image')
    return <Image src={advert.file.url} alt={advert.name} w="96px" h="54px" objectFit="cover" borderRadius="sm" />;
  return (
    <Box w="96px" h="54px" display="flex" alignItems="center" justifyContent="center" bg="bg.muted" borderRadius="sm">
      <Text fontSize="xs" color="fg.muted">
        {advert.file ? 'Video' : 'No file'}
      </Text>
    </Box>
  );
}

const columns = (edit: (a: Advertisement) => void, remove: (a: Advertisement) => void): DataTableColumn<Advertisement>[] => [
  { key: 'file', header: 'Document', render: (a) => <Preview advert={a} /> },
  { key: 'name', header: 'Name', sortable: true },
  {
    key: 'url',
    header: 'Redirect URL',
    sortable: true,
    render: (a) =>
      a.url ? (
        <Link
          href={a.url}
          target="_blank"
          rel="noopener noreferrer"
          title={a.url}
          color="fg"
          textDecoration="underline"
          display="block"
          maxW={{ base: '10rem', xl: '22rem' }}
          truncate
        >
          {a.url.replace(/^https?:\/\/(www\.)?/, '')}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    key: 'tags',
    header: 'Tags',
    render: (a) => (
      <Wrap gap={1}>
        {a.tags.map((t) => (
          <Badge key={t} variant="subtle" colorPalette="gray">
            {t}
          </Badge>
        ))}
      </Wrap>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    render: (a) => <RowActions name={a.name} onEdit={() => edit(a)} onDelete={() => remove(a)} />,
  },
];

/** The advertisements shown in the shop's side column: search, sort, page, add, edit, delete. */
export function AdvertList() {
  const notify = useNotify();
  const list = useListQuery(defaultSorts.advertisements);
  const page = useAdverts(list.query);
  const [progress, setProgress] = useState(0);
  const save = useSaveAdvert(setProgress);
  const remove = useDeleteAdvert();
  const [editing, setEditing] = useState<Advertisement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Advertisement | null>(null);
  const total = page.data?.totalElements ?? 0;

  const onSave = async (values: AdvertisementForm & { document: File | null }) => {
    setProgress(0);
    try {
      await save.mutateAsync({ ...values, ...(editing && editing !== 'new' ? { id: editing.id } : {}) });
    } catch {
      return; // the API client has shown why; the dialog keeps what was typed
    }
    notify({ type: 'success', title: editing === 'new' ? successTexts.advertisementAdded : successTexts.advertisementUpdated });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify({ type: 'success', title: successTexts.advertisementDeleted });
      list.clampPage(total - 1);
    } catch {
      // the API client has shown why
    }
    setDeleting(null);
  };

  return (
    <Stack gap={4}>
      <ListToolbar
        searchLabel="Search advertisements"
        onSearch={list.setSearch}
        actions={
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            Add Advertisement
          </Button>
        }
      />
      <DataTable
        label="Advertisements"
        columns={columns(setEditing, setDeleting)}
        rows={page.data?.content ?? []}
        getRowKey={(a) => a.id}
        sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
        onSortChange={list.setSort}
        loading={page.isFetching}
        emptyText={page.isError ? 'Advertisements could not be loaded. Please reload the page to try again.' : emptyTexts.records}
      />
      <ListFooter
        label="Advertisement pages"
        page={list.query.page}
        size={list.query.size}
        total={total}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
      />
      {editing && (
        <AdvertDialog
          advert={editing === 'new' ? undefined : editing}
          saving={save.isPending}
          progress={progress}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete Advertisement"
        message={confirmTexts.deleteAdvertisement}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
