import { AspectRatio, Box, Skeleton, SkeletonText, Stack } from '@xchange/ui';

/** Placeholders in the shape of product cards while a page loads. */
export function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <Box key={i} borderWidth="1px" borderRadius="lg" overflow="hidden" aria-hidden="true">
      <AspectRatio ratio={4 / 3}>
        <Skeleton />
      </AspectRatio>
      <Stack p={4} gap={3}>
        <SkeletonText noOfLines={2} />
        <Skeleton h="5" w="24" />
      </Stack>
    </Box>
  ));
}
