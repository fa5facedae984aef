import { Link as RouterLink } from 'react-router-dom';
import { HStack, Link, Text, chakra } from '@xchange/ui';
import { defaultShopQuery, toShopParams } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';

const shopLink = (category?: string, brand?: string) => {
  const params = toShopParams({ ...defaultShopQuery, category, brand }).toString();
  return params ? `/xchangeShop?${params}` : '/xchangeShop';
};

/** docs/product.md §2.9: Shop › Category › Brand, each a view of the shop. */
export function Breadcrumbs({ product }: { product: Product }) {
  const crumbs = [
    { label: 'Shop', to: shopLink() },
    ...(product.category ? [{ label: product.category, to: shopLink(product.category) }] : []),
    ...(product.brand ? [{ label: product.brand, to: shopLink(product.category || undefined, product.brand) }] : []),
  ];
  return (
    <chakra.nav aria-label="Breadcrumb">
      <HStack as="ol" gap={2} flexWrap="wrap" listStyleType="none" fontSize="sm">
        {crumbs.map((c, i) => (
          <HStack as="li" key={c.label} gap={2}>
            {i > 0 && (
              <Text as="span" aria-hidden="true" color="fg.muted">
                ›
              </Text>
            )}
            <Link asChild color="brand.fg" fontWeight="semibold" aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
              <RouterLink to={c.to}>{c.label}</RouterLink>
            </Link>
          </HStack>
        ))}
      </HStack>
    </chakra.nav>
  );
}
