import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Flex, Heading, HStack, IconButton, Stack, chakra } from '@xchange/ui';
import { cardsPerSlide, reviews } from '../reviews';
import { ReviewCard } from './review-card';

const slides = Array.from({ length: Math.ceil(reviews.length / cardsPerSlide) }, (_, i) =>
  reviews.slice(i * cardsPerSlide, (i + 1) * cardsPerSlide),
);
// framer-motion and its drag (~50 KB gzip) download once the carousel comes near the screen; until then, or if they
// never arrive, the slides move on a CSS track and buttons, dots and keys work the same.
const DraggableTrack = lazy(() =>
  import('./draggable-track').catch(() => ({ default: ({ fallback }: { fallback: ReactNode }) => fallback })),
);

/** docs/product.md §2.2 reviews: 2 slides of 3 cards; arrows, dots, arrow keys and a swipe or drag move between slides. */
export function ReviewsCarousel() {
  const [current, setCurrent] = useState(0);
  const [width, setWidth] = useState(0);
  const [near, setNear] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const go = (i: number) => setCurrent((i + slides.length) % slides.length);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const resize = new ResizeObserver(() => setWidth(el.offsetWidth));
    resize.observe(el);
    const approach = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '300px 0px' });
    approach.observe(el);
    return () => {
      resize.disconnect();
      approach.disconnect();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(current + 1);
    else if (e.key === 'ArrowLeft') go(current - 1);
    else return;
    e.preventDefault();
  };
  const cards = slides.map((slide, i) => (
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
  ));

  const cssTrack = (
    <chakra.div
      data-testid="reviews-track"
      display="flex"
      transform={`translateX(-${current * 100}%)`}
      transition="transform 0.4s ease"
      aria-live="polite"
    >
      {cards}
    </chakra.div>
  );

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
      <Box ref={viewport} overflow="hidden" data-testid="reviews-viewport">
        {near ? (
          <Suspense fallback={cssTrack}>
            <DraggableTrack
              current={current}
              count={slides.length}
              width={width}
              onTurn={(step) => setCurrent((c) => Math.min(slides.length - 1, Math.max(0, c + step)))}
              fallback={cssTrack}
            >
              {cards}
            </DraggableTrack>
          </Suspense>
        ) : (
          cssTrack
        )}
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
