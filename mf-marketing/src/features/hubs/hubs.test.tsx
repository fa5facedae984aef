import { screen } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { BuyerHubPage, SellerHubPage } from './components/hub-page';

describe('hub pages', () => {
  it('seller hub: hero, Start Selling into the shop, Join Us to the login page', async () => {
    const { user, navigate } = renderWithShell(<SellerHubPage />, { route: '/sellerhubpage' });
    expect(screen.getByRole('heading', { level: 1, name: 'A Secure Online Portal for Seller' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start Selling' }));
    expect(navigate).toHaveBeenCalledWith('/xchangeShop');
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/loginpage');
  });

  it('buyer hub: hero and the five buying steps', () => {
    renderWithShell(<BuyerHubPage />, { route: '/buyerhubpage' });
    expect(screen.getByRole('heading', { level: 1, name: 'A Secure Online Portal for Buyers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/xchangeShop');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
