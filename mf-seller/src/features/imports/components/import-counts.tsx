import type { ImportJob } from '@xchange/contract';
import { Box, SimpleGrid, Text } from '@xchange/ui';
import { formatCount } from '@xchange/contract/core';

const labels = {
  preview: { created: 'Will be created', updated: 'Will be updated', unchanged: 'Unchanged', failed: 'Rows with errors' },
  import: { created: 'Created', updated: 'Updated', unchanged: 'Unchanged', failed: 'Failed' },
} as const;

/** What a check found or an import did, row by row: new SKUs, changed ones, identical ones and refused rows. */
export function ImportCounts({ job }: { job: ImportJob }) {
  const names = labels[job.mode];
  const items = (['created', 'updated', 'unchanged', 'failed'] as const).map((key) => ({ key, label: names[key], value: job[key] }));
  return (
    <SimpleGrid
      as="ul"
      aria-label={job.mode === 'preview' ? 'What the import will do' : 'What the import did'}
      columns={{ base: 2, lg: 4 }}
      gap={4}
      listStyleType="none"
      p={0}
      m={0}
    >
      {items.map((item) => (
        <Box as="li" key={item.key} borderWidth="1px" borderRadius="lg" p={4}>
          <Text fontSize="sm" color="fg.muted">
            {item.label}
          </Text>
          <Text fontSize="2xl" fontWeight="semibold" color={item.key === 'failed' && item.value > 0 ? 'fg.error' : undefined}>
            {formatCount(item.value)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
