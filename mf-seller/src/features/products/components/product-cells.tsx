import { Box, HStack, IconButton, Image, Text, Portal } from '@xchange/ui';
import { Tooltip } from '@xchange/ui/tooltip';
import type { Product } from '@xchange/contract';

/** The row's picture (its thumbnail, a video's first frame, or a placeholder) and its name. */
export function ProductCell({ product }: { product: Product }) {
  const file = product.primaryfile;
  return (
    <HStack gap={3} minW="12rem">
      <Box w="12" h="12" flexShrink={0} borderRadius="md" overflow="hidden" bg="bg.muted" display="grid" placeItems="center">
        {file?.fileType === 'image' ? (
          <Image src={file.thumbUrl ?? file.url} alt="" w="full" h="full" objectFit="cover" />
        ) : file?.fileType === 'video' ? (
          <video src={file.url} muted preload="metadata" aria-hidden="true" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Text fontSize="2xs" color="fg.muted" textAlign="center">
            No photo
          </Text>
        )}
      </Box>
      <Text fontWeight="semibold">{product.productname}</Text>
    </HStack>
  );
}

/** The description cut to one line; the whole text in a tooltip on hover or focus. */
export function DescriptionCell({ text }: { text: string }) {
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Text tabIndex={0} maxW="16rem" truncate>
          {text}
        </Text>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="20rem">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

const PencilIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);
const TrashIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
);

/** The edit and delete icons of one row, named after it ('Edit Fluke 87V'). */
export function RowIcons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <HStack gap={1} justify="end">
      <IconButton size="sm" variant="ghost" colorPalette="gray" aria-label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${name}`} onClick={onDelete}>
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}
