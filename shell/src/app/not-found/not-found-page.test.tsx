import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { renderWithUi } from '../../test/render';
import { NotFoundPage } from './not-found-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('404 page', () => {
  it('says the page was not found and links home and to the shop', async () => {
    renderWithUi(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    await userEvent.click(screen.getByRole('link', { name: 'Browse The Xchange Shop' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/xchangeShop');
  });
});
