import { useState } from 'react';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@xchange/ui';
import { formatDate } from '@xchange/contract/core';
import { ratingStars } from '@xchange/contract/listings';
import type { Review } from '@xchange/contract';
import { StepPager, useSession } from '@xchange/remote-kit';
import { reviewsPageSize, useSellerReviews } from '../api/get-seller-reviews';
import { ReportDialog } from './report-dialog';

function ReviewItem({ review, company }: { review: Review; company: string }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const [reporting, setReporting] = useState(false);
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p={4} aria-labelledby={`review-${review.id}`}>
      <Stack gap={2}>
        <HStack gap={3} wrap="wrap">
          <Text role="img" aria-label={`${review.rating} out of 5 stars`} color="orange.500">
            {ratingStars(review.rating)}
          </Text>
          <Heading as="h3" size="md" id={`review-${review.id}`}>
            {review.title}
          </Heading>
        </HStack>
        <HStack gap={2} color="fg.muted" fontSize="sm">
          <Text>
            {review.author} · {formatDate(review.createdAt)}
          </Text>
          <Badge colorPalette="green">Verified purchase</Badge>
        </HStack>
        {/* React escapes the text: what a buyer typed is shown as typed, never as markup */}
        <Text whiteSpace="pre-line">{review.text}</Text>
        {review.reply && (
          <Box bg="bg.muted" borderRadius="md" p={3} ml={{ base: 2, md: 6 }}>
            <Text fontWeight="semibold" fontSize="sm">
              Reply from {company}
            </Text>
            <Text whiteSpace="pre-line">{review.reply}</Text>
          </Box>
        )}
        {signedIn && (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="start"
            onClick={() => setReporting(true)}
            aria-label={`Report the review "${review.title}"`}
          >
            Report
          </Button>
        )}
      </Stack>
      {reporting && <ReportDialog review={review} onClose={() => setReporting(false)} />}
    </Box>
  );
}

/** The seller's visible reviews, newest first, a few at a time. */
export function ReviewList({ sellerId, company }: { sellerId: number; company: string }) {
  const [page, setPage] = useState(1);
  const reviews = useSellerReviews(sellerId, page);
  const total = reviews.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / reviewsPageSize));
  let body;
  if (reviews.isError) body = <Text role="alert">The reviews could not be loaded. Check your connection and try again.</Text>;
  else if (!reviews.data) body = <Text>Loading reviews…</Text>;
  else if (!total) body = <Text>No reviews yet. Buyers can review this seller after a completed order.</Text>;
  else
    body = (
      <Stack gap={3} aria-busy={reviews.isFetching}>
        {reviews.data.content.map((r) => (
          <ReviewItem key={r.id} review={r} company={company} />
        ))}
        <StepPager page={page} pages={pages} onPage={setPage} previousLabel="Newer reviews" nextLabel="Older reviews" />
      </Stack>
    );
  return (
    <Stack as="section" gap={4} aria-labelledby="storefront-reviews">
      <Heading as="h2" size="xl" id="storefront-reviews">
        Reviews
      </Heading>
      {body}
    </Stack>
  );
}
