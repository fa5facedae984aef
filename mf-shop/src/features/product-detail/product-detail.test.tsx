import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { earlyRequestKey, productRequest, type ShellContext } from '@xchange/contract';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { product } from '../../test/fixtures';
import { ProductPage } from './components/product-page';

const renderPage = (id: string, routes: MockRoutes, takeEarly?: ShellContext['takeEarly']) => {
  const { api, calls } = createMockApi(routes);
  return {
    calls,
    ...renderWithShell(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { route: `/product/${id}`, api, takeEarly },
    ),
  };
};
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('a listing page', () => {
  it('shows the listing with a title and description of its own', async () => {
    const listing = product(17, {
      productname: 'Tektronix MDO3104 oscilloscope',
      manufacturer: 'Tektronix',
      condition: 'Refurbished',
      price: 15400,
      discountprice: 14900,
    });
    renderPage('17', { 'GET product/17': { body: listing } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tektronix MDO3104 oscilloscope' })).toBeInTheDocument();
    expect(document.title).toBe('Tektronix MDO3104 oscilloscope | The Xchange Marketplace');
    expect(description()).toMatch(/^Refurbished Tektronix Oscilloscopes for \$14,900 in Austin, Texas, US\. 350 MHz/);
    expect(screen.getByText('Brand').nextElementSibling).toHaveTextContent('Tektronix');
    expect(within(screen.getByRole('group', { name: /Pictures and videos/ })).getByRole('img')).toHaveAttribute('src', '/media/p17.jpg');
    expect(screen.getByRole('link', { name: /Back to The Xchange Shop/ })).toHaveAttribute('href', '/xchangeShop');
  });

  it('shows the listing the shell started loading with the page, without asking for it again', async () => {
    const early = earlyRequestKey(productRequest(17));
    const takeEarly = ((request) =>
      earlyRequestKey(request) === early ? Promise.resolve(product(17, { productname: 'Early listing' })) : undefined) as NonNullable<
      ShellContext['takeEarly']
    >;
    const { calls } = renderPage('17', {}, takeEarly);
    expect(await screen.findByRole('heading', { level: 1, name: 'Early listing' })).toBeInTheDocument();
    // the listing itself is not asked again; only what is below it (similar equipment) is, after the first render
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['product/17/similar']));
  });

  it("links to the FAQ's How payment works, since the buyer pays the seller directly", async () => {
    const { user, navigate } = renderPage('17', { 'GET product/17': { body: product(17) } });
    const link = await screen.findByRole('link', { name: 'How payment works' });
    expect(link).toHaveAttribute('href', '/faq#how-payment-works');
    expect(screen.getByText(/You pay the seller directly; The Xchange holds no money and offers no escrow/)).toBeInTheDocument();
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/faq#how-payment-works');
  });

  it('says when a listing does not exist', async () => {
    renderPage('99', { 'GET product/99': { status: 404, body: { errors: ['The requested item was not found.'], code: 'ERR_NOT_FOUND' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
    expect(document.title).toBe('Listing not found | The Xchange Marketplace');
  });

  it('treats an address that is no listing number as not found without asking the server', async () => {
    const { calls } = renderPage('abc', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
