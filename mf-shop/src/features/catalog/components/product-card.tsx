import { AspectRatio, Badge, Image, chakra } from '@xchange/ui';
import type { Product } from '@xchange/contract';
import { CartToggleButton } from '../../../lib/components/cart-toggle-button';
import { CompareToggle } from '../../../lib/components/compare-toggle';
import { NoPicture } from '../../../lib/components/no-picture';
import { NegotiateButton } from '../../../lib/offers/components/negotiate-button';
import { PriceTag } from '../../../lib/components/price-tag';
import { locationOf } from '../../../lib/location-of';
import { WatchlistButton } from '../../../lib/components/watchlist-button';

// A grid renders dozens of cards: their styles are defined once here, so each render hands Chakra the same objects
// (resolved and serialised once) instead of style props rebuilt per card and per render (issue 27).
const CardRoot = chakra('article', {
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    borderWidth: '1px',
    borderRadius: 'lg',
    overflow: 'hidden',
    bg: 'bg',
    h: 'full',
    transition: 'box-shadow 0.15s',
    _hover: { boxShadow: 'md' },
  },
});
const CardBody = chakra('div', { base: { display: 'flex', flexDirection: 'column', gap: 1, p: 4, flex: '1', w: 'full' } });
const CardName = chakra('span', { base: { fontWeight: 'semibold', fontSize: 'md', lineClamp: 2 } });
const CardFact = chakra('span', { base: { fontSize: 'sm', color: 'fg.muted', lineClamp: 1 } });
const CardFooter = chakra('div', {
  base: { display: 'flex', alignItems: 'center', mt: 'auto', pt: 2, gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' },
});
const CardActions = chakra('div', { base: { display: 'flex', alignItems: 'center', position: 'absolute', top: 2, right: 2, gap: 1 } });
// Only the name is the button's text, so its accessible name contains all it shows (WCAG 2.5.3); its ::after
// stretches over the card to keep the whole card clickable.
const OpenButton = chakra('button', {
  base: {
    textAlign: 'start',
    cursor: 'pointer',
    _after: { content: '""', position: 'absolute', inset: 0 },
    _focusVisible: {
      outline: 'none',
      _after: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px', borderRadius: 'lg' },
    },
  },
});
const CardVideo = chakra('video', { base: { objectFit: 'cover' } });

/** Only with a distance filter: how far the equipment is. */
const distanceOf = (p: Product): number | undefined => p.distanceMiles;

function Thumbnail({ product, eager }: { product: Product; eager: boolean }) {
  const file = product.primaryfile;
  const src = file?.fileType === 'image' ? file.thumbUrl || file.url : file?.thumbUrl;
  // A card in the first screenful holds the page's largest paint: fetched at once and first, not when laid out.
  if (src)
    return (
      <Image
        src={src}
        alt=""
        objectFit="cover"
        htmlWidth={400}
        htmlHeight={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
    );
  if (file?.fileType === 'video') return <CardVideo src={`${file.url}#t=0.5`} muted playsInline preload="metadata" aria-hidden="true" />;
  return <NoPicture />;
}

/** One listing of the grid; a click anywhere on it (or Enter on its name) opens its detail dialog. */
export function ProductCard({ product, onOpen, eager = false }: { product: Product; onOpen: (p: Product) => void; eager?: boolean }) {
  const distance = distanceOf(product);
  return (
    <CardRoot aria-label={product.productname}>
      <AspectRatio ratio={4 / 3} w="full" bg="bg.muted">
        <Thumbnail product={product} eager={eager} />
      </AspectRatio>
      <CardBody>
        <CardName>
          <OpenButton type="button" aria-label={`${product.productname}: view details`} onClick={() => onOpen(product)}>
            {product.productname}
          </OpenButton>
        </CardName>
        <CardFact>{[product.brand, product.category, product.condition].filter(Boolean).join(' · ')}</CardFact>
        <CardFact>
          {locationOf(product)}
          {distance !== undefined && ` · ${distance} miles away`}
        </CardFact>
        <CardFooter>
          <PriceTag product={product} />
          <NegotiateButton product={product} compact />
        </CardFooter>
      </CardBody>
      {product.promoted && (
        // green.700: white text on the palette's solid green is below 4.5:1.
        <Badge position="absolute" top={2} left={2} colorPalette="green" variant="solid" bg="green.700" size="md">
          Promoted
        </Badge>
      )}
      <CardActions>
        <CompareToggle product={product} />
        <WatchlistButton product={product} />
        <CartToggleButton product={product} />
      </CardActions>
    </CardRoot>
  );
}
