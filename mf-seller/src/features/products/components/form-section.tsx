import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@xchange/ui';

/** One titled part of the product form (a fieldset named by its heading). */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} minW={0}>
      <Stack gap={4}>
        <Stack gap={1} as="legend" float="left" w="full">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {hint && (
            <Text fontSize="sm" color="fg.muted">
              {hint}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
