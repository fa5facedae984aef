import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { setScreenWidth } from '../testing';
import { ResponsiveSideNav } from './responsive-side-nav';
import { SideNav, type SideNavItem } from './side-nav';
import { useNarrowScreen } from './use-narrow-screen';

function Menu({ onLogout = () => {}, go = jest.fn() }: { onLogout?: () => void; go?: jest.Mock }) {
  const items: SideNavItem[] = [
    { label: 'Overview', href: '/overview' },
    { label: 'Shipped', href: '/shipped', active: true, onClick: (e) => (e.preventDefault(), go('/shipped')) },
    { label: 'Messages', href: '/messages', dot: true, onClick: (e) => (e.preventDefault(), go('/messages')) },
  ];
  const narrow = useNarrowScreen();
  return (
    <ResponsiveSideNav narrow={narrow} menuLabel="Seller menu" items={items} dotLabel="unread messages">
      <SideNav label="Seller" items={items} dotLabel="unread messages" />
      <button type="button" onClick={onLogout}>
        Logout
      </button>
    </ResponsiveSideNav>
  );
}

describe('ResponsiveSideNav', () => {
  it('stands beside the page at a desk, with no menu button', () => {
    renderWithUi(<Menu />);
    expect(screen.getByRole('complementary')).toContainElement(screen.getByRole('navigation', { name: 'Seller' }));
    expect(screen.queryByRole('button', { name: /Seller menu/ })).not.toBeInTheDocument();
  });

  describe('on a phone (below 768 px)', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = setScreenWidth(390);
    });
    afterEach(() => restore());

    it('folds behind a button naming the current page and the unread dot', () => {
      renderWithUi(<Menu />);
      expect(screen.queryByRole('navigation', { name: 'Seller' })).not.toBeInTheDocument();
      const button = screen.getByRole('button', { name: /^Seller menu: Shipped/ });
      expect(button).toHaveTextContent('Shipped');
      expect(within(button).getByText('unread messages')).toBeInTheDocument();
    });

    it('opens the menu as a drawer and closes it once an entry is chosen', async () => {
      const user = userEvent.setup();
      const go = jest.fn();
      renderWithUi(<Menu go={go} />);
      await user.click(screen.getByRole('button', { name: /Seller menu/ }));
      const drawer = await screen.findByRole('dialog', { name: 'Seller menu' });
      await user.click(within(drawer).getByRole('link', { name: 'Messages unread messages' }));
      expect(go).toHaveBeenCalledWith('/messages');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('keeps Logout reachable in the drawer', async () => {
      const user = userEvent.setup();
      const onLogout = jest.fn();
      renderWithUi(<Menu onLogout={onLogout} />);
      await user.click(screen.getByRole('button', { name: /Seller menu/ }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Seller menu' })).getByRole('button', { name: 'Logout' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    });
  });
});
