import { Avatar, Badge, Box, HStack, Heading, Stack, Text, chakra } from '@xchange/ui';
import { formatDate } from '@xchange/contract/core';
import { responseTimeText } from '@xchange/contract/listings';
import type { Storefront } from '@xchange/contract';
import { RatingSummary } from './rating-summary';

/** The seller's name, picture, standing and the facts a buyer judges it by. */
export function StorefrontHeader({ front }: { front: Storefront }) {
  const facts: [string, string][] = [
    ['Location', front.location || 'Not given'],
    ['Member since', formatDate(front.memberSince)],
    ['Response time', responseTimeText(front.responseMinutes)],
    ['Completed orders', String(front.completedOrders)],
  ];
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap={6} align={{ base: 'start', md: 'center' }}>
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={front.company} />
        {front.picture && <Avatar.Image src={front.picture} alt={`${front.company} logo`} />}
      </Avatar.Root>
      <Stack gap={3}>
        <HStack gap={3} wrap="wrap">
          <Heading as="h1" size="3xl">
            {front.company}
          </Heading>
          {front.inGoodStanding && <Badge colorPalette="green">Subscription in good standing</Badge>}
        </HStack>
        <RatingSummary rating={front.rating} />
        <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1}>
          {facts.map(([term, value]) => (
            <Box key={term} display="contents">
              <chakra.dt fontWeight="semibold">{term}</chakra.dt>
              <chakra.dd>
                <Text as="span">{value}</Text>
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Stack>
    </Stack>
  );
}
