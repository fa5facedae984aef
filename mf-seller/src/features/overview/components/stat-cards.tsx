import { Box, SimpleGrid, Text } from '@xchange/ui';

export interface StatItem {
  label: string;
  value: string;
}

/** A row of figures, each a labelled card in a list named `label`. */
export function StatCards({ label, items }: { label: string; items: StatItem[] }) {
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 1, sm: 2, lg: 4 }} gap={4} listStyleType="none" p={0} m={0}>
      {items.map((s) => (
        <Box as="li" key={s.label} borderWidth="1px" borderRadius="lg" p={4}>
          <Text fontSize="sm" color="fg.muted">
            {s.label}
          </Text>
          <Text fontSize="2xl" fontWeight="semibold">
            {s.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
