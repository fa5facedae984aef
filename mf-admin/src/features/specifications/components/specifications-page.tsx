import { useState } from 'react';
import type { SpecField, SpecFieldForm } from '@xchange/contract';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@xchange/ui';
import { ConfirmDialog } from '@xchange/ui/overlays';
import { PageIntro, useNotify } from '@xchange/remote-kit';
import { useCreateSpecField } from '../api/create-spec-field';
import { useDeleteSpecField } from '../api/delete-spec-field';
import { useCategoryChoices } from '../api/get-category-choices';
import { useAdminSpecFields } from '../api/get-spec-fields';
import { useReorderSpecFields } from '../api/reorder-spec-fields';
import { useUpdateSpecField } from '../api/update-spec-field';
import { SpecFieldDialog } from './spec-field-dialog';
import { SpecFieldsTable } from './spec-fields-table';

const deleteMessage = (f: SpecField) =>
  f.uses
    ? `${f.uses} ${f.uses === 1 ? 'listing gives' : 'listings give'} a value for "${f.name}". Deleting the field removes those values from the listings.`
    : `No listing gives a value for "${f.name}" yet.`;

/** /admin-specifications (docs/product.md §2.9): each category's specification fields, their kind and order. */
export function SpecificationsPage() {
  const notify = useNotify();
  const categories = useCategoryChoices();
  const [categoryId, setCategoryId] = useState<number>();
  const list = categories.data?.content ?? [];
  const chosen = categoryId ?? list[0]?.id;
  const category = list.find((c) => c.id === chosen);
  const fields = useAdminSpecFields(chosen);
  const create = useCreateSpecField();
  const update = useUpdateSpecField();
  const remove = useDeleteSpecField();
  const reorder = useReorderSpecFields();
  const [editing, setEditing] = useState<SpecField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SpecField | null>(null);
  const rows = fields.data?.fields ?? [];

  const save = async (values: SpecFieldForm) => {
    try {
      if (editing === 'new') await create.mutateAsync(values);
      else if (editing) await update.mutateAsync({ ...values, id: editing.id });
    } catch {
      return; // the API client has shown why; the dialog keeps what was typed
    }
    notify({ type: 'success', title: editing === 'new' ? `Field "${values.name}" added` : `Field "${values.name}" updated` });
    setEditing(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const r = await remove.mutateAsync({ id: deleting.id, uses: deleting.uses ?? 0 });
      notify({ type: 'success', title: r.message });
    } catch {
      // the count changed: the list reloads with the new one
    }
    setDeleting(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((f) => f.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate({ categoryId: chosen!, ids });
  };

  return (
    <PageIntro
      title="Specifications"
      description="The specification fields sellers fill in and shoppers filter and compare by, per category."
      intro="Choose a category to see its fields: what each holds, whether shoppers filter by it and how many listings use it."
    >
      <Stack gap={4}>
        <HStack gap={4} align="end" flexWrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label>Category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={chosen ?? ''} onChange={(e) => setCategoryId(Number(e.currentTarget.value))}>
                {list.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button colorPalette="brand" disabled={!category} onClick={() => setEditing('new')}>
            Add field
          </Button>
        </HStack>
        {categories.isError && <Text>The categories could not be loaded. Please reload the page to try again.</Text>}
        <SpecFieldsTable
          fields={rows}
          loading={fields.isFetching}
          busy={reorder.isPending}
          onMove={move}
          onEdit={(f) => setEditing(f)}
          onDelete={(f) => setDeleting(f)}
        />
      </Stack>
      {editing && category && (
        <SpecFieldDialog
          categoryId={category.id}
          category={category.name}
          field={editing === 'new' ? undefined : editing}
          saving={create.isPending || update.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={deleting ? `Delete ${deleting.name}` : 'Delete field'}
        message={deleting ? deleteMessage(deleting) : ''}
        confirmLabel="Delete field"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </PageIntro>
  );
}
