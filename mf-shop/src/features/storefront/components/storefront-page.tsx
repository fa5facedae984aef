import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, Heading, Link, Separator, Skeleton, SkeletonText, Stack, Text, VisuallyHidden } from '@xchange/ui';
import { BelowTheFold, usePageMeta } from '@xchange/remote-kit';
import { statusOf } from '../../../lib/api/get-product';
import { CompareBar } from '../../../lib/components/compare-bar';
import { useStorefront } from '../api/get-storefront';
import { ReviewList } from './review-list';
import { SellerListings } from './seller-listings';
import { StorefrontHeader } from './storefront-header';

/** A seller's public storefront at /seller/:id (docs/product.md §2.13): facts, rating, About, listings and reviews. */
export function StorefrontPage() {
  const { id = '' } = useParams();
  const sellerId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const front = useStorefront(sellerId);
  const notFound = !Number.isInteger(sellerId) || sellerId < 1 || (front.isError && statusOf(front.error) === 404);
  const company = front.data?.company;
  usePageMeta(
    company ? `${company} – Seller storefront` : notFound ? 'Seller not found' : 'Seller storefront',
    company ? `Test and measurement equipment from ${company}, with its rating and verified reviews.` : 'A seller on The Xchange.',
  );

  let body;
  if (front.data) {
    body = (
      <>
        <StorefrontHeader front={front.data} />
        {front.data.about && (
          <Stack as="section" gap={2} aria-labelledby="storefront-about">
            <Heading as="h2" size="xl" id="storefront-about">
              About {front.data.company}
            </Heading>
            <Text whiteSpace="pre-line">{front.data.about}</Text>
          </Stack>
        )}
        <Separator />
        <SellerListings sellerId={sellerId} company={front.data.company} />
        <Separator />
        <BelowTheFold minH="400px">
          <ReviewList sellerId={sellerId} company={front.data.company} />
        </BelowTheFold>
      </>
    );
  } else if (notFound) {
    body = (
      <Stack gap={3} role="status">
        <Heading as="h1" size="2xl">
          Seller not found
        </Heading>
        <Text>This seller has no storefront: the account may be closed or its subscription may have ended.</Text>
      </Stack>
    );
  } else if (front.isError) {
    body = (
      <Stack gap={3} role="alert" align="start">
        <Heading as="h1" size="2xl">
          Seller storefront
        </Heading>
        <Text>This storefront could not be loaded. Check your connection and try again.</Text>
        <Button colorPalette="brand" onClick={() => void front.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap={4} aria-busy="true">
        <VisuallyHidden as="h1">Loading storefront…</VisuallyHidden>
        <Skeleton h="24" borderRadius="md" />
        <SkeletonText noOfLines={4} />
      </Stack>
    );
  }
  return (
    <>
      <Stack gap={8} maxW="7xl" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 6, md: 10 }}>
        <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
          <RouterLink to="/xchangeShop">← Back to The Xchange Shop</RouterLink>
        </Link>
        {body}
      </Stack>
      <CompareBar />
    </>
  );
}
