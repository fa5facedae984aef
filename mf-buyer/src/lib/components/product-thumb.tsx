import { Box, Center, Image } from '@xchange/ui';

/** A product's primary picture as a small square, or a neutral placeholder when it has none. */
export function ProductThumb({
  url,
  fileType,
  name,
  size = '16',
}: {
  url?: string | null;
  fileType?: string;
  name: string;
  size?: string;
}) {
  if (!url || fileType === 'video') {
    return (
      <Center w={size} h={size} flexShrink={0} bg="gray.100" color="fg.muted" borderRadius="md" fontSize="xs" aria-hidden="true">
        No photo
      </Center>
    );
  }
  return (
    <Box w={size} h={size} flexShrink={0} borderRadius="md" overflow="hidden" bg="white" borderWidth="1px">
      <Image src={url} alt={name} w="full" h="full" objectFit="contain" />
    </Box>
  );
}
