import { Center, Text, VStack } from '@xchange/ui';

/** Shown where a listing has no picture yet. */
export function NoPicture({ label = 'No picture yet' }: { label?: string }) {
  return (
    <Center bg="bg.muted" color="fg.muted" w="full" h="full" minH="40">
      <VStack gap={2}>
        <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="8.5" cy="10" r="1.5" />
          <path d="M21 16l-5-5-7 7" />
        </svg>
        <Text fontSize="sm">{label}</Text>
      </VStack>
    </Center>
  );
}
