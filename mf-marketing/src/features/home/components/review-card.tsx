import { Card, Heading, Text } from '@xchange/ui';
import type { Review } from '../reviews';

/** One testimonial: stars (announced as a rating), title, text and who said it. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card.Root as="figure" flex="1" minW={0} m={0} h="full">
      <Card.Body gap={3}>
        <Text role="img" aria-label={`Rated ${review.stars} out of 5`} color="brand.800" fontSize="xl" letterSpacing="wider">
          {'★'.repeat(review.stars)}
          <Text as="span" color="gray.300">
            {'★'.repeat(5 - review.stars)}
          </Text>
        </Text>
        <Heading as="h3" size="md">
          {review.title}
        </Heading>
        <Text as="blockquote">{review.text}</Text>
        <Text as="figcaption" fontWeight="semibold" color="fg.muted" mt="auto">
          {review.name}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
