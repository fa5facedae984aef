import { chakra } from '@xchange/ui';
import { ShellLink } from '../lib/shell-link';
import { navItems } from './nav-items';

// The links' styles are recipes defined once, so each render of the header picks variants instead of rebuilding
// style props per link.
const List = chakra('ul', {
  base: { display: 'flex', listStyleType: 'none', m: '0', p: '0' },
  variants: {
    layout: {
      bar: { flexDirection: 'row', gap: { md: '4', lg: '10' }, hideBelow: 'md' },
      menu: { flexDirection: 'column', gap: '8', mt: '8', alignItems: 'flex-start' },
    },
  },
});
const NavLink = chakra(ShellLink, {
  base: {
    whiteSpace: 'nowrap',
    fontWeight: 'medium',
    color: 'gray.900',
    pb: '1',
    borderBottomWidth: '3px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'transparent',
    textDecoration: 'none',
    _hover: { color: 'brand.fg', textDecoration: 'none' },
    // the current route's entry: bold with a green underline
    _currentPage: { fontWeight: 'bold', borderBottomColor: 'navUnderline' },
  },
  variants: {
    layout: { bar: { fontSize: { base: 'sm', lg: 'md' } }, menu: { fontSize: 'xl' } },
  },
});

export interface NavLinksProps {
  /** The `nav` field of the current route: that entry is marked as the current page. */
  current: string | undefined;
  onNavigate?: () => void;
  /** In the header's bar (from md) or the narrow-screen menu. */
  layout: 'bar' | 'menu';
}

export function NavLinks({ current, onNavigate, layout }: NavLinksProps) {
  return (
    <List layout={layout}>
      {navItems.map((item) => (
        <li key={item.id}>
          <NavLink to={item.link} onNavigate={onNavigate} layout={layout} aria-current={current === item.link ? 'page' : undefined}>
            {item.name}
          </NavLink>
        </li>
      ))}
    </List>
  );
}
