import { screen, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { buyer, order } from '../../test/commerce-fixtures';

const mocks = (orders: unknown[]) => createMockApi({ 'GET order': { body: orders }, 'GET message/getAll': { body: [] } }).api;

describe('payments (docs/product.md §2.5)', () => {
  it('lists product, order date, number, amount, real shipping and payment method, paged by 5', async () => {
    const all = Array.from({ length: 7 }, (_, i) =>
      order({
        id: i + 1,
        postcode: i === 0 ? 'Net 30' : '',
        sellerAccountData: { id: 3, company: 'Allen Instruments', preferredShipping: i === 0 ? 'Freight' : '' },
      }),
    );
    const { user } = renderWithShell(<App />, { route: '/buyerpayment', session: buyer, api: mocks(all) });
    const table = within(await screen.findByRole('table', { name: 'Payments' }));
    for (const h of ['Product', 'Order Date', 'Order No', 'Amount', 'Shipping Method', 'Payment Method']) {
      expect(table.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    const first = within(await table.findByRole('row', { name: /XC-2026-0000001/ }));
    expect(first.getByText('Freight')).toBeInTheDocument();
    expect(first.getByText('Net 30')).toBeInTheDocument();
    expect(first.getByText('$17,000')).toBeInTheDocument();
    expect(table.queryByText('Ground Shipping')).not.toBeInTheDocument();
    expect(table.queryByText('Stripe')).not.toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByRole('cell', { name: 'XC-2026-0000007' })).toBeInTheDocument();
  });

  it("says 'No Payments' when there are none", async () => {
    renderWithShell(<App />, { route: '/buyerpayment', session: buyer, api: mocks([]) });
    expect(await screen.findByText('No Payments')).toBeInTheDocument();
  });
});
