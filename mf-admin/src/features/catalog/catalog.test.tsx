import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { BrandsPage, CategoriesPage } from './components/catalog-pages';

const session = { type: 'admin' as const, data: { id: 1, name: 'Dana', authuser: 'admin@lab.test' } };
const brands = [
  { id: 1, name: 'Fluke' },
  { id: 2, name: 'Keysight' },
];

function brandsPage(routes: Parameters<typeof createMockApi>[0] = {}) {
  const mock = createMockApi({
    'POST brands/getBrands': { body: { content: brands, totalElements: 2 } },
    'POST brands': ({ json }) => ({ body: { id: 3, ...(json as object) } }),
    'PUT brands/updateBrand': ({ json }) => ({ body: json }),
    'PUT brands/deleteBrand': { body: { message: 'Brands is deleted.' } },
    ...routes,
  });
  return { ...renderWithShell(<BrandsPage />, { route: '/admin-brands', session, api: mock.api }), calls: mock.calls };
}

describe('brands (docs/product.md §2.7)', () => {
  it('lists brands with the §9 default sort and searches', async () => {
    const { user, calls } = brandsPage();
    expect(await screen.findByRole('cell', { name: 'Keysight' })).toBeInTheDocument();
    expect(calls[0]?.json).toEqual({ page: 1, size: 5, sortBy: 'documenttype', sortOrder: 'asc' });
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), '  fluke ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)?.json).toEqual({ page: 1, size: 5, sortBy: 'documenttype', sortOrder: 'asc', search: 'fluke' }),
    );
  });

  it("adds a brand with the brand's own notice, after 'Name is required' for an empty name", async () => {
    const { user, calls, notify } = brandsPage();
    await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Tektronix');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'New Brand Added Successfully' }));
    expect(calls.find((c) => c.method === 'POST' && c.path === 'brands')?.json).toMatchObject({ name: 'Tektronix' });
  });

  it('edits a brand and deletes one after the product confirmation', async () => {
    const { user, calls, notify } = brandsPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Fluke' }));
    const name = within(screen.getByRole('dialog')).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Fluke Corporation');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Brand Edited Successfully' }));
    expect(calls.find((c) => c.path === 'brands/updateBrand')?.json).toMatchObject({ id: 1, name: 'Fluke Corporation' });
    await user.click(screen.getByRole('button', { name: 'Delete Keysight' }));
    expect(await screen.findByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Brands is deleted.' }));
    expect(calls.find((c) => c.path === 'brands/deleteBrand')?.searchParams).toEqual({ id: 2 });
  });

  it('keeps the dialog and what was typed when the server refuses', async () => {
    const { user, notify } = brandsPage({ 'POST brands': { status: 409, body: { errors: ['A brand named "Fluke" already exists.'] } } });
    await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Name/ }), 'Fluke');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Name/ })).toHaveValue('Fluke'));
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('says No Record Found when there are none', async () => {
    brandsPage({ 'POST brands/getBrands': { body: { content: [], totalElements: 0 } } });
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });
});

describe('categories (docs/product.md §2.7)', () => {
  it('adds a category with its group and the §8 category texts', async () => {
    const mock = createMockApi({
      'POST categories/getCategories': {
        body: { content: [{ id: 5, name: 'Oscilloscopes', documenttype: 'Test & Measurement' }], totalElements: 1 },
      },
      'POST categories/saveCategory': ({ json }) => ({ body: { id: 6, ...(json as object) } }),
      'PUT categories/deleteCategory': { body: { message: 'Category is deleted.' } },
    });
    const { user, notify } = renderWithShell(<CategoriesPage />, { route: '/admin-category', session, api: mock.api });
    expect(await screen.findByRole('cell', { name: 'Test & Measurement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Centrifuges');
    await user.type(dialog.getByRole('textbox', { name: /Document Type/ }), 'Life Science');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'New Category Added Successfully' }));
    expect(mock.calls.find((c) => c.path === 'categories/saveCategory')?.json).toEqual({
      name: 'Centrifuges',
      documenttype: 'Life Science',
    });
    await user.click(screen.getByRole('button', { name: 'Delete Oscilloscopes' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Category is deleted.' }));
  });
});
