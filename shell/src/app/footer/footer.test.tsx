import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { renderWithUi, setup } from '../../test/render';
import { Footer } from './footer';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const navigate = jest.mocked(navigateToUrl);
beforeEach(() => navigate.mockClear());

describe('footer', () => {
  it('is hidden on the login page', () => {
    renderWithUi(<Footer session={setup('/loginpage').session} />);
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it('shows the columns, Join Us, social links and the copyright line', async () => {
    renderWithUi(<Footer session={setup('/aboutus').session} />);
    for (const name of ['Company', 'Shop', 'Buy & Sell', 'Learn', 'Support'])
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Xchange Marketplace on LinkedIn' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('© 2026 The Xchange Marketplace. All rights reserved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'By Brand' }));
    expect(navigate).toHaveBeenLastCalledWith('/xchangeShop');
    await userEvent.click(screen.getByRole('button', { name: 'Join Us' }));
    expect(navigate).toHaveBeenLastCalledWith('/loginpage');
  });

  it('sends My Account to /myacc for buyers and /overview otherwise', () => {
    const { unmount } = renderWithUi(<Footer session={setup('/home', 'buyer').session} />);
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/myacc');
    unmount();
    renderWithUi(<Footer session={setup('/home').session} />);
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/overview');
  });

  it("leaves the shop links inert on '/'", async () => {
    renderWithUi(<Footer session={setup('/').session} />);
    const byPrice = screen.getByText('By Price');
    expect(byPrice).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(byPrice);
    expect(navigate).not.toHaveBeenCalled();
  });
});
