import { Badge, Box, HStack, Stack, Text, chakra } from '@xchange/ui';
import { formatCount, formatUsd, gradeLabel, gradeMeanings, returnsLabels, shippingLabels, warrantyLabels } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';
import { locationOf } from '../location-of';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The grade with what it means, and the seller's note. */
export function GradePanel({ product }: { product: Product }) {
  if (!product.grade) return null;
  return (
    <Stack gap={1} as="section" aria-label="Grade">
      <HStack gap={2}>
        <Badge colorPalette="blue" variant="solid" bg="blue.700" size="lg">
          {gradeLabel(product.grade)}
        </Badge>
      </HStack>
      <Text fontSize="sm">{gradeMeanings[product.grade]}</Text>
      {product.gradeNote && (
        <Text fontSize="sm" color="fg.muted">
          {`Seller’s note: ${product.gradeNote}`}
        </Text>
      )}
    </Stack>
  );
}

/** docs/product.md §2.9: what a buyer asks before paying, as the seller gave it. */
export function BuyerFacts({ product: p }: { product: Product }) {
  const shipping =
    p.shipping === 'fixed' && p.shippingPrice !== null && p.shippingPrice !== undefined
      ? `${formatUsd(p.shippingPrice)} shipping`
      : shippingLabels[p.shipping ?? 'freight-quote'];
  const facts: [string, string | undefined][] = [
    ['Model number', p.modelNumber || undefined],
    ['Serial number', p.serialNumber || undefined],
    ['Year of manufacture', p.year ? String(p.year) : undefined],
    ['Hours of use', p.hoursOfUse !== null && p.hoursOfUse !== undefined ? formatCount(p.hoursOfUse) : undefined],
    ['Included accessories', p.accessories || undefined],
    ['Warranty', warrantyLabels[p.warrantyDays ?? 0]],
    ['Ships from', locationOf(p)],
    ['Shipping', shipping],
    ['Lead time', p.leadTimeDays !== null && p.leadTimeDays !== undefined ? days(p.leadTimeDays) : undefined],
    ['Returns', returnsLabels[p.returnsDays ?? 0]],
    ['Payment terms', p.paymentTerms?.length ? p.paymentTerms.join(', ') : undefined],
  ];
  return (
    <Box as="section" aria-label="Before you buy">
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1.5} fontSize="sm">
        {facts
          .filter((f): f is [string, string] => f[1] !== undefined)
          .map(([term, value]) => (
            <Box key={term} display="contents">
              <chakra.dt fontWeight="semibold">{term}</chakra.dt>
              <chakra.dd>{value}</chakra.dd>
            </Box>
          ))}
      </chakra.dl>
    </Box>
  );
}
