import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createMockApi, renderCounts, renderWithShell, type MockResponse } from '@xchange/remote-kit/testing';
import { product } from '../../test/fixtures';
import { ProductPage } from './components/product-page';

jest.mock('../../lib/components/product-details', () => {
  const { profiled } = jest.requireActual('@xchange/remote-kit/testing');
  const actual = jest.requireActual('../../lib/components/product-details');
  return { ...actual, ProductDetails: profiled(actual.ProductDetails, () => 'details') };
});
jest.mock('./components/similar-equipment', () => {
  const { profiled } = jest.requireActual('@xchange/remote-kit/testing');
  const actual = jest.requireActual('./components/similar-equipment');
  return { SimilarEquipment: profiled(actual.SimilarEquipment, () => 'similar') };
});

/** An answer the test hands over when it chooses. */
function deferred() {
  let resolve!: (value: MockResponse) => void;
  const promise = new Promise<MockResponse>((r) => (resolve = r));
  return { promise, resolve };
}

describe('a listing page renders once per answer, only where the answer shows', () => {
  it('the listing renders for its own answer, not again when similar equipment arrives below it', async () => {
    const listing = deferred();
    const similar = deferred();
    const { api } = createMockApi({ 'GET product/17': () => listing.promise, 'GET product/17/similar': () => similar.promise });
    renderCounts.reset();
    renderWithShell(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { route: '/product/17', api },
    );

    await act(async () => listing.resolve({ body: product(17, { productname: 'Tektronix MDO3104 oscilloscope' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tektronix MDO3104 oscilloscope' })).toBeInTheDocument();
    expect(renderCounts.of('details')).toBe(1);
    const similarBefore = renderCounts.of('similar');

    await act(async () => similar.resolve({ body: [product(18, { productname: 'Tektronix MDO3054 oscilloscope' })] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Similar equipment' })).toBeInTheDocument();
    expect(renderCounts.of('details')).toBe(1);
    expect(renderCounts.of('similar') - similarBefore).toBe(1);
  });
});
