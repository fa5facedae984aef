import { specKindLabels } from '@xchange/contract/core';
import type { SpecField } from '@xchange/contract';
import { Button, HStack } from '@xchange/ui';
import { DataTable, type DataTableColumn } from '@xchange/ui/tables';
import { RowActions } from '../../../lib/row-actions';

export interface SpecFieldsTableProps {
  fields: SpecField[];
  loading: boolean;
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (field: SpecField) => void;
  onDelete: (field: SpecField) => void;
}

const detailOf = (f: SpecField) =>
  f.kind === 'number' ? f.unit || 'count' : f.kind === 'choice' ? f.options.map((o) => o.label).join(', ') : '';

/** A category's fields in display order with what each holds, whether it filters, how many listings use it. */
export function SpecFieldsTable({ fields, loading, busy, onMove, onEdit, onDelete }: SpecFieldsTableProps) {
  const columns: DataTableColumn<SpecField>[] = [
    {
      key: 'order',
      header: 'Order',
      render: (f) => {
        const i = fields.indexOf(f);
        return (
          <HStack gap={1}>
            <Button size="2xs" variant="outline" aria-label={`Move ${f.name} up`} disabled={busy || i === 0} onClick={() => onMove(i, -1)}>
              ↑
            </Button>
            <Button
              size="2xs"
              variant="outline"
              aria-label={`Move ${f.name} down`}
              disabled={busy || i === fields.length - 1}
              onClick={() => onMove(i, 1)}
            >
              ↓
            </Button>
          </HStack>
        );
      },
    },
    { key: 'name', header: 'Name' },
    { key: 'kind', header: 'Kind', render: (f) => specKindLabels[f.kind] },
    { key: 'detail', header: 'Unit or choices', render: detailOf },
    { key: 'filterable', header: 'Filter', render: (f) => (f.filterable ? 'Yes' : 'No') },
    { key: 'uses', header: 'Used by', render: (f) => `${f.uses ?? 0} ${(f.uses ?? 0) === 1 ? 'listing' : 'listings'}` },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (f) => <RowActions name={f.name} onEdit={() => onEdit(f)} onDelete={() => onDelete(f)} />,
    },
  ];
  return (
    <DataTable
      label="Specification fields"
      columns={columns}
      rows={fields}
      getRowKey={(f) => f.id}
      loading={loading}
      emptyText="This category has no specification fields yet. Add the first one."
    />
  );
}
