import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, Heading, Stack, Text } from '@xchange/ui';
import { useCrossLink, usePageMeta } from '@xchange/remote-kit';
import { buyerHub, sellerHub, type HubContent } from '../hub-content';

function HubPage({ content }: { content: HubContent }) {
  usePageMeta(content.metaTitle, content.description);
  const shop = useCrossLink('/xchangeShop');
  return (
    <Box as="article">
      <Stack as="header" bg="brand.50" py={{ base: 10, md: 16 }} px={6} gap={6} align="center" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {content.title}
        </Heading>
        <Text maxW="3xl">{content.intro}</Text>
        <Button asChild colorPalette="brand" size="lg">
          <a {...shop}>{content.cta}</a>
        </Button>
      </Stack>
      <Stack gap={6} maxW="5xl" mx="auto" px={6} py={10}>
        <Heading as="h2" size="xl">
          Five steps
        </Heading>
        <Flex as="ol" gap={4} wrap="wrap" listStyleType="none">
          {content.steps.map((step, i) => (
            <Box as="li" key={step} flex="1 1 150px" borderWidth="1px" borderRadius="md" p={4} textAlign="center">
              <Text fontWeight="bold" color="brand.fg">
                {i + 1}
              </Text>
              <Text>{step}</Text>
            </Box>
          ))}
        </Flex>
        <Box>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/loginpage">Join Us</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export const SellerHubPage = () => <HubPage content={sellerHub} />;
export const BuyerHubPage = () => <HubPage content={buyerHub} />;
