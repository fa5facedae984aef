import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { ShopPage } from './components/shop-page';

describe('shop page', () => {
  it('describes the shop and frames featured products and the filters', () => {
    renderWithShell(<ShopPage />, { route: '/xchangeShop' });
    expect(screen.getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeInTheDocument();
    expect(screen.getByText(/resale platform for underserved industrial and academic sectors/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeInTheDocument();
    const filters = within(screen.getByRole('complementary', { name: 'Filters' }));
    const groups = filters.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Brand', 'Category', 'Condition', 'Seller', 'Price', 'Location']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.title).toBe('The Xchange Shop | The Xchange Marketplace');
  });
});
