import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@xchange/ui';

/** What ApexCharts draws for `height={chartHeight}` plus its legend strip; reserved before the chart arrives. */
export const chartHeight = 280;
const reserved = `${chartHeight + 15}px`;

/** One chart with its heading, holding its final size while the chart's chunk downloads (no layout shift). */
export function ChartFigure({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Stack as="figure" gap={2} m={0} aria-label={label}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Box minH={reserved}>{children}</Box>
    </Stack>
  );
}

export const chartTitles = (year: number) => ({
  sales: { title: `Sales, Jan–Dec ${year}`, label: `Sales by month, January to December ${year}` },
  orders: { title: `Orders, Jan–Dec ${year}`, label: `Orders by month, January to December ${year}` },
});

/** The two charts' frames while ApexCharts loads. */
export function ChartsPlaceholder({ year }: { year: number }) {
  const t = chartTitles(year);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
      <ChartFigure {...t.sales}>
        <Text color="fg.muted">Loading charts…</Text>
      </ChartFigure>
      <ChartFigure {...t.orders}>{null}</ChartFigure>
    </SimpleGrid>
  );
}
