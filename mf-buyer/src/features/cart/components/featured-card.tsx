import { useState } from 'react';
import { Box, HStack, IconButton, Stack, Text } from '@xchange/ui';
import { infoTexts, signedInAs } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';
import { useNotify, useSession, useToggleWatchlist } from '@xchange/remote-kit';
import { CartPlusIcon, HeartIcon } from '../../../lib/components/icons';
import { ProductThumb } from '../../../lib/components/product-thumb';
import { shownPrice } from '../../../lib/shown-price';
import { useAddToCart } from '../../../lib/use-add-to-cart';
import { featuredKey } from '../api/get-featured-products';

// The featured cards and the watchlist page show the heart's state
const shownHearts = [featuredKey, ['watchlist']];

/** A featured listing under the cart with its watchlist heart and add-to-cart icon. */
export function FeaturedCard({ product }: { product: Product }) {
  const buyer = useSession((s) => signedInAs(s) === 'buyer');
  const notify = useNotify();
  const toggle = useToggleWatchlist(shownHearts);
  const addToCart = useAddToCart();
  const [starred, setStarred] = useState(Boolean(product.isStarred));

  const onHeart = () => {
    if (!buyer) {
      notify({ type: 'info', title: infoTexts.loginFirstForWatchlist });
      return;
    }
    toggle.mutate({ id: product.id, starred }, { onSuccess: setStarred });
  };
  return (
    <Stack as="li" gap={2} p={3} minW={0} borderWidth="1px" borderRadius="md" listStyleType="none">
      {/* a fixed frame: a "full" thumb in an unsized card took the card's whole height and pushed the text out */}
      <Box h="40" flexShrink={0}>
        <ProductThumb url={product.primaryfile?.url} fileType={product.primaryfile?.fileType} name={product.productname} size="full" />
      </Box>
      <Text fontWeight="semibold" lineClamp={2}>
        {product.productname}
      </Text>
      <Text>{shownPrice(product)}</Text>
      <HStack gap={2}>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={starred ? `Remove ${product.productname} from watchlist` : `Add ${product.productname} to watchlist`}
          aria-pressed={starred}
          color={starred ? 'red.600' : undefined}
          loading={toggle.isPending}
          onClick={onHeart}
        >
          <HeartIcon filled={starred} />
        </IconButton>
        {/* a listing priced on request is ordered through a quote, never from the cart */}
        {!product.priceonrequest && (
          <IconButton size="sm" variant="outline" aria-label={`Add ${product.productname} to cart`} onClick={() => addToCart(product)}>
            <CartPlusIcon />
          </IconButton>
        )}
      </HStack>
    </Stack>
  );
}
