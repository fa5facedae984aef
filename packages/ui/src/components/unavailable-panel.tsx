import { Button, Heading, Text, VStack } from '@chakra-ui/react';

export interface UnavailablePanelProps {
  title?: string;
  message?: string;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** The friendly panel shown in place of a part of the page that failed to load or crashed. */
export function UnavailablePanel({
  title = 'This section is temporarily unavailable',
  message = 'The rest of the site keeps working. Please try again in a moment.',
  onRetry,
  retryLabel = 'Retry',
}: UnavailablePanelProps) {
  return (
    <VStack role="alert" gap="3" py="12" px="4" textAlign="center" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {message}
      </Text>
      {onRetry && (
        <Button colorPalette="brand" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </VStack>
  );
}
