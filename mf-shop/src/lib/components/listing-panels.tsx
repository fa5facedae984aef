import { Heading, SimpleGrid, Stack } from '@xchange/ui';
import type { Product } from '@xchange/contract';
import { BuyerFacts, GradePanel } from './buyer-facts';
import { CalibrationPanel } from './calibration-panel';
import { SpecTable } from './spec-table';

/** docs/product.md §2.9: specifications, grade, calibration and the buyer-facing facts of one listing. */
export function ListingPanels({ product, headingLevel = 'h2' }: { product: Product; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 5, md: 8 }} alignItems="start">
      <Stack gap={3}>
        <Heading as={headingLevel} size="lg">
          Specifications
        </Heading>
        <SpecTable specs={product.specs ?? []} />
      </Stack>
      <Stack gap={4}>
        <Heading as={headingLevel} size="lg">
          Condition and terms
        </Heading>
        <GradePanel product={product} />
        <CalibrationPanel calibration={product.calibration} />
        <BuyerFacts product={product} />
      </Stack>
    </SimpleGrid>
  );
}
