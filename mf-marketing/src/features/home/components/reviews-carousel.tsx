import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Flex, Heading, HStack, IconButton, Stack, chakra } from '@xchange/ui';
import { m, MotionProvider, useMotionFeatures, type PanInfo } from '@xchange/ui/motion';
import { cardsPerSlide, reviews } from '../reviews';
import { ReviewCard } from './review-card';

const slides = Array.from({ length: Math.ceil(reviews.length / cardsPerSlide) }, (_, i) =>
  reviews.slice(i * cardsPerSlide, (i + 1) * cardsPerSlide),
);
/** Seconds of the release velocity a swipe carries on: a quick flick turns the slide even when the drag was short. */
const momentum = 0.2;
/** How far (the drag plus its momentum) a swipe must carry to turn the slide: a fifth of a slide, at least 40 px. */
const turnDistance = (width: number) => Math.max(40, width / 5);
const spring = { type: 'spring', stiffness: 320, damping: 36 } as const;

/** docs/product.md §2.2 reviews: 2 slides of 3 cards; arrows, dots, arrow keys and a swipe or drag move between slides. */
export function ReviewsCarousel() {
  // `releases` counts drags let go, so a drag that does not turn the slide still springs back to it.
  const [{ current, releases }, setPosition] = useState({ current: 0, releases: 0 });
  const [width, setWidth] = useState(0);
  // framer-motion with its drag (~50 KB gzip) downloads once the carousel comes near the screen.
  const [near, setNear] = useState(false);
  const features = useMotionFeatures('drag', near);
  const viewport = useRef<HTMLDivElement>(null);
  const go = (i: number) => setPosition((p) => ({ ...p, current: (i + slides.length) % slides.length }));

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
  const onDragEnd = (_: unknown, { offset, velocity }: PanInfo) => {
    const carried = offset.x + velocity.x * momentum;
    const step = Math.abs(carried) < turnDistance(width) ? 0 : carried < 0 ? 1 : -1;
    setPosition((p) => ({ current: Math.min(slides.length - 1, Math.max(0, p.current + step)), releases: p.releases + 1 }));
  };
  // A new label on each release or resize lets framer-motion replay `[null, x]` (from where the drag left it) even to the same slide.
  const at = `slide-${current}-${releases}-${width}`;

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
        {features ? (
          <MotionProvider features={features}>
            <m.div
              data-testid="reviews-track"
              style={{ display: 'flex', touchAction: 'pan-y', cursor: 'grab' }}
              drag="x"
              dragConstraints={{ left: -(slides.length - 1) * width, right: 0 }}
              dragElastic={0.15}
              dragMomentum={false}
              onDragEnd={onDragEnd}
              variants={{ [at]: { x: [null, -current * width] } }}
              initial={false}
              animate={at}
              transition={spring}
              aria-live="polite"
            >
              {cards}
            </m.div>
          </MotionProvider>
        ) : (
          // Until framer-motion arrives (or if it never does) the slides move with CSS, and buttons, dots and keys work.
          <chakra.div
            data-testid="reviews-track"
            display="flex"
            transform={`translateX(-${current * 100}%)`}
            transition="transform 0.4s ease"
            aria-live="polite"
          >
            {cards}
          </chakra.div>
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
