import { screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell } from '../testing';
import { MyAccountPanel } from './components/my-account-panel';

const profile = {
  id: 7,
  username: 'ada@lab.test',
  firstname: 'Ada',
  lastname: 'Lovelace',
  company: 'Analytical Engines',
  phone: '+1 212 555 0100',
  address: '350 Fifth Avenue, New York',
  profilePhoto: null,
};
const session = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };

function setup(role: 'buyer' | 'seller' = 'buyer', stored: object = profile) {
  const prefix = role === 'buyer' ? 'buyerprofile' : 'sellerprofile';
  const mock = createMockApi({
    [`GET ${prefix}/get-profile`]: { body: stored },
    [`PUT ${prefix}/update`]: ({ json }) => ({ body: { ...profile, ...(json as object) } }),
  });
  const view = renderWithShell(<MyAccountPanel role={role} />, { session: { ...session, type: role }, api: mock.api });
  return { ...view, calls: mock.calls };
}

describe('profile form (docs/product.md §2.5, §5)', () => {
  it('shows the stored profile with a read-only email and the US phone country', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@lab.test');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('(212) 555-0100');
  });

  it('gives the docs/product.md §5 text for every empty field and sends nothing', async () => {
    const { user, calls } = setup();
    for (const name of [/First Name/, /Last Name/, /Company Name/, /Phone/, /Address/])
      await user.clear(await screen.findByRole('textbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [
      'First Name is required.',
      'Last Name is required.',
      'Company Name is required.',
      'Phone is required.',
      'Address is required.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a phone number too short for its country', async () => {
    const { user } = setup();
    const phone = await screen.findByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
  });

  it('saves, says "My account is updated" and updates the stored user for the header', async () => {
    const { user, calls, notify, session: store } = setup();
    const first = await screen.findByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '020 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'My account is updated' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: 'buyerprofile/update',
      json: {
        username: 'ada@lab.test',
        firstname: 'Augusta',
        lastname: 'Lovelace',
        phone: '+44 20 7946 0958',
        company: 'Analytical Engines',
      },
    });
    expect(store.getState().data).toMatchObject({ id: 7, firstname: 'Augusta', phone: '+44 20 7946 0958' });
    expect(calls.find((c) => c.method === 'PUT')?.json).not.toHaveProperty('preferredShipping');
  });

  it('has no preferred shipping method for a buyer', async () => {
    setup();
    await screen.findByRole('textbox', { name: /First Name/ });
    expect(screen.queryByRole('textbox', { name: /Preferred shipping method/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /About/ })).not.toBeInTheDocument();
  });

  it('lets a seller set the preferred shipping method buyers see, sent collapsed and trimmed', async () => {
    const { user, calls, session: store } = setup('seller', { ...profile, accountStatus: true, preferredShipping: 'UPS Ground' });
    const field = await screen.findByRole('textbox', { name: /Preferred shipping method/ });
    expect(field).toHaveValue('UPS Ground');
    expect(field).toHaveAccessibleDescription("Shown to buyers on every order, e.g. 'Freight on pallet, FedEx Ground for small items'");
    await user.clear(field);
    await user.type(field, '  Freight on pallet,   FedEx Ground for small items ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT sellerprofile/update'));
    expect(calls.find((c) => c.method === 'PUT')?.json).toMatchObject({
      preferredShipping: 'Freight on pallet, FedEx Ground for small items',
    });
    await waitFor(() =>
      expect(store.getState().data).toMatchObject({ preferredShipping: 'Freight on pallet, FedEx Ground for small items' }),
    );
  });

  it("lets a seller write its storefront's About, keeping its lines; a buyer has none", async () => {
    const { user, calls } = setup('seller', { ...profile, about: 'Calibration lab.' });
    const about = await screen.findByRole('textbox', { name: 'About (shown on your storefront)' });
    expect(about).toHaveValue('Calibration lab.');
    await user.type(about, '{Enter}ISO 17025 accredited.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT sellerprofile/update'));
    expect(calls.find((c) => c.method === 'PUT')?.json).toMatchObject({ about: 'Calibration lab.\nISO 17025 accredited.' });
  });

  it('starts a seller without one from an empty field', async () => {
    setup('seller');
    expect(await screen.findByRole('textbox', { name: /Preferred shipping method/ })).toHaveValue('');
  });

  it('uses the seller endpoints for a seller', async () => {
    const { user, calls } = setup('seller');
    await screen.findByRole('textbox', { name: /First Name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT sellerprofile/update'));
  });
});
