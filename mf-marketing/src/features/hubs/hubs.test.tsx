import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { BuyerHubPage, SellerHubPage } from './components/hub-page';

const region = (name: string) => screen.getByRole('region', { name });
const texts = (name: string) =>
  within(region(name))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('hub pages', () => {
  it('seller hub: hero, Start Selling into the shop, five steps, video, sections and Join Us', async () => {
    const { user, navigate } = renderWithShell(<SellerHubPage />, { route: '/sellerhubpage' });
    expect(screen.getByRole('heading', { level: 1, name: 'A Secure Online Portal for Seller' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start Selling' }));
    expect(navigate).toHaveBeenCalledWith('/xchangeShop');
    expect(region('Five steps').querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByTestId('welcome-video')).toBeInTheDocument();
    for (const name of ['Benefits', 'Who should sell', 'Why sell with us']) expect(region(name)).toBeInTheDocument();
    expect(texts('How to sell in 5 steps')).toEqual([
      'Sign up: Create a seller account and activate your annual subscription.',
      'List equipment: Add pictures, a video, a description and your price.',
      'Sell equipment: Answer buyer messages and accept orders.',
      'Ship equipment: Send the equipment and mark the order shipped.',
      'Get paid: Receive payment directly from the buyer, with no commission.',
    ]);
    expect(texts('Five steps')).toEqual(['1Sign up', '2List equipment', '3Sell equipment', '4Ship equipment', '5Get paid']);
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
    expect(texts('How to buy in 5 steps').map((t) => t!.split(':')[0])).toEqual(['Sign up', 'Shop', 'Buy', 'Receive', 'Use']);
    expect(texts('Five steps')).toEqual(['1Sign up', '2Shop', '3Buy', '4Receive', '5Use']);
    expect(screen.getByRole('link', { name: 'How payment works' })).toHaveAttribute('href', '/faq#how-payment-works');
    expect(screen.queryByText(/inside the platform/)).not.toBeInTheDocument();
  });
});
