import { screen } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { BuyerHubPage, SellerHubPage } from './components/hub-page';

const region = (name: string) => screen.getByRole('region', { name });

describe('hub pages', () => {
  it('seller hub: hero, Start Selling into the shop, five steps, video, sections and Join Us', async () => {
    const { user, navigate } = renderWithShell(<SellerHubPage />, { route: '/sellerhubpage' });
    expect(screen.getByRole('heading', { level: 1, name: 'A Secure Online Portal for Seller' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start Selling' }));
    expect(navigate).toHaveBeenCalledWith('/xchangeShop');
    expect(region('Five steps').querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByTestId('welcome-video')).toBeInTheDocument();
    for (const name of ['Benefits', 'Who should sell', 'Why sell with us']) expect(region(name)).toBeInTheDocument();
    expect(region('How to sell in 4 steps').querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/loginpage');
    expect(document.title).toBe('Seller Hub | The Xchange Marketplace');
  });

  it('buyer hub: hero, the five buying steps, who, why and how to buy', () => {
    renderWithShell(<BuyerHubPage />, { route: '/buyerhubpage' });
    expect(screen.getByRole('heading', { level: 1, name: 'A Secure Online Portal for Buyers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/xchangeShop');
    expect(region('Five steps').querySelectorAll('li')).toHaveLength(5);
    expect(region('Who should buy')).toBeInTheDocument();
    expect(region('Why buy with us')).toBeInTheDocument();
    expect(region('How to buy in 4 steps').querySelectorAll('li')).toHaveLength(4);
  });
});
