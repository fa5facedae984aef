import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { ActivePromotionsPage, UpcomingPromotionsPage } from './components/promotion-pages';

const session = { type: 'admin' as const, data: { id: 1, name: 'Dana', authuser: 'admin@lab.test' } };
const sellers = [
  { id: 4, firstname: 'Sam', lastname: 'Ray', company: 'Ray Labs' },
  { id: 7, firstname: 'Ana', lastname: 'Diaz', company: 'Diaz Metrology' },
];
const running = {
  id: 11,
  sellerId: 4,
  sellername: 'Sam Ray',
  companyName: 'Ray Labs',
  startdate: '03-01-2030',
  enddate: '03-31-2030',
  status: 'true',
};

function setup(page: 'active' | 'upcoming', rows: object[] = []) {
  const mock = createMockApi({
    'POST promotions/getPromotions': { body: { content: rows, totalElements: rows.length } },
    'GET home/lookups': { body: { manufacturer: [], seller: sellers, categories: [], location: [] } },
    'POST promotions': ({ json }) => ({ body: { id: 20, sellername: 'Ana Diaz', ...(json as object) } }),
    'POST promotions/updatePromotion': ({ json }) => ({ body: json }),
    'PUT promotions/deletePromotion': { body: { message: 'Promotion is deleted.' } },
  });
  const Page = page === 'active' ? ActivePromotionsPage : UpcomingPromotionsPage;
  const route = page === 'active' ? '/admin-seller-promotion' : '/admin-upcoming-seller-promotion';
  return { ...renderWithShell(<Page />, { route, session, api: mock.api }), calls: mock.calls };
}

const dialog = () => within(screen.getByRole('dialog'));

describe('promotion dialog (docs/product.md §5 date rules)', () => {
  it('requires seller, company on the active tab, and both dates', async () => {
    const { user, calls } = setup('active');
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    for (const text of ['Seller is required', 'Company is required', 'Start Date is required', 'End Date is required']) {
      expect(await dialog().findByText(text)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.path === 'promotions')).toBe(false);
  });

  it('shows the end-before-start message on the same Save as the missing seller and company', async () => {
    const { user, calls } = setup('active');
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    await user.type(dialog().getByRole('textbox', { name: /Start Date/ }), '03-10-2030');
    await user.type(dialog().getByRole('textbox', { name: /End Date/ }), '03-09-2030');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('End Date must be later than or equal to Start Date')).toBeInTheDocument();
    expect(dialog().getByText('Seller is required')).toBeInTheDocument();
    expect(dialog().getByText('Company is required')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'promotions')).toBe(false);
  });

  it('wants MM-DD-YYYY and an end date not before the start date', async () => {
    const { user, calls } = setup('upcoming');
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    await user.selectOptions(dialog().getByRole('combobox', { name: /Seller/ }), '7');
    await user.type(dialog().getByRole('textbox', { name: /Start Date/ }), '2030-03-01');
    await user.type(dialog().getByRole('textbox', { name: /End Date/ }), '02-30-2030');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findAllByText('Dates must be written MM-DD-YYYY')).toHaveLength(2);
    await user.clear(dialog().getByRole('textbox', { name: /Start Date/ }));
    await user.type(dialog().getByRole('textbox', { name: /Start Date/ }), '03-10-2030');
    await user.clear(dialog().getByRole('textbox', { name: /End Date/ }));
    await user.type(dialog().getByRole('textbox', { name: /End Date/ }), '03-09-2030');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('End Date must be later than or equal to Start Date')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'promotions')).toBe(false);
  });

  it("adds an upcoming promotion ('false') for the picked seller, company filled from the lookup", async () => {
    const { user, calls, notify } = setup('upcoming');
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    await user.selectOptions(dialog().getByRole('combobox', { name: /Seller/ }), '7');
    expect(dialog().getByRole('textbox', { name: /Company/ })).toHaveValue('Diaz Metrology');
    await user.type(dialog().getByRole('textbox', { name: /Start Date/ }), '04-01-2030');
    await user.type(dialog().getByRole('textbox', { name: /End Date/ }), '04-01-2030');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'New Promotion Added Successfully' }));
    expect(calls.find((c) => c.path === 'promotions')?.json).toEqual({
      sellerId: 7,
      sellername: 'Ana Diaz',
      companyName: 'Diaz Metrology',
      startdate: '04-01-2030',
      enddate: '04-01-2030',
      status: 'false',
    });
  });

  it('lists the tab by its status, switches a row off and deletes with the §8 confirmation', async () => {
    const { user, calls, notify } = setup('active', [running]);
    expect(await screen.findByRole('cell', { name: 'Sam Ray' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'promotions/getPromotions')?.json).toMatchObject({
      status: 'true',
      sortBy: 'sellername',
      page: 1,
      size: 5,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Sam Ray promotion active' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'promotions/updatePromotion')?.json).toMatchObject({ id: 11, status: 'false' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Sam Ray promotion' }));
    expect(await screen.findByText('Are you sure you want to delete this promotion?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Promotion is deleted.' }));
    expect(calls.find((c) => c.path === 'promotions/deletePromotion')?.searchParams).toEqual({ id: 11 });
  });

  it('sorts the upcoming tab by start date and says No Record Found when empty', async () => {
    const { calls } = setup('upcoming');
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'promotions/getPromotions')?.json).toMatchObject({
      status: 'false',
      sortBy: 'startdate',
      sortOrder: 'asc',
    });
  });
});
