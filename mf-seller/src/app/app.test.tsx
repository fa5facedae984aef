import { screen } from '@testing-library/react';
import { routesOf } from '@xchange/contract';
import { routerPath } from '@xchange/remote-kit';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { App, pages } from './app';

const seller = { type: 'seller' as const, data: { id: 3, firstname: 'Jane', lastname: 'Doe', username: 'jane@tools.test' } };
const headings: Record<string, string> = {
  '/sellerhub': 'Seller Hub',
  '/myaccount': 'My Account',
  '/profile': 'Subscription',
  '/payments': 'Payments',
  '/overview': 'Overview',
  '/messages': 'Messages',
  '/order': 'In Progress',
  '/completedorder': 'Completed',
  '/shipped': 'Shipped',
  '/canceled': 'Cancelled',
  '/products': 'Recent Products',
  '/allproducts': 'All Products',
  '/addproduct': 'Add Product',
  '/editproduct/42': 'Edit Product',
  '/selleroffers': 'Offers',
  '/apikeys': 'API keys',
  '/importlistings': 'Import listings',
  '/sellerreviews': 'Reviews',
};
const owned = routesOf('seller').map((r) => routerPath(r).replace(':id', '42'));

describe('seller remote', () => {
  it('has a page for every route it owns and no other', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOf('seller')
        .map((r) => r.path)
        .sort(),
    );
  });

  it.each(owned)('renders its h1 at %s', (path) => {
    renderWithShell(<App />, { route: path, session: seller, remote: 'seller' });
    expect(screen.getByRole('heading', { level: 1, name: headings[path] })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="seller"]')).not.toBeNull();
  });

  it('gives every page its own document title', () => {
    const titles = new Set(
      owned.map((path) => {
        const { unmount } = renderWithShell(<App />, { route: path, session: seller });
        const title = document.title;
        unmount();
        return title;
      }),
    );
    expect(titles.size).toBe(owned.length);
  });
});
