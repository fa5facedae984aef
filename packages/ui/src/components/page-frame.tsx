import type { ReactNode } from 'react';
import { Box, Flex, Heading, type BoxProps } from '@chakra-ui/react';

/** Full-width box holding content at most 1720px wide, centred, with side padding. */
export function ContentContainer(props: BoxProps) {
  return <Box width="full" maxW="content" mx="auto" px={{ base: '4', md: '6' }} {...props} />;
}

export interface PageFrameProps {
  /** The page's h1, when the page has one of its own. */
  title?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page body: the content container with vertical rhythm and an optional title row. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  return (
    <ContentContainer py={{ base: '4', md: '8' }}>
      {(title || actions) && (
        <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="6">
          {title && (
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          )}
          {actions}
        </Flex>
      )}
      {children}
    </ContentContainer>
  );
}
