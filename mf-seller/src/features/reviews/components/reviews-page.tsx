import { useState } from 'react';
import { formatDate } from '@xchange/contract/core';
import { ratingStars } from '@xchange/contract/listings';
import type { Review } from '@xchange/contract';
import { PageIntro, StepPager, useCrossLink, useSession } from '@xchange/remote-kit';
import { Box, HStack, Heading, Link, Stack, Text } from '@xchange/ui';
import { sellerReviewsPageSize, useMyReviews } from '../api/get-my-reviews';
import { ReplyForm } from './reply-form';

function ReviewCard({ review }: { review: Review }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p={4} aria-labelledby={`review-${review.id}`}>
      <Stack gap={2}>
        <HStack gap={3} wrap="wrap">
          <Text role="img" aria-label={`${review.rating} out of 5 stars`} color="orange.500">
            {ratingStars(review.rating)}
          </Text>
          <Heading as="h2" size="md" id={`review-${review.id}`}>
            {review.title}
          </Heading>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {review.author} · {formatDate(review.createdAt)} · order #{review.orderId}
        </Text>
        <Text whiteSpace="pre-line">{review.text}</Text>
        {review.reply ? (
          <Box bg="bg.muted" borderRadius="md" p={3}>
            <Text fontWeight="semibold" fontSize="sm">
              Your reply{review.repliedAt ? ` · ${formatDate(review.repliedAt)}` : ''}
            </Text>
            <Text whiteSpace="pre-line">{review.reply}</Text>
          </Box>
        ) : (
          <ReplyForm reviewId={review.id} title={review.title} />
        )}
      </Stack>
    </Box>
  );
}

/** docs/product.md §2.13 "Reviews": what buyers wrote about the seller's completed orders, each with one public reply. */
export function ReviewsPage() {
  const sellerId = useSession((s) => s.data?.id);
  const [page, setPage] = useState(1);
  const reviews = useMyReviews(sellerId, page);
  const storefront = useCrossLink(`/seller/${sellerId ?? ''}`);
  const total = reviews.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / sellerReviewsPageSize));
  let body;
  if (reviews.isError) body = <Text role="alert">Your reviews could not be loaded. Please reload the page to try again.</Text>;
  else if (!reviews.data) body = <Text>Loading reviews…</Text>;
  else if (!total) body = <Text>No reviews yet. Buyers can review you for 90 days after you mark their order Completed.</Text>;
  else
    body = (
      <Stack gap={4}>
        {reviews.data.content.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
        <StepPager page={page} pages={pages} onPage={setPage} previousLabel="Newer reviews" nextLabel="Older reviews" />
      </Stack>
    );
  return (
    <PageIntro
      title="Reviews"
      metaTitle="Seller reviews"
      description="Reviews buyers wrote about your completed orders, with your replies."
      intro="Buyers review you after a completed order; your rating on your storefront is the mean of the visible reviews, shown from 3 reviews on. You can reply once to each review, publicly."
    >
      <Stack gap={4}>
        {sellerId !== undefined && (
          <Link {...storefront} color="brand.fg" fontWeight="semibold" alignSelf="start">
            View your storefront
          </Link>
        )}
        {body}
      </Stack>
    </PageIntro>
  );
}
