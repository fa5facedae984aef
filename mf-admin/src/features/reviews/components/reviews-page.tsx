import { useState } from 'react';
import { formatDateTime } from '@xchange/contract/core';
import { ratingStars, reviewModerationFilters } from '@xchange/contract/listings';
import type { AdminReview, ReviewModerationFilter } from '@xchange/contract';
import { PageIntro, StepPager } from '@xchange/remote-kit';
import { Badge, Box, Button, HStack, Heading, List, Stack, Text } from '@xchange/ui';
import { adminReviewsPageSize, useAdminReviews } from '../api/get-reviews';
import { VisibilityDialog } from './visibility-dialog';

const filterLabels: Record<ReviewModerationFilter, string> = { reported: 'Reported', hidden: 'Hidden', all: 'All reviews' };

function ReviewRow({ review, onModerate }: { review: AdminReview; onModerate: () => void }) {
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
          {review.hidden ? <Badge colorPalette="gray">Hidden</Badge> : <Badge colorPalette="green">Visible</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          By {review.author} about {review.sellerCompany} (seller #{review.sellerId}) · order #{review.orderId} ·{' '}
          {formatDateTime(review.createdAt)}
        </Text>
        <Text whiteSpace="pre-line">{review.text}</Text>
        {review.reply && (
          <Text fontSize="sm" whiteSpace="pre-line">
            <Text as="span" fontWeight="semibold">
              Seller&apos;s reply:{' '}
            </Text>
            {review.reply}
          </Text>
        )}
        {review.hidden && review.hiddenReason && <Text fontSize="sm">Hidden because: {review.hiddenReason}</Text>}
        {review.reports.length > 0 && (
          <Stack gap={1}>
            <Text fontWeight="semibold" fontSize="sm">
              {review.reports.length} report{review.reports.length === 1 ? '' : 's'}
            </Text>
            <List.Root fontSize="sm" ps={5}>
              {review.reports.map((r, i) => (
                <List.Item key={i}>
                  {r.reason}{' '}
                  <Text as="span" color="fg.muted">
                    ({formatDateTime(r.createdAt)})
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
        <Button size="sm" alignSelf="start" variant="outline" colorPalette={review.hidden ? 'brand' : 'red'} onClick={onModerate}>
          {review.hidden ? 'Restore' : 'Hide'}
        </Button>
      </Stack>
    </Box>
  );
}

/** docs/product.md §2.13 admin "Reviews": reported reviews first, to hide or restore with a reason (audit-logged). */
export function ReviewsPage() {
  const [filter, setFilter] = useState<ReviewModerationFilter>('reported');
  const [page, setPage] = useState(1);
  const [moderating, setModerating] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews(filter, page);
  const total = reviews.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / adminReviewsPageSize));
  let body;
  if (reviews.isError) body = <Text role="alert">The reviews could not be loaded. Please reload the page to try again.</Text>;
  else if (!reviews.data) body = <Text>Loading reviews…</Text>;
  else if (!total)
    body = (
      <Text>
        {filter === 'reported'
          ? 'No reported reviews wait for a decision.'
          : filter === 'hidden'
            ? 'No review is hidden.'
            : 'No reviews yet.'}
      </Text>
    );
  else
    body = (
      <Stack gap={4} aria-busy={reviews.isFetching}>
        {reviews.data.content.map((r) => (
          <ReviewRow key={r.id} review={r} onModerate={() => setModerating(r)} />
        ))}
        <StepPager page={page} pages={pages} onPage={setPage} previousLabel="Previous page" nextLabel="Next page" />
      </Stack>
    );
  return (
    <PageIntro
      title="Reviews"
      metaTitle="Review moderation"
      description="Reported buyer reviews to hide or restore."
      intro="Buyers review sellers after completed orders; anyone signed in can report a review. Hide a review that breaks the rules, or restore one, always with a reason: it is recorded in the audit log."
    >
      <Stack gap={4}>
        <HStack gap={2} role="group" aria-label="Show">
          {reviewModerationFilters.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={f === filter ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={f === filter}
              onClick={() => {
                setFilter(f);
                setPage(1);
              }}
            >
              {filterLabels[f]}
            </Button>
          ))}
        </HStack>
        {body}
      </Stack>
      {moderating && <VisibilityDialog review={moderating} onClose={() => setModerating(null)} />}
    </PageIntro>
  );
}
