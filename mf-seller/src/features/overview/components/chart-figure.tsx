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

const short = (month: number) => new Date(Date.UTC(2000, month, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
const long = (month: number) => new Date(Date.UTC(2000, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

/** Headings of the charts, which run from January to this month (0 = January). */
export const chartTitles = (year: number, month: number) => {
  const span = month === 0 ? `Jan ${year}` : `Jan–${short(month)} ${year}`;
  const spoken = month === 0 ? `January ${year}` : `January to ${long(month)} ${year}`;
  return {
    sales: { title: `Sales, ${span}`, label: `Sales by month, ${spoken}` },
    orders: { title: `Orders, ${span}`, label: `Orders by month, ${spoken}` },
  };
};

/** The two charts' frames while ApexCharts loads. */
export function ChartsPlaceholder({ year, month }: { year: number; month: number }) {
  const t = chartTitles(year, month);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
      <ChartFigure {...t.sales}>
        <Text color="fg.muted">Loading charts…</Text>
      </ChartFigure>
      <ChartFigure {...t.orders}>{null}</ChartFigure>
    </SimpleGrid>
  );
}
