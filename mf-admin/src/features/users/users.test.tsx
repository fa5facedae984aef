import { screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { BuyersPage, SellersPage } from './components/user-pages';

const session = { type: 'admin' as const, data: { id: 1, name: 'Dana', authuser: 'admin@lab.test' } };
const row = {
  firstname: 'Mia',
  lastname: 'Stone',
  company: 'Stone Instruments',
  username: 'mia@stone.test',
  address: '5 Mill Rd, Austin',
  phone: '+1 512 555 0100',
};

describe('buyers and sellers (docs/product.md §2.7)', () => {
  it('shows read-only buyer rows with the five columns and sorts by a header', async () => {
    const mock = createMockApi({
      'POST buyerprofile/getBuyerList': { body: { body: { content: [{ id: 3, ...row }], totalElements: 1 } } },
    });
    const { user } = renderWithShell(<BuyersPage />, { route: '/admin-buyer', session, api: mock.api });
    for (const header of ['Name', 'Company Name', 'Email', 'Address', 'Phone Number']) {
      expect(await screen.findByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('cell', { name: 'Mia Stone' })).toBeInTheDocument();
    expect(mock.calls[0]?.json).toMatchObject({ sortBy: 'firstname', sortOrder: 'asc' });
    await user.click(screen.getByRole('button', { name: /Company Name/ }));
    await waitFor(() => expect(mock.calls.at(-1)?.json).toMatchObject({ sortBy: 'company', sortOrder: 'asc' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('dims an inactive seller and switches sellers on and off', async () => {
    const mock = createMockApi({
      'POST sellerprofile/getSellerList': {
        body: {
          body: {
            content: [
              { id: 8, ...row, accountStatus: true },
              { id: 9, ...row, firstname: 'Carl', username: 'carl@ng.test', accountStatus: false },
            ],
            totalElements: 2,
          },
        },
      },
      'PUT sellerprofile/updateAccountStatus': ({ searchParams }) => ({
        body: { id: 8, ...row, accountStatus: searchParams?.status === 'true' },
      }),
    });
    const { user, notify } = renderWithShell(<SellersPage />, { route: '/admin-seller', session, api: mock.api });
    const carl = await screen.findByText('carl@ng.test');
    expect(carl.closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByText('mia@stone.test').closest('[aria-disabled="true"]')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Carl Stone active' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Mia Stone active' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Mia Stone is now inactive.' }));
    expect(mock.calls.find((c) => c.method === 'PUT')?.searchParams).toEqual({ id: 8, status: 'false' });
  });
});
