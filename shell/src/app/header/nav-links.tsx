import { Stack, type StackProps } from '@xchange/ui';
import { ShellLink } from '../lib/shell-link';
import { navItems } from './nav-items';

export interface NavLinksProps extends StackProps {
  /** The `nav` field of the current route: that entry is bold with a green underline. */
  current: string | undefined;
  onNavigate?: () => void;
  size?: 'md' | 'lg';
}

export function NavLinks({ current, onNavigate, size = 'md', ...rest }: NavLinksProps) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" {...rest}>
      {navItems.map((item) => {
        const isCurrent = current === item.link;
        return (
          <li key={item.id}>
            <ShellLink
              to={item.link}
              onNavigate={onNavigate}
              aria-current={isCurrent ? 'page' : undefined}
              fontSize={size === 'lg' ? 'xl' : { base: 'sm', lg: 'md' }}
              whiteSpace="nowrap"
              fontWeight={isCurrent ? 'bold' : 'medium'}
              color="gray.900"
              pb="1"
              borderBottomWidth="3px"
              borderBottomStyle="solid"
              borderBottomColor={isCurrent ? 'navUnderline' : 'transparent'}
              textDecoration="none"
              _hover={{ color: 'brand.fg', textDecoration: 'none' }}
            >
              {item.name}
            </ShellLink>
          </li>
        );
      })}
    </Stack>
  );
}
