import type { ReactNode } from 'react';
import { Box, Heading, Text, VStack } from '@chakra-ui/react';

export interface EmptyStateProps {
  /** e.g. 'No Orders', 'No items found in cart' (docs/product.md §8). */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link, e.g. back to the shop. */
  action?: ReactNode;
}

/** A centred "nothing here" message with optional icon, text and action. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <VStack gap="3" py="10" px="4" textAlign="center" role="status">
      {icon && (
        <Box color="fg.subtle" fontSize="4xl" aria-hidden="true">
          {icon}
        </Box>
      )}
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" maxW="md">
          {description}
        </Text>
      )}
      {action}
    </VStack>
  );
}
