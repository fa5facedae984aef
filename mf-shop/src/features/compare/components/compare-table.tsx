import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AspectRatio, Box, CloseButton, HStack, Image, Link, Stack, Table, Text, VisuallyHidden } from '@xchange/ui';
import { Switch } from '@xchange/ui/controls';
import { priceOnRequestLabel } from '@xchange/contract/listings';
import type { CompareRow, Product } from '@xchange/contract';
import { NoPicture } from '../../../lib/components/no-picture';

export interface CompareTableProps {
  products: Product[];
  rows: CompareRow[];
  onRemove: (id: number) => void;
}

/** docs/product.md §2.11: the answer still prices a listing priced on request; the table does not show it. */
function hidePricesOnRequest(row: CompareRow, products: Product[]): CompareRow {
  if (!products.some((p) => p.priceonrequest)) return row;
  const cells = row.cells.map((cell, i) => (products[i]?.priceonrequest ? priceOnRequestLabel : cell));
  return { ...row, cells, differs: new Set(cells).size > 1 };
}

/**
 * docs/product.md §2.10: a column per listing, a row per fact and spec field; rows where the listings differ are
 * marked (colour and words). The label column stays in view while the table scrolls sideways on a phone.
 */
export function CompareTable({ products, rows, onRemove }: CompareTableProps) {
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const priced = rows.map((r) => (r.key === 'price' ? hidePricesOnRequest(r, products) : r));
  const shown = differencesOnly ? priced.filter((r) => r.differs) : priced;
  const sticky = { position: 'sticky', insetStart: 0, bg: 'bg', zIndex: 1 } as const;
  return (
    <Stack gap={3}>
      <Switch.Root checked={differencesOnly} onCheckedChange={(d) => setDifferencesOnly(d.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Show differences only</Switch.Label>
      </Switch.Root>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" tabIndex={0} aria-label="Comparison table, scrolls sideways">
        <Table.Root size="sm" minW={`${140 + products.length * 170}px`}>
          <Table.Caption captionSide="top" textAlign="start" px={3} py={2} color="fg.muted">
            {`${products.length} listings side by side; rows where they differ are highlighted.`}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...sticky} w="140px">
                <VisuallyHidden>Listing</VisuallyHidden>
              </Table.ColumnHeader>
              {products.map((p) => {
                const picture = p.primaryfile?.thumbUrl || (p.primaryfile?.fileType === 'image' ? p.primaryfile.url : undefined);
                return (
                  <Table.ColumnHeader key={p.id} scope="col" verticalAlign="top" minW="170px">
                    <Stack gap={2}>
                      <AspectRatio ratio={4 / 3} bg="bg.muted" borderRadius="sm" overflow="hidden">
                        {picture ? <Image src={picture} alt="" objectFit="cover" htmlWidth={400} htmlHeight={300} /> : <NoPicture />}
                      </AspectRatio>
                      <HStack align="start" justify="space-between" gap={1}>
                        <Link asChild fontWeight="semibold" color="brand.fg">
                          <RouterLink to={`/product/${p.id}`}>{p.productname}</RouterLink>
                        </Link>
                        <CloseButton size="2xs" aria-label={`Remove ${p.productname} from comparison`} onClick={() => onRemove(p.id)} />
                      </HStack>
                    </Stack>
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.key} bg={row.differs ? 'orange.subtle' : undefined} data-differs={row.differs || undefined}>
                <Table.ColumnHeader scope="row" {...sticky} bg={row.differs ? 'orange.subtle' : 'bg'} fontWeight="semibold">
                  {row.label}
                  {row.differs && <VisuallyHidden> (differs)</VisuallyHidden>}
                </Table.ColumnHeader>
                {row.cells.map((cell, i) => (
                  <Table.Cell key={products[i]?.id ?? i}>
                    {cell ?? (
                      <Text as="span" color="fg.muted">
                        —
                      </Text>
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {differencesOnly && !shown.length && <Text>These listings are alike in every row.</Text>}
    </Stack>
  );
}
