import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, CloseButton, HStack, Text, Wrap } from '@xchange/ui';
import { compareLimit, comparePath } from '@xchange/contract/listings';
import { useCompareStore } from '../compare-store';

/** docs/product.md §2.10: the listings chosen for comparison along the bottom of the shop, with Compare now and Clear. */
export function CompareBar() {
  const items = useCompareStore((s) => s.items);
  const remove = useCompareStore((s) => s.remove);
  const clear = useCompareStore((s) => s.clear);
  if (!items.length) return null;
  return (
    <Box
      as="section"
      aria-label="Comparison"
      position="sticky"
      bottom={0}
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="lg"
      px={{ base: 3, md: 6 }}
      py={3}
    >
      <HStack justify="space-between" gap={3} flexWrap="wrap" maxW="7xl" mx="auto">
        <Wrap gap={2} align="center" flex="1" minW={0}>
          <Text fontWeight="semibold" fontSize="sm">{`Compare ${items.length} of ${compareLimit}`}</Text>
          {items.map((i) => (
            <HStack key={i.id} gap={0} borderWidth="1px" borderRadius="full" ps={3} pe={1} maxW="64" bg="bg.muted">
              <Text fontSize="sm" lineClamp={1}>
                {i.name}
              </Text>
              <CloseButton size="2xs" aria-label={`Remove ${i.name} from comparison`} onClick={() => remove(i.id)} />
            </HStack>
          ))}
        </Wrap>
        <HStack gap={2}>
          <Button size="sm" variant="ghost" onClick={clear}>
            Clear
          </Button>
          {items.length < 2 ? (
            <Text fontSize="sm" color="fg.muted">
              Choose one more to compare
            </Text>
          ) : (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={comparePath(items.map((i) => i.id))}>Compare now</RouterLink>
            </Button>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
