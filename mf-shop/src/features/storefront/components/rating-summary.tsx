import { Badge, HStack, Text } from '@xchange/ui';
import { formatRating, ratingStars, reviewTexts, showsRating } from '@xchange/contract/listings';
import type { RatingSummary as Rating } from '@xchange/contract';

const reviewsCount = (n: number) => `${n} review${n === 1 ? '' : 's'}`;

/** The mean of the visible reviews with their count, or "New seller" below three reviews (docs/product.md §2.13). */
export function RatingSummary({ rating }: { rating: Rating }) {
  if (!showsRating(rating.count) || rating.mean === null)
    return (
      <HStack gap={2}>
        <Badge colorPalette="blue">{reviewTexts.newSeller}</Badge>
        {rating.count > 0 && <Text color="fg.muted">{reviewsCount(rating.count)}</Text>}
      </HStack>
    );
  return (
    <HStack gap={2} aria-label={`Rated ${formatRating(rating.mean)} out of 5 from ${reviewsCount(rating.count)}`} role="img">
      <Text aria-hidden="true" color="orange.500" fontSize="lg">
        {ratingStars(rating.mean)}
      </Text>
      <Text aria-hidden="true" fontWeight="semibold">
        {formatRating(rating.mean)}
      </Text>
      <Text aria-hidden="true" color="fg.muted">
        ({reviewsCount(rating.count)})
      </Text>
    </HStack>
  );
}
