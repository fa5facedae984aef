import { screen } from '@testing-library/react';
import { routesOf } from '@xchange/contract';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { App, pages } from './app';

const buyer = { type: 'buyer' as const, data: { id: 5, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };
const headings: Record<string, string> = {
  '/myacc': 'MY ACCOUNT',
  '/watchlist': 'Watchlist',
  '/buyerorder': 'Current Orders',
  '/buyerorderhistory': 'Order History',
  '/buyerpayment': 'Payments',
  '/msg': 'Messages',
  '/cart': 'Cart',
  '/ordersummary': 'Order Summary',
  '/buyeroffers': 'Offers',
  '/buyersavedsearches': 'Saved searches',
};
const owned = routesOf('buyer').map((r) => r.path);

describe('buyer remote', () => {
  it('has a page for every route it owns and no other', () => {
    expect(Object.keys(pages).sort()).toEqual([...owned].sort());
  });

  it.each(owned)('renders its h1 at %s with a unique title', (path) => {
    renderWithShell(<App />, { route: path, session: buyer, remote: 'buyer' });
    expect(screen.getByRole('heading', { level: 1, name: headings[path] })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="buyer"]')).not.toBeNull();
  });

  it('gives every page its own document title', () => {
    const titles = new Set(
      owned.map((path) => {
        const { unmount } = renderWithShell(<App />, { route: path, session: buyer });
        const title = document.title;
        unmount();
        return title;
      }),
    );
    expect(titles.size).toBe(owned.length);
  });

  it('shows a visitor the cart without the buyer sidebar', () => {
    renderWithShell(<App />, { route: '/cart' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Buyer' })).not.toBeInTheDocument();
    expect(screen.getByText('No items found in cart')).toBeInTheDocument();
  });
});
