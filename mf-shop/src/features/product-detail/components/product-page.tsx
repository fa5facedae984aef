import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, Grid, Heading, Link, Skeleton, SkeletonText, Stack, Text, VisuallyHidden } from '@xchange/ui';
import { BelowTheFold, useCrossLink, usePageMeta } from '@xchange/remote-kit';
import { productMeta } from '../product-meta';
import { CompareBar } from '../../../lib/components/compare-bar';
import { ListingPanels } from '../../../lib/components/listing-panels';
import { ProductDetails } from '../../../lib/components/product-details';
import { AskQuestionButton } from './ask-question/ask-question-button';
import { Breadcrumbs } from './breadcrumbs';
import { SimilarEquipment } from './similar-equipment';
import { statusOf, useProduct } from '../../../lib/api/get-product';

const backLink = (
  <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
    <RouterLink to="/xchangeShop">← Back to The Xchange Shop</RouterLink>
  </Link>
);

/** One listing of the shop at /product/:id: the detail dialog's content as a page of its own. */
export function ProductPage() {
  const { id = '' } = useParams();
  const productId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const product = useProduct(productId);
  const notFound = !Number.isInteger(productId) || productId < 1 || (product.isError && statusOf(product.error) === 404);
  const meta = productMeta(product.data, notFound);
  usePageMeta(meta.title, meta.description);
  const paymentLink = useCrossLink('/faq#how-payment-works');

  let body;
  let payment;
  let more;
  if (product.data) {
    body = (
      <>
        <Breadcrumbs product={product.data} />
        <ProductDetails
          product={product.data}
          heading={
            <Heading as="h1" size="3xl">
              {product.data.productname}
            </Heading>
          }
        />
        <AskQuestionButton product={product.data} />
        {product.data.seller && (
          <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
            <RouterLink to={`/seller/${product.data.seller.id}`}>See {product.data.seller.company}'s storefront and reviews</RouterLink>
          </Link>
        )}
      </>
    );
    more = (
      <>
        <ListingPanels product={product.data} />
        <BelowTheFold minH="360px">
          <SimilarEquipment productId={product.data.id} />
        </BelowTheFold>
      </>
    );
    payment = (
      <Text fontSize="sm" color="fg.muted">
        You pay the seller directly; The Xchange holds no money and offers no escrow.{' '}
        <Link {...paymentLink} color="brand.fg" fontWeight="semibold" textDecoration="underline">
          How payment works
        </Link>
      </Text>
    );
  } else if (notFound) {
    body = (
      <Stack gap={3} role="status">
        <Heading as="h1" size="2xl">
          Listing not found
        </Heading>
        <Text>This listing does not exist or is no longer for sale. The equipment may have been sold or withdrawn by its seller.</Text>
      </Stack>
    );
  } else if (product.isError) {
    body = (
      <Stack gap={3} role="alert" align="start">
        <Heading as="h1" size="2xl">
          Product Details
        </Heading>
        <Text>This listing could not be loaded. Check your connection and try again.</Text>
        <Button colorPalette="brand" onClick={() => void product.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Grid templateColumns={{ base: '1fr', md: '1.2fr 1fr' }} gap={8} aria-busy="true">
        <VisuallyHidden as="h1">Loading listing…</VisuallyHidden>
        <Skeleton h={{ base: '64', md: '96' }} borderRadius="md" />
        <SkeletonText noOfLines={6} />
      </Grid>
    );
  }
  return (
    <>
      <Stack gap={6} maxW="7xl" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 6, md: 10 }}>
        {backLink}
        {body}
        {payment}
        {more}
      </Stack>
      <CompareBar />
    </>
  );
}
