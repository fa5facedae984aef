import type { ReactNode } from 'react';
import { Box, Grid, Stack, Text, chakra } from '@xchange/ui';
import type { Product } from '@xchange/contract';
import { ActionBar } from './action-bar';
import { CartToggleButton } from './cart-toggle-button';
import { CompareToggle } from './compare-toggle';
import { MediaGallery, galleryOf } from './media-gallery';
import { PriceTag } from './price-tag';
import { WatchlistButton } from './watchlist-button';
import { locationOf } from '../location-of';
import { ListingNegotiateButton, negotiationOf } from '../offers/components/negotiate-button';

/**
 * Add to cart first and solid (Request a quote on a listing priced on request); Make an offer, watchlist and compare
 * secondary (docs/product.md §2.9, §2.11).
 */
export function ProductActions({ product }: { product: Product }) {
  const onRequest = negotiationOf(product) === 'quote';
  return (
    <ActionBar
      primary={onRequest ? <ListingNegotiateButton product={product} primary /> : <CartToggleButton product={product} withText />}
      secondary={[
        ...(onRequest ? [] : [<ListingNegotiateButton key="offer" product={product} />]),
        <WatchlistButton key="watchlist" product={product} withText />,
        <CompareToggle key="compare" product={product} withText />,
      ]}
    />
  );
}

export interface ProductDetailsProps {
  product: Product;
  heading: ReactNode;
  footer?: ReactNode;
  /** False when the actions sit elsewhere, e.g. in a dialog's footer. */
  withActions?: boolean;
}

/** What the detail dialog and the listing's own page show (docs/product.md §2.4): gallery, name, description, facts, price. */
export function ProductDetails({ product, heading, footer, withActions = true }: ProductDetailsProps) {
  const facts: [string, string][] = [
    ['Brand', product.brand],
    ['Category', product.category],
    ...(product.condition ? [['Condition', product.condition] as [string, string]] : []),
    ['Location', locationOf(product)],
    ...(product.seller ? [['Seller', product.seller.company] as [string, string]] : []),
  ];
  return (
    <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' }} gap={{ base: 5, md: 8 }} alignItems="start">
      <MediaGallery files={galleryOf(product)} name={product.productname} />
      <Stack gap={4}>
        {heading}
        <Text whiteSpace="pre-line">{product.description}</Text>
        <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={2}>
          {facts.map(([term, value]) => (
            <Box key={term} display="contents">
              <chakra.dt fontWeight="semibold">{term}</chakra.dt>
              <chakra.dd>{value}</chakra.dd>
            </Box>
          ))}
          <chakra.dt fontWeight="semibold">Price</chakra.dt>
          <chakra.dd>
            <PriceTag product={product} size="xl" />
          </chakra.dd>
        </chakra.dl>
        {withActions && <ProductActions product={product} />}
        {footer}
      </Stack>
    </Grid>
  );
}
