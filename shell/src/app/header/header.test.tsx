import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { renderWithUi, setup } from '../../test/render';
import { Header } from './header';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const navigate = jest.mocked(navigateToUrl);
beforeEach(() => navigate.mockClear());

const product = { id: 1, productname: 'Scope', price: 10, discountPrice: '' as const, sellerid: 2 };

describe('header', () => {
  it('marks the current entry from the route table and navigates through single-spa', async () => {
    const stores = setup('/product/42');
    renderWithUi(<Header {...stores} />);
    const shop = screen.getByRole('link', { name: 'The Xchange Shop' });
    expect(shop).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('link', { name: 'Seller Hub' }));
    expect(navigate).toHaveBeenCalledWith('/sellerhubpage');
  });

  it.each([
    [null, 'LOGIN / JOIN US', '/loginpage'],
    ['buyer', 'My Account', '/myacc'],
    ['seller', 'My Account', '/overview'],
    ['admin', 'My Account', '/admin-profile'],
  ] as const)('account button for %s reads %s and goes to %s', async (type, label, target) => {
    renderWithUi(<Header {...setup('/home', type)} />);
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it('shows the number of cart lines and hides the cart for sellers and admins', async () => {
    const stores = setup('/home', 'buyer');
    const { unmount } = renderWithUi(<Header {...stores} />);
    act(() => {
      stores.cart.getState().add(product);
      stores.cart.getState().add(product);
      stores.cart.getState().add({ ...product, id: 2 });
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    expect(navigate).toHaveBeenCalledWith('/cart');
    unmount();
    for (const type of ['seller', 'admin'] as const) {
      const other = renderWithUi(<Header {...setup('/home', type)} />);
      expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
      other.unmount();
    }
  });

  it("leaves the account button and the cart inert on '/'", async () => {
    renderWithUi(<Header {...setup('/')} />);
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN / JOIN US' }));
    await userEvent.click(screen.getByRole('button', { name: /^Cart/ }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the narrow-screen menu with the same links and closes it on Escape or navigation', async () => {
    renderWithUi(<Header {...setup('/home')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Site menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'The Xchange Shop', 'Seller Hub', 'Buyer Hub']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Buyer Hub' }));
    expect(navigate).toHaveBeenCalledWith('/buyerhubpage');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it("shows the signed-in user's picture in the 'My Account' button and follows a new one", () => {
    const stores = setup('/home', 'buyer');
    act(() => stores.session.getState().updateData({ id: 1, firstname: 'Ada', profilePhoto: '/media/profile/1.jpg' }));
    renderWithUi(<Header {...stores} />);
    const button = screen.getByRole('button', { name: 'My Account' });
    expect(within(button).getByTestId('account-avatar').querySelector('img')).toHaveAttribute('src', '/media/profile/1.jpg');
    act(() => stores.session.getState().updateData({ id: 1, firstname: 'Ada', profilePhoto: '/media/profile/1-v2.jpg' }));
    expect(within(button).getByTestId('account-avatar').querySelector('img')).toHaveAttribute('src', '/media/profile/1-v2.jpg');
  });

  it('shows no avatar to a visitor', () => {
    renderWithUi(<Header {...setup('/home')} />);
    expect(screen.queryByTestId('account-avatar')).not.toBeInTheDocument();
  });
});
