import { screen, waitFor, within } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import type { SpecField } from '@xchange/contract';
import { SpecificationsPage } from './components/specifications-page';

const session = { type: 'admin' as const, data: { id: 1, name: 'Dana', authuser: 'admin@lab.test' } };
const bandwidth: SpecField = {
  id: 7,
  categoryId: 2,
  name: 'Bandwidth',
  kind: 'number',
  unit: 'MHz',
  options: [],
  filterable: true,
  position: 0,
  uses: 12,
};
const channels: SpecField = {
  id: 8,
  categoryId: 2,
  name: 'Channels',
  kind: 'number',
  unit: '',
  options: [],
  filterable: true,
  position: 1,
  uses: 0,
};

function page() {
  const mock = createMockApi({
    'POST categories/getCategories': {
      body: {
        content: [
          { id: 2, name: 'Oscilloscopes', documenttype: '' },
          { id: 3, name: 'Centrifuges', documenttype: '' },
        ],
        totalElements: 2,
      },
    },
    'GET specs/admin-fields': ({ searchParams }) => ({
      body: {
        categoryId: Number((searchParams as unknown as Record<string, number>).id),
        category: 'Oscilloscopes',
        fields: [bandwidth, channels],
      },
    }),
    'POST specs/fields': ({ json }) => ({ body: { id: 9, position: 2, uses: 0, unit: '', options: [], ...(json as object) } }),
    'PUT specs/fields': ({ json }) => ({ body: { ...bandwidth, ...(json as object) } }),
    'PUT specs/deleteField': { body: { message: 'The field "Bandwidth" is deleted.' } },
    'PUT specs/order': { body: { categoryId: 2, category: 'Oscilloscopes', fields: [channels, bandwidth] } },
  });
  return { ...renderWithShell(<SpecificationsPage />, { route: '/admin-specifications', session, api: mock.api }), calls: mock.calls };
}

describe('the Specifications page (docs/product.md §2.9)', () => {
  it("lists the first category's fields with how many listings use each, and reorders them", async () => {
    const { user, calls } = page();
    const row = (await screen.findByRole('cell', { name: 'Bandwidth' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '12 listings' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'MHz' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Bandwidth down' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'specs/order')?.json).toEqual({ categoryId: 2, ids: [8, 7] }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Centrifuges');
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'specs/admin-fields' && (c.searchParams as unknown as Record<string, number>).id === 3)).toBe(
        true,
      ),
    );
  });

  it('adds a number field with its unit', async () => {
    const { user, calls } = page();
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Vertical resolution');
    await user.type(dialog.getByRole('textbox', { name: 'Unit' }), 'bit');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === 'specs/fields')?.json).toEqual({
        categoryId: 2,
        name: 'Vertical resolution',
        kind: 'number',
        unit: 'bit',
        options: [],
        filterable: true,
      }),
    );
  });

  it('adds a list field with its choices, after asking for two', async () => {
    const { user, calls, notify } = page();
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Trigger type');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'Choice from a list');
    await user.type(dialog.getByRole('textbox', { name: 'Choice 1' }), 'Edge');
    await user.click(dialog.getByRole('button', { name: 'Remove choice 2' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A list needs at least two choices.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add a choice' }));
    await user.type(dialog.getByRole('textbox', { name: 'Choice 2' }), 'Pulse width');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === 'specs/fields')?.json).toEqual({
        categoryId: 2,
        name: 'Trigger type',
        kind: 'choice',
        unit: '',
        options: [{ label: 'Edge' }, { label: 'Pulse width' }],
        filterable: true,
      }),
    );
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Field "Trigger type" added' });
  });

  it('tells how many listings lose their value before deleting, and sends that count', async () => {
    const { user, calls } = page();
    await user.click(await screen.findByRole('button', { name: 'Delete Bandwidth' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(
      dialog.getByText('12 listings give a value for "Bandwidth". Deleting the field removes those values from the listings.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete field' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'specs/deleteField')?.searchParams).toEqual({ id: 7, uses: 12 }));
  });

  it("keeps a used field's kind and unit", async () => {
    const { user } = page();
    await user.click(await screen.findByRole('button', { name: 'Edit Bandwidth' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('combobox', { name: 'Kind' })).toBeDisabled();
    expect(dialog.getByText('12 listings give a value: the kind and unit stay. Add a new field for another.')).toBeInTheDocument();
  });
});
