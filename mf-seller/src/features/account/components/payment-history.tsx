import { formatUsd } from '@xchange/contract/core';
import type { SubscriptionTransaction } from '@xchange/contract';
import { Badge, Heading, Stack } from '@xchange/ui';
import { DataTable, type DataTableColumn } from '@xchange/ui/tables';
import { formatDate, titleCase } from '../format';

const statusPalette: Record<SubscriptionTransaction['status'], string> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  refunded: 'gray',
};

const columns: DataTableColumn<SubscriptionTransaction>[] = [
  { key: 'date', header: 'Date', render: (t) => formatDate(t.date) },
  { key: 'description', header: 'Description' },
  { key: 'amount', header: 'Amount', align: 'end', render: (t) => formatUsd(t.amount) },
  { key: 'status', header: 'Status', render: (t) => <Badge colorPalette={statusPalette[t.status]}>{titleCase(t.status)}</Badge> },
];

/** The seller's subscription and credit payments, newest first as the API sends them. */
export function PaymentHistory({ transactions }: { transactions: SubscriptionTransaction[] }) {
  return (
    <Stack gap={3}>
      <Heading as="h2" size="lg">
        Payment history
      </Heading>
      <DataTable label="Payment history" columns={columns} rows={transactions} getRowKey={(t) => t.id} emptyText="No payments yet" />
    </Stack>
  );
}
