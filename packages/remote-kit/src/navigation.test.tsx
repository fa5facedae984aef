import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SideNav } from '@xchange/ui/tables';
import { emit, eventNames } from '@xchange/contract';
import { useCrossLink } from './use-cross-link';
import { useSideNavItems } from './use-side-nav-items';
import { useUnread } from './use-unread';
import { renderWithShell } from './testing';

function ShopLink() {
  const link = useCrossLink('/xchangeShop');
  return <a {...link}>Shop</a>;
}

function Menu() {
  const unread = useUnread();
  const items = useSideNavItems([
    { label: 'Orders', href: '/orders' },
    { label: 'Messages', href: '/messages', dot: unread },
  ]);
  return (
    <>
      <SideNav label="Menu" items={items} dotLabel="unread" />
      <Routes>
        <Route path="/orders" element={<h1>Orders page</h1>} />
        <Route path="/messages" element={<h1>Messages page</h1>} />
      </Routes>
    </>
  );
}

describe('navigation helpers', () => {
  it('a cross-remote link hands a plain click to the shell and keeps modified clicks native', async () => {
    const { user, navigate } = renderWithShell(<ShopLink />);
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', '/xchangeShop');
    let leftToBrowser = false;
    const record = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault(); // jsdom cannot open a new tab
    };
    window.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', record);
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/xchangeShop');
  });

  it('side nav items follow the router, mark the current page and show the unread dot', async () => {
    const { user, navigate } = renderWithShell(<Menu />, { route: '/orders' });
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(screen.getByRole('heading', { name: 'Messages page' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('unread')).not.toBeInTheDocument();
    act(() => emit(eventNames.unreadChanged, { unread: true }));
    expect(screen.getByText('unread')).toBeInTheDocument();
  });
});
