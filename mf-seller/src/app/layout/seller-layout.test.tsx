import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
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
    expect(hrefs('Seller')).toEqual([['Overview', '/overview']]);
    expect(hrefs('Products')).toEqual([
      ['Recent Products', '/products'],
      ['All Products', '/allproducts'],
      ['Add Product', '/addproduct'],
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
      ['API keys', '/apikeys'],
      ['My Account', '/myaccount'],
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Orders' })).getByRole('link', { name: 'Shipped' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('Logout signs out and goes to the login page', async () => {
    const { user, navigate, session } = renderWithShell(<App />, { route: '/overview', session: seller });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.getState().data).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/loginpage');
  });
});
