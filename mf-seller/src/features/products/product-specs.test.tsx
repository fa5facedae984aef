import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import type { SpecFieldsResponse, Subscription } from '@xchange/contract';
import { AddProductPage } from './components/product-pages';

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
const oscilloscopeFields: SpecFieldsResponse = {
  categoryId: 2,
  category: 'Oscilloscopes',
  fields: [
    { id: 7, categoryId: 2, name: 'Bandwidth', kind: 'number', unit: 'MHz', options: [], filterable: true, position: 0 },
    {
      id: 8,
      categoryId: 2,
      name: 'Display',
      kind: 'choice',
      unit: '',
      options: [
        { id: 1, label: 'Touch' },
        { id: 2, label: 'Buttons only' },
      ],
      filterable: true,
      position: 1,
    },
    { id: 9, categoryId: 2, name: 'Mixed signal', kind: 'boolean', unit: '', options: [], filterable: true, position: 2 },
  ],
};
const multimeterFields: SpecFieldsResponse = {
  categoryId: 1,
  category: 'Multimeters',
  fields: [{ id: 3, categoryId: 1, name: 'Digits', kind: 'number', unit: '', options: [], filterable: true, position: 0 }],
};

function addPage() {
  const mock = createMockApi({
    'GET subscription': { body: subscription },
    'POST brands/getBrands': { body: { content: [{ id: 2, name: 'Keysight' }], totalElements: 1 } },
    'POST categories/getCategories': {
      body: {
        content: [
          { id: 1, name: 'Multimeters', documenttype: '' },
          { id: 2, name: 'Oscilloscopes', documenttype: '' },
        ],
        totalElements: 2,
      },
    },
    'GET specs/fields': (request) => ({
      body: (request.searchParams as Record<string, string>).category === 'Multimeters' ? multimeterFields : oscilloscopeFields,
    }),
    'POST product/savewithfiles': {
      body: {
        id: 41,
        productname: 'Scope',
        description: 'x',
        price: 9000,
        sellinginstrument: 'Oscilloscopes',
        manufacturer: 'Keysight',
        sellerid: 12,
      },
    },
  });
  return { ...renderWithShell(<AddProductPage />, { route: '/addproduct', session, api: mock.api }), calls: mock.calls };
}

type User = ReturnType<typeof addPage>['user'];

async function fillBasics(user: User, category = 'Oscilloscopes') {
  await user.type(await screen.findByRole('textbox', { name: /Product Name/ }), 'Keysight MSOX3104T');
  await user.type(screen.getByRole('textbox', { name: /Product Description/ }), 'Four channels, 1 GHz');
  await waitFor(() => expect(screen.getByRole('option', { name: category })).toBeInTheDocument());
  await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), category);
  await user.selectOptions(screen.getByRole('combobox', { name: /Manufacturer/ }), 'Keysight');
  await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '9000');
}
const sent = (calls: ReturnType<typeof addPage>['calls']) =>
  calls.find((c) => c.path === 'product/savewithfiles')?.body as FormData | undefined;

describe("the product form's category fields and facts (docs/product.md §2.9)", () => {
  it("shows the chosen category's fields and checks each by kind and unit before sending", async () => {
    const { user, calls } = addPage();
    expect(await screen.findByText('Choose a category to give its specifications.')).toBeInTheDocument();
    await fillBasics(user);
    const bandwidth = await screen.findByRole('textbox', { name: 'Bandwidth (MHz)' });
    expect(screen.getByRole('combobox', { name: 'Display' })).toBeInTheDocument();
    await user.type(bandwidth, '1 GHz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bandwidth must be a number in MHz.')).toBeInTheDocument();
    expect(sent(calls)).toBeUndefined();

    await user.clear(bandwidth);
    await user.type(bandwidth, '1,000 MHz');
    // checked again as it is corrected: the message goes without another Save
    await waitFor(() => expect(screen.queryByText('Bandwidth must be a number in MHz.')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Display' }), 'Touch');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mixed signal' }), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(JSON.parse(String(sent(calls)!.get('specs')))).toEqual({ 7: '1,000 MHz', 8: '1', 9: 'yes' });
  });

  it('drops values typed for another category when the category changes', async () => {
    const { user, calls } = addPage();
    await fillBasics(user);
    await user.type(await screen.findByRole('textbox', { name: 'Bandwidth (MHz)' }), '350');
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Multimeters');
    await user.type(await screen.findByRole('textbox', { name: 'Digits' }), '6.5');
    expect(screen.queryByRole('textbox', { name: 'Bandwidth (MHz)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(JSON.parse(String(sent(calls)!.get('specs')))).toEqual({ 3: '6.5' });
  });

  it('asks for the date and laboratory of a calibrated listing, and the price of fixed shipping', async () => {
    const { user, calls } = addPage();
    await fillBasics(user);
    expect(screen.queryByLabelText(/Calibration date/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Calibrated' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shipping' }), 'Fixed shipping price');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the calibration date.')).toBeInTheDocument();
    expect(screen.getByText('Enter the laboratory that calibrated it.')).toBeInTheDocument();
    expect(screen.getByText('Enter the shipping price.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Calibration date/), '2026-03-02');
    await user.type(screen.getByRole('textbox', { name: /Laboratory/ }), 'Keysight Calibration Services');
    await user.type(screen.getByRole('textbox', { name: /Shipping price/ }), '95');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Grade B: Light wear');
    expect(screen.getByText('Minor cosmetic marks; works to its full specification.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'MY58121234');
    await user.click(screen.getByRole('checkbox', { name: 'Wire transfer' }));
    const pdf = new File(['%PDF-1.4 certificate'], 'certificate.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Choose a certificate PDF'), pdf);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    const body = sent(calls)!;
    expect([body.get('calibrated'), body.get('calibrationDate'), body.get('calibrationLab'), body.get('grade')]).toEqual([
      'true',
      '2026-03-02',
      'Keysight Calibration Services',
      'B',
    ]);
    expect([body.get('shipping'), body.get('shippingPrice'), body.getAll('paymentTerms'), body.get('serialNumber')]).toEqual([
      'fixed',
      '95',
      ['Wire transfer'],
      'MY58121234',
    ]);
    expect((body.get('certificate') as File).name).toBe('certificate.pdf');
  });

  it('refuses a certificate that is not a PDF before sending', async () => {
    const { user } = addPage();
    await fillBasics(user);
    await user.click(screen.getByRole('checkbox', { name: 'Calibrated' }));
    // the picker offers PDFs only; a file dropped onto it may still be anything
    fireEvent.change(screen.getByLabelText('Choose a certificate PDF'), {
      target: { files: [new File(['x'], 'scan.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Please choose a PDF file for the calibration certificate.')).toBeInTheDocument();
  });
});
