import { Box, Heading, Stack, Text } from '@xchange/ui';
import { filterGroups } from '../filter-groups';

/** The side column of filter groups beside the product grid. */
export function FilterColumn() {
  return (
    <Stack as="aside" aria-label="Filters" gap={5} borderWidth="1px" borderRadius="md" p={5}>
      <Heading as="h2" size="lg">
        Filters
      </Heading>
      {filterGroups.map((g) => (
        <Box as="section" key={g.title} borderTopWidth="1px" pt={4}>
          <Heading as="h3" size="md">
            {g.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {g.hint}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
