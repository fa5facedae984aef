import type { MouseEvent } from 'react';
import { Box, HStack, Link, VisuallyHidden, chakra } from '@xchange/ui';

export interface SideNavItem {
  label: string;
  href: string;
  active?: boolean;
  /** A red dot, e.g. unread messages. */
  dot?: boolean;
  /** For in-app routing: call event.preventDefault() and navigate. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface SideNavProps {
  items: SideNavItem[];
  /** Accessible name of the navigation landmark, e.g. 'Seller'. */
  label: string;
  /** Screen-reader text of the dot. */
  dotLabel?: string;
}

/** The vertical sidebar of the buyer, seller and admin screens; the active entry is aria-current. */
export function SideNav({ items, label, dotLabel = 'new' }: SideNavProps) {
  return (
    <Box as="nav" aria-label={label}>
      <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={item.onClick}
              aria-current={item.active ? 'page' : undefined}
              display="block"
              px="4"
              py="2.5"
              borderRadius="md"
              borderInlineStartWidth="3px"
              borderColor={item.active ? 'brand.solid' : 'transparent'}
              bg={item.active ? 'brand.muted' : undefined}
              fontWeight={item.active ? 'semibold' : 'medium'}
              color="fg"
              textDecoration="none"
              _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
            >
              <HStack as="span" gap="2" justify="space-between">
                <span>{item.label}</span>
                {item.dot && (
                  <Box as="span" display="inline-block" boxSize="2" borderRadius="full" bg="red.solid">
                    <VisuallyHidden>{dotLabel}</VisuallyHidden>
                  </Box>
                )}
              </HStack>
            </Link>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
