import { screen, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { App } from '../app';

const seller = { type: 'seller' as const, data: { id: 3, firstname: 'Jane', lastname: 'Doe' } };

describe('seller layout', () => {
  it("greets the seller with the session's first and last name", () => {
    renderWithShell(<App />, { route: '/overview', session: seller });
    expect(screen.getByText('Hello, Jane Doe')).toBeInTheDocument();
  });

  it('lists the sidebar entries with the Products and Orders menus', () => {
    renderWithShell(<App />, { route: '/shipped', session: seller });
    const hrefs = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs('Seller')).toEqual([
      ['Overview', '/overview'],
      ['Offers', '/selleroffers'],
    ]);
    expect(hrefs('Products')).toEqual([
      ['Recent Products', '/products'],
      ['All Products', '/allproducts'],
      ['Add Product', '/addproduct'],
      ['Import listings', '/importlistings'],
    ]);
    expect(hrefs('Orders')).toEqual([
      ['In Progress', '/order'],
      ['Completed', '/completedorder'],
      ['Shipped', '/shipped'],
      ['Cancelled', '/canceled'],
    ]);
    expect(hrefs('Account')).toEqual([
      ['Messages', '/messages'],
      ['Payments', '/payments'],
      ['Reviews', '/sellerreviews'],
      ['API keys', '/apikeys'],
      ['My Account', '/myaccount'],
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Orders' })).getByRole('link', { name: 'Shipped' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('counts the Open tab of Offers (open and countered) beside its entry', async () => {
    const counts = { open: 2, countered: 1, accepted: 4, declined: 0, withdrawn: 0, expired: 1, ordered: 0 };
    const mock = createMockApi({ 'GET offers': { body: { content: [], totalElements: 3, counts } } });
    renderWithShell(<App />, { route: '/overview', session: seller, api: mock.api });
    const nav = within(screen.getByRole('navigation', { name: 'Seller' }));
    expect(await nav.findByRole('link', { name: 'Offers (3)' })).toHaveAttribute('href', '/selleroffers');
    expect(mock.calls.find((c) => c.path === 'offers')?.searchParams).toEqual({ role: 'seller', tab: 'open', page: 1, size: 5 });
  });

  it('Logout signs out and goes to the login page', async () => {
    const { user, navigate, session } = renderWithShell(<App />, { route: '/overview', session: seller });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.getState().data).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/loginpage');
  });
});
