import { Heading, HStack, Stack, Text } from '@xchange/ui';
import { DetailList, DetailsDialog } from '@xchange/remote-kit';
import { effectivePrice, formatUsd, lineTotal } from '@xchange/contract/core';
import type { CartLine } from '@xchange/contract';
import { ProductThumb } from '../../../lib/components/product-thumb';

/** View Details of an order-summary line: ORDER DETAILS (its total) and PRODUCT DETAILS with the real category. */
export function LineDetailsDialog({ line, onClose }: { line: CartLine | null; onClose: () => void }) {
  return (
    <DetailsDialog item={line} title={line ? `Details of ${line.productname}` : 'Details'} onClose={onClose} size="md">
      {(line) => (
        <Stack gap={5}>
          <Stack gap={2}>
            <Heading as="h3" size="sm">
              ORDER DETAILS
            </Heading>
            <DetailList
              rows={[
                ['Price', formatUsd(effectivePrice(line))],
                ['Quantity', String(line.quantity)],
                ['Order Total', formatUsd(lineTotal(line))],
              ]}
            />
          </Stack>
          <Stack gap={2}>
            <Heading as="h3" size="sm">
              PRODUCT DETAILS
            </Heading>
            <HStack gap={4} align="flex-start">
              <ProductThumb url={line.primaryfile?.url} fileType={line.primaryfile?.fileType} name={line.productname} size="24" />
              <Stack gap={1}>
                <Text fontWeight="semibold">{line.productname}</Text>
                <DetailList
                  rows={[
                    ['Category', line.category || 'Not given'],
                    ['Brand', line.brand || 'Not given'],
                  ]}
                />
              </Stack>
            </HStack>
          </Stack>
        </Stack>
      )}
    </DetailsDialog>
  );
}
