import { useLocation } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { CompareResponse } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { product, shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';
import { useCompareStore } from '../../lib/compare-store';
import { ComparePage } from './components/compare-page';

const answer: CompareResponse = {
  products: [
    product(1, { productname: 'Scope one' }),
    product(2, { productname: 'Scope two' }),
    product(3, { productname: 'Scope three' }),
  ],
  missing: [],
  rows: [
    { key: 'price', label: 'Price', cells: ['$9,001', '$9,002', '$9,003'], differs: true },
    { key: 'condition', label: 'Condition', cells: ['Used', 'Used', 'Used'], differs: false },
    { key: 'spec-7', label: 'Bandwidth (MHz)', cells: ['350 MHz', '1,000 MHz', null], differs: true },
  ],
};

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderCompare(route: string, routes = {}) {
  const mock = createMockApi({ 'GET compare': { body: answer }, ...routes });
  const result = renderWithShell(
    <>
      <ComparePage />
      <Address />
    </>,
    { route, remote: 'shop', api: mock.api },
  );
  return { ...result, calls: mock.calls };
}

beforeEach(() => useCompareStore.getState().clear());

describe('compare (docs/product.md §2.10)', () => {
  it('shows a column per listing and a row per field, marking the rows that differ', async () => {
    const { user, calls } = renderCompare('/compare?ids=1,2,3');
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Scope one', 'Scope two', 'Scope three']),
    );
    expect(table.getByRole('rowheader', { name: 'Price (differs)' })).toBeInTheDocument();
    expect(table.getByRole('rowheader', { name: 'Condition' })).toBeInTheDocument();
    const bandwidth = table.getByRole('rowheader', { name: 'Bandwidth (MHz) (differs)' }).closest('tr')!;
    expect(
      within(bandwidth)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['350 MHz', '1,000 MHz', '—']);
    expect((calls[0]!.searchParams as Record<string, string>).ids).toBe('1,2,3');

    await user.click(screen.getByRole('checkbox', { name: 'Show differences only' }));
    expect(table.queryByRole('rowheader', { name: 'Condition' })).not.toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Remove Scope two from comparison' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?ids=1%2C3'));
  });

  it("uses the session's choices when the address names none, and says when a listing is gone", async () => {
    useCompareStore.getState().toggle({ id: 1, name: 'Scope one' });
    useCompareStore.getState().toggle({ id: 9, name: 'Sold scope' });
    renderCompare('/compare', { 'GET compare': { body: { ...answer, products: answer.products.slice(0, 1), missing: [9], rows: [] } } });
    expect(await screen.findByText('One listing is no longer for sale and was left out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?ids=1%2C9'));
  });

  it('the Compare toggle on cards fills the compare bar, up to 4', async () => {
    const { user, notify } = renderShop(shopRoutes());
    const [first] = await screen.findAllByRole('button', { name: /^Compare / });
    await user.click(first!);
    const bar = within(screen.getByRole('region', { name: 'Comparison' }));
    expect(bar.getByText('Compare 1 of 4')).toBeInTheDocument();
    expect(bar.getByText('Choose one more to compare')).toBeInTheDocument();
    for (const id of [91, 92, 93]) useCompareStore.getState().toggle({ id, name: `Scope ${id}` });
    expect(await bar.findByText('Compare 4 of 4')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', expect.stringMatching(/^\/compare\?ids=\d+,91,92,93$/));
    const [another] = screen.getAllByRole('button', { name: /^Compare / });
    await user.click(another!);
    expect(notify).toHaveBeenCalledWith({ type: 'info', title: 'You can compare up to 4 listings. Remove one to add another.' });
    expect(bar.getByText('Compare 4 of 4')).toBeInTheDocument();
  });
});
