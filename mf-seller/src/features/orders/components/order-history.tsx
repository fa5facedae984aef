import { formatDateTime } from '@xchange/contract/core';
import { orderStatusLabels } from '@xchange/contract/accounts';
import type { OrderHistoryEntry, OrderStatus } from '@xchange/contract';
import { List, Text } from '@xchange/ui';

const fieldLabels: Record<OrderHistoryEntry['field'], string> = { status: 'Status', payment: 'Payment status', comments: 'Comments' };

const shown = (e: OrderHistoryEntry, value: string): string => {
  if (e.field === 'status') return orderStatusLabels[value as OrderStatus] ?? value;
  return value === '' ? '(empty)' : value;
};

/** Each change a seller made to the order: who, when, from → to, oldest first. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  if (history.length === 0) return <Text color="fg.muted">No changes yet.</Text>;
  return (
    <List.Root as="ol" gap={1} ps={5} aria-label="Order history">
      {history.map((e, i) => (
        <List.Item key={`${e.at}-${i}`}>
          {formatDateTime(e.at)} · {e.by}: {fieldLabels[e.field]} {shown(e, e.from)} → {shown(e, e.to)}
        </List.Item>
      ))}
    </List.Root>
  );
}
