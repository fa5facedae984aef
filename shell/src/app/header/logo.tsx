import { HStack, Span, Text } from '@xchange/ui';
import { ShellLink } from '../lib/shell-link';

/** The brand mark: links home (docs/product.md §2.1). */
export function Logo() {
  return (
    <ShellLink to="/home" aria-label="The Xchange Marketplace home" textDecoration="none" _hover={{ textDecoration: 'none' }}>
      <HStack gap="2">
        <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <rect width="40" height="40" rx="9" fill="#f89e23" />
          <path d="M11 11l18 18M29 11L11 29" stroke="#1a202c" strokeWidth="5" strokeLinecap="round" />
        </svg>
        {/* the wordmark gives way to the nav links between 768 and 1024 */}
        <Text
          as="span"
          lineHeight="1.05"
          color="gray.900"
          whiteSpace="nowrap"
          display={{ base: 'none', sm: 'block', md: 'none', lg: 'block' }}
        >
          <Span display="block" fontWeight="bold" fontSize={{ base: 'sm', md: 'lg' }} letterSpacing="wide">
            THE XCHANGE
          </Span>{' '}
          <Span display="block" fontSize="xs" letterSpacing="widest" color="gray.600">
            MARKETPLACE
          </Span>
        </Text>
      </HStack>
    </ShellLink>
  );
}
