import { Box, Button, Dialog, Heading, HStack, Portal, Stack, Text, chakra } from '@xchange/ui';
import { lineTotal, type CartLine } from '@xchange/contract';
import { ProductThumb } from '../../../lib/components/product-thumb';
import { effectivePrice } from '../../../lib/effective-price';
import { formatUsd } from '../../../lib/format-usd';

const Facts = ({ rows }: { rows: [string, string][] }) => (
  <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1}>
    {rows.map(([term, value]) => (
      <Box key={term} display="contents">
        <chakra.dt fontWeight="semibold">{term}</chakra.dt>
        <chakra.dd>{value}</chakra.dd>
      </Box>
    ))}
  </chakra.dl>
);

/** View Details of an order-summary line: ORDER DETAILS (its total) and PRODUCT DETAILS with the real category. */
export function LineDetailsDialog({ line, onClose }: { line: CartLine | null; onClose: () => void }) {
  return (
    <Dialog.Root open={line !== null} onOpenChange={(d) => !d.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{line ? `Details of ${line.productname}` : 'Details'}</Dialog.Title>
            </Dialog.Header>
            {line && (
              <Dialog.Body>
                <Stack gap={5}>
                  <Stack gap={2}>
                    <Heading as="h3" size="sm">ORDER DETAILS</Heading>
                    <Facts rows={[['Price', formatUsd(effectivePrice(line))], ['Quantity', String(line.quantity)], ['Order Total', formatUsd(lineTotal(line))]]} />
                  </Stack>
                  <Stack gap={2}>
                    <Heading as="h3" size="sm">PRODUCT DETAILS</Heading>
                    <HStack gap={4} align="flex-start">
                      <ProductThumb url={line.primaryfile?.url} fileType={line.primaryfile?.fileType} name={line.productname} size="24" />
                      <Stack gap={1}>
                        <Text fontWeight="semibold">{line.productname}</Text>
                        <Facts rows={[['Category', line.sellinginstrument || 'Not given'], ['Brand', line.manufacturer || 'Not given']]} />
                      </Stack>
                    </HStack>
                  </Stack>
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
