import type { ExportFormat } from '@xchange/contract';
import { exportFileName } from '@xchange/contract/accounts';
import { Button, HStack, Text } from '@xchange/ui';
import { localDay, useDownloadExport } from '../../../lib/exports/download-export';

const names = { csv: 'exportListingsCsv', xlsx: 'exportListingsXlsx' } as const;

/** docs/product.md §2.12: every listing of the seller, drafts included, as CSV or Excel (the import template's columns). */
export function ExportListings() {
  const download = useDownloadExport();
  const save = (format: ExportFormat) => download.mutate({ name: names[format], fileName: exportFileName('listings', format, localDay()) });
  return (
    <HStack gap="2" flexWrap="wrap" role="group" aria-label="Export listings">
      <Text fontSize="sm" color="fg.muted">
        Export all listings:
      </Text>
      <Button size="sm" variant="outline" loading={download.isPending} onClick={() => save('csv')}>
        CSV
      </Button>
      <Button size="sm" variant="outline" loading={download.isPending} onClick={() => save('xlsx')}>
        Excel
      </Button>
    </HStack>
  );
}
