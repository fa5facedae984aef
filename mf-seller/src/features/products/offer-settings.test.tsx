import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { offerTexts } from '@xchange/contract/listings';
import { offerSettingsFormTexts } from '@xchange/contract/accounts';
import type { ProductWire, Subscription } from '@xchange/contract';
import { AddProductPage, EditProductPage } from './components/product-pages';

const session = { type: 'seller' as const, data: { id: 12, firstname: 'Marcus', lastname: 'Chen', username: 'seller@lab.test' } };
const subscription: Subscription = {
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
};
const catalog: MockRoutes = {
  'POST brands/getBrands': { body: { content: [{ id: 2, name: 'Keysight' }], totalElements: 1 } },
  'POST categories/getCategories': { body: { content: [{ id: 2, name: 'Oscilloscopes', documenttype: '' }], totalElements: 1 } },
  'GET specs/fields': { body: { categoryId: 2, category: 'Oscilloscopes', fields: [] } },
};
/** The listing as GET product/:id answers anyone: offer switches, no auto amounts (its seller also gets those). */
const shopAnswer: ProductWire = {
  id: 40,
  productname: 'Keysight DSOX3034A',
  description: 'Four channels, 350 MHz',
  price: 9000,
  discountprice: '',
  sellinginstrument: 'Oscilloscopes',
  manufacturer: 'Keysight',
  condition: 'Used',
  tags: [],
  featured: false,
  sellerid: 12,
  primaryfile: null,
  productfiles: [],
  acceptoffers: true,
  priceonrequest: false,
};

const amountBox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = (user: ReturnType<typeof renderWithShell>['user']) => user.click(screen.getByRole('button', { name: 'Save' }));

describe("the product form's offers and pricing (docs/product.md §2.11)", () => {
  function addPage() {
    const mock = createMockApi({
      'GET subscription': { body: subscription },
      ...catalog,
      'POST product/savewithfiles': { body: shopAnswer },
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
  const sent = (calls: ReturnType<typeof addPage>['calls'], names: string[]) => {
    const body = calls.find((c) => c.path === 'product/savewithfiles')?.body as FormData | undefined;
    return body && Object.fromEntries(names.map((n) => [n, body.get(n)]));
  };

  it('shows the auto amounts only while offers are on, says buyers never see them, and checks their order', async () => {
    const { user, calls } = addPage();
    await fillValid(user);
    const section = within(screen.getByRole('heading', { name: offerSettingsFormTexts.title }).closest('fieldset')!);
    expect(section.queryByRole('textbox', { name: /Auto-decline/ })).toBeNull();
    await user.click(section.getByRole('checkbox', { name: 'Accept offers' }));
    expect(section.getByText(offerSettingsFormTexts.amountsPrivate)).toBeInTheDocument();
    await user.type(amountBox('Auto-decline below'), '8500');
    await user.type(amountBox('Auto-accept at or above'), '8000');
    await save(user);
    expect(await section.findByText(offerTexts.autoOrder)).toBeInTheDocument();
    expect(amountBox('Auto-accept at or above')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, ['acceptoffers'])).toBeUndefined();

    await user.clear(amountBox('Auto-accept at or above'));
    await user.type(amountBox('Auto-accept at or above'), '8800');
    await save(user);
    await waitFor(() =>
      expect(sent(calls, ['acceptoffers', 'priceonrequest', 'autodeclinebelow', 'autoacceptat'])).toEqual({
        acceptoffers: 'true',
        priceonrequest: 'false',
        autodeclinebelow: '8500',
        autoacceptat: '8800',
      }),
    );
  });

  it('explains price on request and keeps the price as the reference price', async () => {
    const { user, calls } = addPage();
    await fillValid(user);
    expect(screen.getByText(offerSettingsFormTexts.priceOnRequestHelp)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Price on request' }));
    await save(user);
    await waitFor(() =>
      expect(sent(calls, ['priceonrequest', 'price', 'acceptoffers'])).toEqual({
        priceonrequest: 'true',
        price: '9000',
        acceptoffers: 'false',
      }),
    );
  });

  it('switching offers off drops an unsaved amount edit instead of refusing the form over a hidden field', async () => {
    const { user, calls } = addPage();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Accept offers' }));
    await user.type(amountBox('Auto-decline below'), '0');
    await user.click(screen.getByRole('checkbox', { name: 'Accept offers' }));
    await save(user);
    await waitFor(() => expect(sent(calls, ['acceptoffers', 'autodeclinebelow'])).toEqual({ acceptoffers: 'false', autodeclinebelow: '' }));
  });
});

describe('editing a listing keeps its offer settings', () => {
  function editPage(routes: MockRoutes) {
    const mock = createMockApi({ ...catalog, 'PUT product/update': ({ json }) => ({ body: json }), ...routes });
    const page = (
      <Routes>
        <Route path="/editproduct/:id" element={<EditProductPage />} />
      </Routes>
    );
    return { ...renderWithShell(page, { route: '/editproduct/40', session, api: mock.api }), calls: mock.calls };
  }
  const updated = (calls: ReturnType<typeof editPage>['calls']) => calls.find((c) => c.path === 'product/update')?.json;

  it("loads the stored amounts from the seller's own answer and saves a change", async () => {
    const { user, calls } = editPage({ 'GET product/40': { body: { ...shopAnswer, autodeclinebelow: 7000, autoacceptat: 8600 } } });
    expect(await screen.findByRole('checkbox', { name: 'Accept offers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Price on request' })).not.toBeChecked();
    expect(amountBox('Auto-decline below')).toHaveValue('7000');
    expect(amountBox('Auto-accept at or above')).toHaveValue('8600');
    await user.clear(amountBox('Auto-accept at or above'));
    await user.type(amountBox('Auto-accept at or above'), '8750.50');
    await save(user);
    await waitFor(() =>
      expect(updated(calls)).toMatchObject({ acceptoffers: true, priceonrequest: false, autodeclinebelow: 7000, autoacceptat: 8750.5 }),
    );
  });

  it('clears an amount the seller empties', async () => {
    const { user, calls } = editPage({ 'GET product/40': { body: { ...shopAnswer, autodeclinebelow: 7000, autoacceptat: null } } });
    expect(await screen.findByRole('textbox', { name: /^Auto-decline below/ })).toHaveValue('7000');
    await user.clear(amountBox('Auto-decline below'));
    await save(user);
    await waitFor(() => expect(updated(calls)).toMatchObject({ autodeclinebelow: null, autoacceptat: null }));
  });

  it('sends no amounts an answer did not carry, so the stored ones stay', async () => {
    const { user, calls } = editPage({ 'GET product/40': { body: shopAnswer } });
    expect(await screen.findByRole('textbox', { name: /^Auto-decline below/ })).toHaveValue('');
    await save(user);
    await waitFor(() => expect(updated(calls)).toMatchObject({ acceptoffers: true }));
    const wire = JSON.parse(JSON.stringify(updated(calls))) as Record<string, unknown>;
    expect(wire).not.toHaveProperty('autodeclinebelow');
    expect(wire).not.toHaveProperty('autoacceptat');
  });
});
