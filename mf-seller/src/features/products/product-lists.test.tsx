import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import type { ProductWire } from '@xchange/contract';
import { AllProductsPage, RecentProductsPage } from './components/product-pages';

const session = { type: 'seller' as const, data: { id: 12, firstname: 'Marcus', lastname: 'Chen', username: 'seller@lab.test' } };
const item = (id: number, productname: string, over: Partial<ProductWire> = {}): ProductWire => ({
  id,
  productname,
  description: `${productname} in very good condition, calibrated last spring and shipped with all accessories`,
  price: 100 * id,
  discountprice: '',
  sellinginstrument: 'Oscilloscopes',
  manufacturer: 'Keysight',
  tags: [],
  featured: false,
  sellerid: 12,
  primaryfile: null,
  productfiles: [],
  ...over,
});
const rows = [
  item(1, 'DSOX3034A', { featured: true, primaryfile: { url: '/media/a.jpg', thumbUrl: '/media/a-thumb.jpg', fileType: 'image' } }),
  item(2, 'MSO58'),
];
const page = (content: ProductWire[], totalElements = content.length) => ({ body: { body: { content, totalElements } } });

function render(Page: typeof RecentProductsPage, routes: MockRoutes = {}) {
  const mock = createMockApi({ 'POST product': page(rows, 12), ...routes });
  return { ...renderWithShell(<Page />, { route: '/products', session, api: mock.api }), calls: mock.calls };
}

describe('RECENT PRODUCTS (docs/product.md §2.6)', () => {
  it("lists the seller's products sorted by name with picture, truncated description, price and feature toggle", async () => {
    const { calls } = render(RecentProductsPage);
    const table = await screen.findByRole('table', { name: 'Recent products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim()),
    ).toEqual(['Product', 'Description', 'Price', 'Feature Product', 'Action']);
    expect(calls[0]?.json).toEqual({ page: 1, size: 5, sortBy: 'productname', sortOrder: 'asc' });
    expect(await within(table).findByText('$100')).toBeInTheDocument();
    expect(within(table).getByText('No photo')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Feature DSOX3034A' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Add A Product' })).toHaveAttribute('href', '/addproduct');
  });

  it('sorts by a header, changes the page size and the page', async () => {
    const { user, calls } = render(RecentProductsPage);
    await screen.findByRole('table', { name: 'Recent products' });
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(calls.at(-1)?.json).toMatchObject({ sortBy: 'price', sortOrder: 'asc' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(calls.at(-1)?.json).toMatchObject({ size: 10 }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(calls.at(-1)?.json).toMatchObject({ page: 2 }));
  });

  it('disables the other toggles while one saves', async () => {
    let release: () => void = () => undefined;
    const { user, calls } = render(RecentProductsPage, {
      'POST product/update-feature-product': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: item(2, 'MSO58', { featured: true }) });
        }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Feature MSO58' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Feature DSOX3034A' })).toBeDisabled());
    expect(calls.find((c) => c.path === 'product/update-feature-product')?.json).toEqual({
      productid: 2,
      sellerid: 12,
      featuredStatus: true,
    });
    release();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Feature DSOX3034A' })).toBeEnabled());
  });

  it('deletes after the confirmation and says so; Cancel keeps the product', async () => {
    const { user, calls, notify } = render(RecentProductsPage, { 'DELETE product/2': { body: { message: 'Product is deleted.' } } });
    await user.click(await screen.findByRole('button', { name: 'Delete MSO58' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete MSO58' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Product is deleted.' }));
  });

  it("shows 'No products' when the seller has none", async () => {
    render(RecentProductsPage, { 'POST product': page([]) });
    expect(await screen.findByText('No products')).toBeInTheDocument();
  });
});

describe('ALL PRODUCTS (docs/product.md §2.6)', () => {
  it('shows the type of instrument and manufacturer, with edit links', async () => {
    render(AllProductsPage);
    const table = await screen.findByRole('table', { name: 'All products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim()),
    ).toEqual(['Product', 'Description', 'Type of Instrument', 'Manufacturer', 'Price', 'Action']);
    expect(await within(table).findAllByText('Keysight')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit DSOX3034A' })).toBeInTheDocument();
  });
});
