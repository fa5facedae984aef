import { useState } from 'react';
import { Stack } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { defaultPageSize, emptyTexts, formatDate, formatUsd } from '@xchange/contract/core';
import type { Order } from '@xchange/contract';
import { PageIntro, pageOf } from '@xchange/remote-kit';
import { usePayments } from '../api/get-payments';

const columns: DataTableColumn<Order>[] = [
  { key: 'product', header: 'Product', render: (o) => o.product.map((p) => p.productname).join(', ') },
  { key: 'orderdate', header: 'Order Date', render: (o) => formatDate(o.orderdate) },
  { key: 'ordernumber', header: 'Order No' },
  { key: 'total', header: 'Amount', render: (o) => formatUsd(o.total) },
  { key: 'shipping', header: 'Shipping Method', render: (o) => o.sellerAccountData.preferredShipping || 'Arranged with the seller' },
  { key: 'paymentMethod', header: 'Payment Method', render: (o) => o.paymentMethod || 'Not given' },
  { key: 'paymentStatus', header: 'Payment Status' },
];

/** /buyerpayment (docs/product.md §2.5): what the buyer pays per order, with the real shipping and payment method; paged. */
export function PaymentsPage() {
  const payments = usePayments();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(defaultPageSize);
  const rows = payments.data ?? [];
  return (
    <PageIntro
      title="Payments"
      metaTitle="Buyer Payments"
      description="Payments for your orders: product, order number, amount and payment method."
      intro="Every payment for your orders, with the order date, order number, amount and payment method."
    >
      <Stack gap={4}>
        <DataTable
          label="Payments"
          columns={columns}
          rows={pageOf(rows, page, size)}
          getRowKey={(o) => o.id}
          loading={payments.isPending}
          emptyText={payments.isError ? 'Your payments could not be loaded. Please reload the page to try again.' : emptyTexts.payments}
        />
        <ListFooter label="Payments pages" page={page} size={size} total={rows.length} onPageChange={setPage} onSizeChange={setSize} />
      </Stack>
    </PageIntro>
  );
}
