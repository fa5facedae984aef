import { screen } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { HomePage } from './components/home-page';

describe('home page', () => {
  it('shows the hero for buyers and sellers of testing equipment', () => {
    renderWithShell(<HomePage />, { route: '/home' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('for Buyers & Sellers of Testing Equipment');
    expect(document.title).toBe('Home | The Xchange Marketplace');
  });

  it('Start Shopping navigates across remotes to /xchangeShop', async () => {
    const { user, navigate } = renderWithShell(<HomePage />, { route: '/home' });
    const link = screen.getByRole('link', { name: 'Start Shopping' });
    expect(link).toHaveAttribute('href', '/xchangeShop');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/xchangeShop');
  });
});
