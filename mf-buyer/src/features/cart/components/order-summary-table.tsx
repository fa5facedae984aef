import { useState } from 'react';
import { HStack, IconButton, Text } from '@xchange/ui';
import { DataTable, type DataTableColumn } from '@xchange/ui/tables';
import { effectivePrice, emptyTexts, formatUsd, lineTotal } from '@xchange/contract/core';
import type { CartLine } from '@xchange/contract';
import { useCart } from '@xchange/remote-kit';
import { EyeIcon, TrashIcon } from '../../../lib/components/icons';
import { ProductThumb } from '../../../lib/components/product-thumb';
import { LineDetailsDialog } from './line-details-dialog';

/** The order summary's table: Product, Price, Quantity, Total, View Details and delete per line (docs/product.md §2.5). */
export function OrderSummaryTable({ lines }: { lines: CartLine[] }) {
  const remove = useCart((s) => s.remove);
  const [shown, setShown] = useState<CartLine | null>(null);
  const columns: DataTableColumn<CartLine>[] = [
    {
      key: 'productname',
      header: 'Product',
      render: (l) => (
        <HStack gap={3}>
          <ProductThumb url={l.primaryfile?.url} fileType={l.primaryfile?.fileType} name={l.productname} size="12" />
          <Text>{l.productname}</Text>
        </HStack>
      ),
    },
    { key: 'price', header: 'Price', render: (l) => formatUsd(effectivePrice(l)) },
    { key: 'quantity', header: 'Quantity' },
    { key: 'total', header: 'Total', render: (l) => formatUsd(lineTotal(l)) },
    {
      key: 'actions',
      header: 'Action',
      render: (l) => (
        <HStack gap={1}>
          <IconButton size="sm" variant="ghost" aria-label={`View Details of ${l.productname}`} onClick={() => setShown(l)}>
            <EyeIcon />
          </IconButton>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${l.productname}`} onClick={() => remove(l.id)}>
            <TrashIcon />
          </IconButton>
        </HStack>
      ),
    },
  ];
  return (
    <>
      <DataTable label="Order summary" columns={columns} rows={lines} getRowKey={(l) => l.id} emptyText={emptyTexts.orderSummary} />
      <LineDetailsDialog line={shown} onClose={() => setShown(null)} />
    </>
  );
}
