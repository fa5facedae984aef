import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { App } from '../app';

const buyer = { type: 'buyer' as const, data: { id: 5, firstname: 'Ada', lastname: 'Lovelace' } };
const line = { id: 1, productname: 'Spectrum analyser', price: 4200, discountPrice: '' as const, sellerid: 9, quantity: 1 };

describe('buyer layout', () => {
  it('lists the buyer sidebar links and marks the current page', () => {
    renderWithShell(<App />, { route: '/watchlist', session: buyer });
    const nav = within(screen.getByRole('navigation', { name: 'Buyer' }));
    const links = nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['My Account', '/myacc'],
      ['Watchlist', '/watchlist'],
      ['Saved searches', '/buyersavedsearches'],
      ['Orders', '/buyerorder'],
      ['Offers', '/buyeroffers'],
      ['Cart', '/ordersummary'],
      ['Messages', '/msg'],
      ['Payments', '/buyerpayment'],
    ]);
    expect(nav.getByRole('link', { name: 'Watchlist' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'The Xchange' })).toHaveAttribute('href', '/home');
  });

  it('follows a sidebar link inside the remote', async () => {
    const { user, navigate } = renderWithShell(<App />, { route: '/myacc', session: buyer });
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('greets the buyer by first and last name and counts the cart lines', () => {
    renderWithShell(<App />, { route: '/myacc', session: buyer, cartLines: [line, { ...line, id: 2 }] });
    expect(screen.getByRole('link', { name: 'Hello, Ada Lovelace' })).toHaveAttribute('href', '/myacc');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/ordersummary');
    expect(screen.getByText('Buyer')).toBeInTheDocument();
  });

  it('Logout signs out and goes to the login page', async () => {
    const { user, navigate, session } = renderWithShell(<App />, { route: '/myacc', session: buyer });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/loginpage');
  });
});
