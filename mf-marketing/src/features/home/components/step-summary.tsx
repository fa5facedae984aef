import { Box, Heading, Stack, Text } from '@xchange/ui';

export interface StepSummaryProps {
  title: string;
  steps: readonly { name: string; text: string }[];
}

/** A numbered five-step summary (Buy or Sell). */
export function StepSummary({ title, steps }: StepSummaryProps) {
  return (
    <Stack as="section" aria-label={title} flex="1" borderWidth="1px" borderRadius="md" p={6} gap={4}>
      <Heading as="h3" size="xl">
        {title}
      </Heading>
      <Stack as="ol" gap={3} listStyleType="none" m={0} p={0}>
        {steps.map((s, i) => (
          <Box as="li" key={s.name} display="flex" gap={3} alignItems="flex-start">
            <Box
              as="span"
              aria-hidden="true"
              flexShrink={0}
              w={8}
              h={8}
              borderRadius="full"
              bg="brand.500"
              color="gray.950"
              fontWeight="bold"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              {i + 1}
            </Box>
            <Box>
              <Text fontWeight="bold">{s.name}</Text>
              <Text>{s.text}</Text>
            </Box>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
