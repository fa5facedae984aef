import { useState, type ReactNode } from 'react';
import { HStack, IconButton, Text } from '@xchange/ui';
import { DataTable, type DataTableColumn, type SortState } from '@xchange/ui/tables';
import { formatDate, formatUsd } from '@xchange/contract/core';
import { orderStatusLabels } from '@xchange/contract/accounts';
import type { Order } from '@xchange/contract';
import { ChatIcon, EyeIcon } from '../../../lib/components/icons';
import { ProductThumb } from '../../../lib/components/product-thumb';
import { OrderDetailsDialog } from './order-details-dialog';

export interface OrdersTableProps {
  label: string;
  rows: Order[];
  emptyText: string;
  loading?: boolean;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Shows the chat icon that opens the order's messages. */
  onChat?: (order: Order) => void;
  /** More for a row's Action cell (the history's review button). */
  action?: (order: Order) => ReactNode;
}

const productLabel = (o: Order) => {
  const first = o.product[0]?.productname ?? '';
  return o.product.length > 1 ? `${first} and ${o.product.length - 1} more` : first;
};

/** The buyer's orders with View Details (and the chat icon on current orders). */
export function OrdersTable({ label, rows, emptyText, loading, sort, onSortChange, onChat, action }: OrdersTableProps) {
  const [shown, setShown] = useState<Order | null>(null);
  const sortable = Boolean(onSortChange);
  const columns: DataTableColumn<Order>[] = [
    {
      key: 'productname',
      header: 'Product',
      sortable,
      render: (o) => (
        <HStack gap={3}>
          <ProductThumb
            url={o.product[0]?.primaryfile?.url}
            fileType={o.product[0]?.primaryfile?.fileType}
            name={o.product[0]?.productname ?? ''}
            size="10"
          />
          <Text>{productLabel(o)}</Text>
        </HStack>
      ),
    },
    { key: 'ordernumber', header: 'Order Number', sortable },
    { key: 'orderdate', header: 'Order Date', sortable, render: (o) => formatDate(o.orderdate) },
    { key: 'total', header: 'Total', sortable, render: (o) => formatUsd(o.total) },
    { key: 'orderstatus', header: 'Status', render: (o) => orderStatusLabels[o.orderstatus] },
    {
      key: 'actions',
      header: 'Action',
      render: (o) => (
        <HStack gap={1}>
          <IconButton size="sm" variant="ghost" aria-label={`View Details of order ${o.ordernumber}`} onClick={() => setShown(o)}>
            <EyeIcon />
          </IconButton>
          {onChat && (
            <IconButton size="sm" variant="ghost" aria-label={`Message the seller about order ${o.ordernumber}`} onClick={() => onChat(o)}>
              <ChatIcon />
            </IconButton>
          )}
          {action?.(o)}
        </HStack>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        getRowKey={(o) => o.id}
        emptyText={emptyText}
        loading={loading}
        sort={sort}
        onSortChange={onSortChange}
      />
      <OrderDetailsDialog order={shown} onClose={() => setShown(null)} />
    </>
  );
}
