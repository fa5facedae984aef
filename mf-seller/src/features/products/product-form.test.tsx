import { Route, Routes } from 'react-router-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import type { ProductWire, Subscription } from '@xchange/contract';
import { AddProductPage, EditProductPage } from './components/product-pages';

const session = { type: 'seller' as const, data: { id: 12, firstname: 'Marcus', lastname: 'Chen', username: 'seller@lab.test' } };
const subscription = (over: Partial<Subscription> = {}): Subscription => ({
  sellerId: 12,
  status: 'active',
  plan: 'annual',
  renewal: 'recurring',
  amount: 999,
  memberSince: null,
  currentPeriodEnd: null,
  nextPaymentDate: null,
  credits: { total: 25, used: 3, available: 22 },
  transactions: [],
  ...over,
});
const product: ProductWire = {
  id: 40,
  productname: 'Fluke 87V',
  description: 'Industrial meter',
  price: 450,
  discountprice: 450,
  sellinginstrument: 'Multimeters',
  manufacturer: 'Fluke',
  condition: 'New',
  tags: ['PMI'],
  featured: false,
  sellerid: 12,
  primaryfile: { id: 1, url: '/media/products/a.jpg', thumbUrl: '/media/products/a-thumb.jpg', fileType: 'image' },
  productfiles: [{ id: 2, url: '/media/products/v.webm', fileType: 'video' }],
};
const catalog: MockRoutes = {
  'POST brands/getBrands': {
    body: {
      content: [
        { id: 1, name: 'Fluke' },
        { id: 2, name: 'Keysight' },
      ],
      totalElements: 2,
    },
  },
  'POST categories/getCategories': {
    body: {
      content: [
        { id: 1, name: 'Multimeters', documenttype: '' },
        { id: 2, name: 'Oscilloscopes', documenttype: '' },
      ],
      totalElements: 2,
    },
  },
};

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:test/${++n}`;
  URL.revokeObjectURL = () => undefined;
});

function addPage(routes: MockRoutes = {}) {
  const mock = createMockApi({
    'GET subscription': { body: subscription() },
    ...catalog,
    'POST product/savewithfiles': { body: { ...product, id: 41 } },
    ...routes,
  });
  return { ...renderWithShell(<AddProductPage />, { route: '/addproduct', session, api: mock.api }), calls: mock.calls };
}

async function fillValid(user: ReturnType<typeof addPage>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /Product Name/ }), 'Keysight DSOX3034A');
  await user.type(screen.getByRole('textbox', { name: /Product Description/ }), 'Four channels');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Oscilloscopes' })).toBeInTheDocument());
  await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Oscilloscopes');
  await user.selectOptions(screen.getByRole('combobox', { name: /Manufacturer/ }), 'Keysight');
  await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '9000');
}

const save = (user: ReturnType<typeof addPage>['user']) => user.click(screen.getByRole('button', { name: 'Save' }));
const savedFields = (calls: ReturnType<typeof addPage>['calls']) =>
  calls.find((c) => c.path === 'product/savewithfiles')?.body as FormData | undefined;

describe('add product form (docs/product.md §5)', () => {
  it("marks every required field with 'Required.'", async () => {
    const { user, calls } = addPage();
    await screen.findByRole('textbox', { name: /Product Name/ });
    await save(user);
    expect(await screen.findAllByText('Required.')).toHaveLength(5);
    expect(calls.some((c) => c.path === 'product/savewithfiles')).toBe(false);
  });

  it('limits the name to 40 and the description to 100 characters, with a 500 hard limit, collapsing whitespace on blur', async () => {
    const { user } = addPage();
    await user.type(await screen.findByRole('textbox', { name: /Product Name/ }), 'n'.repeat(41));
    const description = screen.getByRole('textbox', { name: /Product Description/ });
    expect(description).toHaveAttribute('maxLength', '500');
    fireEvent.change(description, { target: { value: `  ${'d'.repeat(101)}  ` } });
    await save(user);
    expect(await screen.findByText('Product Name must be at most 40 characters.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at most 100 characters.')).toBeInTheDocument();
    await user.clear(description);
    await user.type(description, '  two    spaces  ');
    await user.tab();
    expect(description).toHaveValue('two spaces');
  });

  it("refuses a price below 1 with 'Invalid Price'", async () => {
    const { user } = addPage();
    await fillValid(user);
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    await user.clear(price);
    await user.type(price, '0');
    await save(user);
    expect(await screen.findByText('Invalid Price')).toBeInTheDocument();
  });

  it('checks the discount against the price on submit', async () => {
    const { user, calls } = addPage();
    await fillValid(user);
    const discount = screen.getByRole('spinbutton', { name: /Discount Price/ });
    await user.type(discount, '9500');
    await save(user);
    expect(await screen.findByText('Discount price cannot be greater than the original price.')).toBeInTheDocument();
    await user.clear(discount);
    await user.type(discount, '9000');
    await save(user);
    expect(await screen.findByText('Discount price cannot be same as Original price')).toBeInTheDocument();
    expect(savedFields(calls)).toBeUndefined();
    await user.clear(discount);
    await user.type(discount, '8500');
    await save(user);
    await waitFor(() => expect(savedFields(calls)?.get('discountprice')).toBe('8500'));
  });

  it("saves an empty discount as the price (sent empty) and says 'Product is added'", async () => {
    const { user, calls, notify } = addPage();
    await fillValid(user);
    const tags = screen.getByRole('combobox', { name: /Tags/ });
    await user.click(tags);
    const suggestions = screen.getByRole('listbox', { name: 'Tag suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hitachi', 'PMI', 'Buyer', 'Seller']);
    await user.click(within(suggestions).getByRole('option', { name: 'PMI' }));
    await user.type(tags, 'Calibrated');
    await user.click(screen.getByRole('option', { name: 'Create tag: Calibrated' }));
    const photo = new File(['jpeg bytes'], 'front.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Primary photo/video', { selector: 'input' }), photo);
    expect(await screen.findByRole('img', { name: 'Primary photo/video preview' })).toHaveAttribute('src', 'blob:test/1');
    await save(user);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Product is added' }));
    const body = savedFields(calls)!;
    expect(
      Object.fromEntries(
        ['productname', 'price', 'discountprice', 'sellinginstrument', 'manufacturer', 'condition'].map((k) => [k, body.get(k)]),
      ),
    ).toEqual({
      productname: 'Keysight DSOX3034A',
      price: '9000',
      discountprice: '',
      sellinginstrument: 'Oscilloscopes',
      manufacturer: 'Keysight',
      condition: 'Used',
    });
    expect(body.getAll('tags')).toEqual(['PMI', 'Calibrated']);
    expect((body.get('pfile') as File).name).toBe('front.jpg');
  });

  it("sends the seller's own SKU, trimmed", async () => {
    const { user, calls } = addPage();
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), '  DSO-0042  ');
    const photo = new File(['jpeg bytes'], 'front.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Primary photo/video', { selector: 'input' }), photo);
    await save(user);
    await waitFor(() => expect(savedFields(calls)?.get('sku')).toBe('DSO-0042'));
  });

  it('refuses a file that is neither picture nor video before sending', async () => {
    addPage();
    await screen.findByRole('textbox', { name: /Product Name/ });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.change(screen.getByLabelText('Secondary photo/video 2', { selector: 'input' }), { target: { files: [exe] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).');
  });

  it('tells a seller without an active subscription why and where to pay, before the form', async () => {
    addPage({ 'GET subscription': { body: subscription({ status: 'pending' }) } });
    expect(await screen.findByText('You cannot publish listings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your Subscription page' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('textbox', { name: /Product Name/ })).not.toBeInTheDocument();
  });

  it("tells a seller without credits to use 'Add Balance'", async () => {
    addPage({ 'GET subscription': { body: subscription({ credits: { total: 25, used: 25, available: 0 } }) } });
    expect(await screen.findByText(/Buy more with 'Add Balance' on your Subscription page/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('edit product form (docs/product.md §2.6, §5)', () => {
  function editPage(routes: MockRoutes = {}) {
    const mock = createMockApi({
      ...catalog,
      'GET product/40': { body: product },
      'POST product/single-file': {
        body: { id: 9, url: '/media/products/new.jpg', thumbUrl: '/media/products/new-thumb.jpg', fileType: 'image' },
      },
      'POST product/files': { body: [{ id: 10, url: '/media/products/s2.jpg', thumbUrl: null, fileType: 'image' }] },
      'PUT product/update': ({ json }) => ({ body: json }),
      ...routes,
    });
    // the seller app mounts the page at /editproduct/:id
    const page = (
      <Routes>
        <Route path="/editproduct/:id" element={<EditProductPage />} />
      </Routes>
    );
    return { ...renderWithShell(page, { route: '/editproduct/40', session, api: mock.api }), calls: mock.calls };
  }

  it('is prefilled, shows a discount equal to the price empty, and has the product tabs', async () => {
    editPage();
    expect(await screen.findByRole('textbox', { name: /Product Name/ })).toHaveValue('Fluke 87V');
    expect(screen.getByRole('spinbutton', { name: /^Price/ })).toHaveValue(450);
    expect(screen.getByRole('spinbutton', { name: /Discount Price/ })).toHaveValue(null);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Manufacturer/ })).toHaveValue('Fluke'));
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveValue('Multimeters');
    expect(screen.getByRole('link', { name: 'Recent Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByText('PMI')).toBeInTheDocument();
  });

  it('sends primary and secondary uploads at once and saves the kept files', async () => {
    const { user, calls, notify } = editPage();
    await screen.findByRole('textbox', { name: /Product Name/ });
    await user.upload(
      screen.getByLabelText('Primary photo/video', { selector: 'input' }),
      new File(['x'], 'new.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Primary photo uploaded.' }));
    expect(calls.find((c) => c.path === 'product/single-file')?.searchParams).toEqual({ productid: '40' });
    await user.upload(
      screen.getByLabelText('Secondary photo/video 2', { selector: 'input' }),
      new File(['y'], 's2.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Secondary photo uploaded.' }));
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    await user.clear(price);
    await user.type(price, '400');
    await save(user);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Product is updated' }));
    expect(calls.find((c) => c.path === 'product/update')?.json).toMatchObject({
      id: 40,
      price: 400,
      discountprice: '',
      primaryfile: { url: '/media/products/new.jpg' },
      productfiles: [{ url: '/media/products/v.webm' }, { url: '/media/products/s2.jpg' }],
    });
  });

  it("opens a video slot's player dialog", async () => {
    const { user } = editPage();
    await user.click(await screen.findByRole('button', { name: 'Play Secondary photo/video 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video preview' });
    expect(within(dialog).getByLabelText('Product video')).toHaveAttribute('src', '/media/products/v.webm');
  });
});
