import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Flex, Heading, HStack, IconButton, Stack, chakra } from '@xchange/ui';
import { cardsPerSlide, reviews } from '../reviews';
import { ReviewCard } from './review-card';

const slides = Array.from({ length: Math.ceil(reviews.length / cardsPerSlide) }, (_, i) =>
  reviews.slice(i * cardsPerSlide, (i + 1) * cardsPerSlide),
);
const swipeDistance = 40;

/** docs/product.md §2.2 reviews: 2 slides of 3 cards; arrows, dots, arrow keys and swipe move between slides. */
export function ReviewsCarousel() {
  const [current, setCurrent] = useState(0);
  const startX = useRef<number | null>(null);
  const go = (i: number) => setCurrent((i + slides.length) % slides.length);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(current + 1);
    else if (e.key === 'ArrowLeft') go(current - 1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) >= swipeDistance) go(dx < 0 ? current + 1 : current - 1);
  };

  return (
    <Stack as="section" aria-roledescription="carousel" aria-labelledby="reviews-heading" gap={6} onKeyDown={onKeyDown}>
      <Flex justify="space-between" align="center" gap={4}>
        <Heading as="h2" id="reviews-heading" size="2xl">
          What our members say
        </Heading>
        <HStack gap={2}>
          <IconButton
            aria-label="Previous reviews"
            variant="outline"
            colorPalette="brand"
            color="brand.800"
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </IconButton>
          <IconButton aria-label="Next reviews" variant="outline" colorPalette="brand" color="brand.800" onClick={() => go(current + 1)}>
            <span aria-hidden="true">›</span>
          </IconButton>
        </HStack>
      </Flex>
      <Box
        overflow="hidden"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (startX.current = null)}
        touchAction="pan-y"
        data-testid="reviews-viewport"
      >
        <chakra.div
          display="flex"
          transform={`translateX(-${current * 100}%)`}
          transition="transform 0.4s ease"
          css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
          aria-live="polite"
        >
          {slides.map((slide, i) => (
            <Flex
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i !== current}
              inert={i !== current}
              flex="0 0 100%"
              gap={4}
              px={1}
              direction={{ base: 'column', md: 'row' }}
            >
              {slide.map((r) => (
                <ReviewCard key={r.title} review={r} />
              ))}
            </Flex>
          ))}
        </chakra.div>
      </Box>
      <HStack justify="center" gap={3}>
        {slides.map((_, i) => (
          <chakra.button
            key={i}
            type="button"
            aria-label={`Show reviews ${i * cardsPerSlide + 1} to ${Math.min((i + 1) * cardsPerSlide, reviews.length)}`}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => go(i)}
            w={3}
            h={3}
            borderRadius="full"
            bg={i === current ? 'brand.800' : 'gray.400'}
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
          />
        ))}
      </HStack>
    </Stack>
  );
}
