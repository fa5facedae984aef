import { Box, Heading, HStack, Text } from '@xchange/ui';
import { ShellLink } from '../lib/shell-link';

/** The shell's own page for a path no route owns. */
export function NotFoundPage() {
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '16', md: '24' }} textAlign="center">
      <Text color="brand.fg" fontWeight="bold" fontSize="sm" letterSpacing="widest">
        404
      </Text>
      <Heading as="h1" size="3xl" mt="2">
        Page not found
      </Heading>
      <Text mt="4" color="gray.600">
        The page you are looking for does not exist or has moved. The equipment you need may be just a click away.
      </Text>
      <HStack justify="center" gap="6" mt="8">
        <ShellLink to="/home" fontWeight="semibold" color="brand.fg">
          Go to the home page
        </ShellLink>
        <ShellLink to="/xchangeShop" fontWeight="semibold" color="brand.fg">
          Browse The Xchange Shop
        </ShellLink>
      </HStack>
    </Box>
  );
}
