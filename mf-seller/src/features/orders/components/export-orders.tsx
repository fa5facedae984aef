import { useState } from 'react';
import type { ExportFormat } from '@xchange/contract';
import { exportFileName } from '@xchange/contract/accounts';
import { ordersExportQuerySchema, validate } from '@xchange/contract/forms';
import { Button, Field, HStack, Input, Text } from '@xchange/ui';
import { localDay, useDownloadExport } from '../../../lib/exports/download-export';

const names = { csv: 'exportOrdersCsv', xlsx: 'exportOrdersXlsx' } as const;
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** docs/product.md §2.12: the seller's orders placed in a date range (days of the seller's time zone), as CSV or Excel. */
export function ExportOrders() {
  const today = localDay();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string>();
  const download = useDownloadExport();
  const save = (format: ExportFormat) => {
    const checked = validate(ordersExportQuerySchema, { from, to, tz: timeZone() });
    if (!checked.success) return setError(checked.errors[0]);
    setError(undefined);
    download.mutate({ name: names[format], query: checked.output, fileName: exportFileName('orders', format, `${from}-to-${to}`) });
  };
  return (
    <HStack gap="3" flexWrap="wrap" alignItems="flex-end" role="group" aria-label="Export orders">
      <Field.Root width="auto">
        <Field.Label>From</Field.Label>
        <Input type="date" size="sm" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>To</Field.Label>
        <Input type="date" size="sm" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
      </Field.Root>
      <Button size="sm" variant="outline" loading={download.isPending} onClick={() => save('csv')}>
        Export CSV
      </Button>
      <Button size="sm" variant="outline" loading={download.isPending} onClick={() => save('xlsx')}>
        Export Excel
      </Button>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" width="full">
          {error}
        </Text>
      )}
    </HStack>
  );
}
