import { Box, Button, Flex, Heading, Stack, Text } from '@xchange/ui';
import { BelowTheFold, useCrossLink, usePageMeta } from '@xchange/remote-kit';
import { stepSummaries } from '../../../lib/step-summaries';
import { ReviewsCarousel } from './reviews-carousel';
import { StepSummary } from './step-summary';
import { WelcomeVideo } from '../../../lib/welcome-video';

/** The home page: hero with the way into the shop, welcome video, how buying and selling work, reviews. */
export function HomePage() {
  usePageMeta('Home', 'Buy and sell new, used, ex-demo and refurbished lab, industrial and test & measurement equipment.');
  const shop = useCrossLink('/xchangeShop');
  return (
    <Box as="article">
      <Stack as="header" bg="brand.50" py={{ base: 12, md: 20 }} px={6} gap={6} align="center" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
          The Xchange Marketplace {/* large bold text: brand.700 meets the 3:1 AA ratio for large text on brand.50 */}
          <Text as="span" display="block" color="brand.700">
            for Buyers &amp; Sellers of Testing Equipment
          </Text>
        </Heading>
        <Text maxW="3xl" fontSize="lg">
          New, used, ex-demonstration and refurbished laboratory, industrial and test &amp; measurement equipment from sellers you can
          message directly.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <a {...shop}>Start Shopping</a>
        </Button>
      </Stack>
      <Stack gap={16} maxW="6xl" mx="auto" px={6} py={12}>
        <WelcomeVideo />
        <Stack as="section" aria-labelledby="how-heading" gap={6}>
          <Heading as="h2" id="how-heading" size="2xl">
            How it works
          </Heading>
          <Flex gap={6} direction={{ base: 'column', md: 'row' }}>
            {stepSummaries.map((s) => (
              <StepSummary key={s.title} title={s.title} steps={s.steps} />
            ))}
          </Flex>
        </Stack>
        {/* below the fold on every screen: rendered after the page's first task, not in it */}
        <BelowTheFold minH={{ base: '1200px', md: '420px' }}>
          <ReviewsCarousel />
        </BelowTheFold>
      </Stack>
    </Box>
  );
}
