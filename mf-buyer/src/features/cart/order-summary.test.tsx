import { screen, waitFor, within } from '@testing-library/react';
import type { KyInstance } from 'ky';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { buyer, meter, order, scope } from '../../test/commerce-fixtures';

/** The mock client, also recording the headers each POST carried. */
function apiWithHeaders(routes: MockRoutes) {
  const mock = createMockApi(routes);
  const headers: Record<string, string>[] = [];
  const post = (path: string, options: { headers?: Record<string, string> } = {}) => {
    headers.push(options.headers ?? {});
    return (mock.api.post as unknown as (p: string, o: object) => unknown)(path, options);
  };
  return { ...mock, api: { ...mock.api, post } as unknown as KyInstance, headers };
}

const profile = {
  'GET buyerprofile/get-profile': { body: { id: 7, firstname: 'Ada', lastname: 'Lovelace', address: '1 Main St, Austin' } },
};

describe('order summary (docs/product.md §2.5, §5)', () => {
  it('tables the lines with totals, shows details with the real category and deletes a line', async () => {
    const mock = createMockApi(profile);
    const { user, cart } = renderWithShell(<App />, { route: '/ordersummary', session: buyer, cartLines: [scope, meter], api: mock.api });
    const table = within(screen.getByRole('table', { name: 'Order summary' }));
    for (const header of ['Product', 'Price', 'Quantity', 'Total'])
      expect(table.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = within(table.getByRole('row', { name: new RegExp(scope.productname) }));
    expect(row.getByText('$8,500')).toBeInTheDocument();
    expect(row.getByText('$17,000')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: `View Details of ${scope.productname}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Details of ${scope.productname}` }));
    expect(dialog.getByText('ORDER DETAILS')).toBeInTheDocument();
    expect(dialog.getByText('PRODUCT DETAILS')).toBeInTheDocument();
    expect(dialog.getByText('Oscilloscopes')).toBeInTheDocument();
    expect(dialog.queryByText('Test & Measurement')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(table.getByRole('button', { name: `Delete ${meter.productname}` }));
    expect(cart.getState().lines.map((l) => l.id)).toEqual([scope.id]);
  });

  it("says 'No Items Found in Cart' when empty and cannot place an order", () => {
    renderWithShell(<App />, { route: '/ordersummary', session: buyer, api: createMockApi(profile).api });
    expect(screen.getByText('No Items Found in Cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('limits notes to 500 characters and prefills the delivery address from the profile', async () => {
    renderWithShell(<App />, { route: '/ordersummary', session: buyer, cartLines: [meter], api: createMockApi(profile).api });
    expect(await screen.findByDisplayValue('1 Main St, Austin')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('maxlength', '500');
  });

  it('places the order with one key per attempt, clears the cart and goes to Current Orders', async () => {
    let fail = true;
    const mock = apiWithHeaders({
      ...profile,
      'POST order/save': () => (fail ? { status: 504, body: { errors: ['Timed out'] } } : { body: [order({ id: 1 }), order({ id: 2 })] }),
      'POST order': { body: { content: [], totalElements: 0 } },
    });
    const { user, cart, notify } = renderWithShell(<App />, {
      route: '/ordersummary',
      session: buyer,
      cartLines: [scope, meter],
      api: mock.api,
    });
    const address = await screen.findByDisplayValue('1 Main St, Austin');
    await user.clear(address);
    await user.type(address, '9 Dock Rd');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Call first');
    await user.type(screen.getByRole('textbox', { name: 'Preferred Payment Method' }), 'Wire transfer');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(cart.getState().lines).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Current Orders' })).toBeInTheDocument();
    const saves = mock.calls.filter((c) => c.path === 'order/save');
    expect(saves).toHaveLength(2);
    expect(saves[0]!.json).toEqual({
      product: [
        { id: scope.id, quantity: 2 },
        { id: meter.id, quantity: 1 },
      ],
      deliveryaddress: '9 Dock Rd',
      postcode: 'Wire transfer',
      notes: 'Call first',
      total: 17_450,
    });
    const keys = mock.headers.map((h) => h['Idempotency-Key']).filter(Boolean);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(cart.getState().lines).toEqual([]);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Order placed successfully.' });
  });
});
