import type { ReactNode } from 'react';
import { Box, chakra } from '@xchange/ui';

/** One term of a details list and what it says. */
export type DetailRow = readonly [term: string, value: ReactNode];

/** Terms and their values as a two-column description list. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1}>
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt fontWeight="semibold">{term}</chakra.dt>
          <chakra.dd>{value}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
