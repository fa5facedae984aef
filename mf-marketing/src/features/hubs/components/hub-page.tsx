import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, Heading, Stack, Text } from '@xchange/ui';
import { useCrossLink, usePageMeta } from '@xchange/remote-kit';
import { PageSections } from '../../../lib/page-sections';
import { WelcomeVideo } from '../../../lib/welcome-video';
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
      <Stack gap={10} maxW="5xl" mx="auto" px={6} py={10}>
        <Stack as="section" aria-labelledby="five-steps" gap={4}>
          <Heading as="h2" id="five-steps" size="xl">
            Five steps
          </Heading>
          <Flex as="ol" gap={4} wrap="wrap" listStyleType="none" m={0} p={0}>
            {content.steps.map((step, i) => (
              <Box as="li" key={step} flex="1 1 150px" borderWidth="1px" borderRadius="md" p={4} textAlign="center">
                <Text fontWeight="bold" color="brand.800">
                  {i + 1}
                </Text>
                <Text>{step}</Text>
              </Box>
            ))}
          </Flex>
        </Stack>
        <WelcomeVideo title="The Xchange in a minute" intro={content.videoIntro} />
        <PageSections sections={content.sections} />
        <Box>
          <Button asChild variant="outline" colorPalette="brand" color="brand.800">
            <RouterLink to="/loginpage">Join Us</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export const SellerHubPage = () => <HubPage content={sellerHub} />;
export const BuyerHubPage = () => <HubPage content={buyerHub} />;
