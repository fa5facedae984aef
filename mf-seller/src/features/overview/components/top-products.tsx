import { firstPicture, topProductsShown } from '@xchange/contract/accounts';
import type { TopProduct } from '@xchange/contract';
import { Box, Flex, Heading, Image, Stack, Text } from '@xchange/ui';

/** docs/product.md §2.6 Top 5 Sales: first picture, product name and how many orders hold it. */
export function TopProducts({ products }: { products: TopProduct[] }) {
  return (
    <Stack as="section" aria-labelledby="top-sales" gap={3}>
      <Heading as="h2" size="md" id="top-sales">
        Top {topProductsShown} Sales
      </Heading>
      {products.length === 0 ? (
        <Text color="fg.muted">No sales yet.</Text>
      ) : (
        <Stack as="ol" gap={2} listStyleType="none" p={0} m={0}>
          {products.slice(0, topProductsShown).map((p) => {
            const pic = firstPicture(p.productPic);
            return (
              <Flex as="li" key={p.productName} gap={3} align="center" borderWidth="1px" borderRadius="md" p={2}>
                {pic ? (
                  <Image src={pic} alt={p.productName} boxSize="48px" objectFit="cover" borderRadius="md" />
                ) : (
                  <Box boxSize="48px" bg="bg.muted" borderRadius="md" aria-hidden="true" />
                )}
                <Text flex="1" minW={0} overflowWrap="anywhere" fontWeight="medium">
                  {p.productName}
                </Text>
                <Text color="fg.muted" flexShrink={0}>
                  {p.orderCount === 1 ? '1 order' : `${p.orderCount} orders`}
                </Text>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
