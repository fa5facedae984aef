import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { ProductPage } from './components/product-page';

it('a product page links back to the shop', () => {
  renderWithShell(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>,
    { route: '/product/17' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Product Details' })).toBeInTheDocument();
  expect(screen.getByText(/Listing 17/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to The Xchange Shop/ })).toHaveAttribute('href', '/xchangeShop');
});
