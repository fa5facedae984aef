import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { json, mockApi } from '../../test/mock-api';
import { SignupForm } from './components/signup-form';

const springfield = {
  label: 'Springfield, Illinois, United States',
  city: 'Springfield',
  continent: 'North America',
  state: 'Illinois',
  country: 'United States',
  countryCode: 'US',
  latitude: 39.80172,
  longitude: -89.64371,
};

// A whole sign-up form typed key by key takes a few seconds on a busy machine.
jest.setTimeout(30_000);

const box = (name: string) => screen.getByRole('textbox', { name });
const signupButton = () => screen.getByRole('button', { name: 'SIGNUP' });

describe('sign-up (docs/product.md §2.3, §5)', () => {
  it('keeps SIGNUP disabled until the terms are ticked', async () => {
    mockApi({});
    const { user } = renderWithShell(<SignupForm />);
    expect(signupButton()).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
    const hint = 'Tick the box to agree to the terms and conditions; SIGNUP stays disabled until you do.';
    expect(terms).toHaveAccessibleDescription(hint);
    await user.click(terms);
    expect(signupButton()).toBeEnabled();
    expect(terms).not.toHaveAccessibleDescription();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('href', '/terms-and-condition');
  });

  it('gives the docs/product.md §5 text for every empty required field', async () => {
    mockApi({});
    const { user } = renderWithShell(<SignupForm />);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(signupButton());
    for (const text of [
      'First Name is required.',
      'Last Name is required.',
      'Company Name is required.',
      'Phone is required.',
      'Address is required.',
      'Continent is required.',
      'Country is required.',
      'Email is required.',
      'Password is required.',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('checks the phone for the picked country, the email form and the password strength', async () => {
    mockApi({});
    const { user } = renderWithShell(<SignupForm />);
    expect(screen.getByRole('combobox', { name: 'Phone country' })).toHaveValue('US');
    await user.type(box('Phone'), '555-0101');
    await user.type(box('Email'), 'ann');
    await user.type(screen.getByLabelText(/^Password/), 'a1!');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(signupButton());
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Invalid Email.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();

    await user.clear(box('Phone'));
    await user.type(box('Phone'), '555 010 2030');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'abcdefg1');
    await user.click(signupButton());
    expect(await screen.findByText('Password must contain at least one number and one special character.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is not valid')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone country' }), 'GB');
    await user.clear(box('Phone'));
    await user.type(box('Phone'), '020 7946 0958');
    await user.click(signupButton());
    await waitFor(() => expect(screen.queryByText('Phone number is not valid')).not.toBeInTheDocument());
  });

  it('signs a seller up with a picked place and goes to /verification with the address and the new id', async () => {
    const seen = mockApi({
      'GET places': () => json(200, [springfield]),
      'POST signup/seller': () => json(200, { data: { id: 42, username: 'ann@example.com' }, authToken: 'jwt' }),
    });
    const { user, notify, navigate } = renderWithShell(<SignupForm />);
    await user.click(screen.getByRole('radio', { name: 'Seller' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Seller' })).toBeChecked());
    await user.type(box('First Name'), 'Ann');
    await user.type(box('Last Name'), 'Lee');
    await user.type(box('Company Name'), 'Acme   Labs');
    await user.type(box('Phone'), '(201) 555-0123');
    await user.type(screen.getByRole('combobox', { name: 'Address' }), '12 Main St, Spri');
    const places = await screen.findByRole('listbox', { name: 'Places' });
    await user.click(within(places).getByRole('option', { name: springfield.label }));
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveValue(`12 Main St, ${springfield.label}`);
    expect(screen.getByRole('combobox', { name: 'Continent' })).toHaveValue('North America');
    expect(box('Country')).toHaveValue('United States');
    await user.type(box('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(signupButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/verification?username=ann%40example.com&sellerId=42&type=seller'));
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Signup successfully.' });
    expect(seen.find((r) => r.path === 'places')?.query.q).toBe('Spri');
    expect(seen.find((r) => r.path === 'signup/seller')?.body).toEqual({
      type: 'seller',
      firstName: 'Ann',
      lastName: 'Lee',
      company: 'Acme Labs',
      phone: '+1 201 555 0123',
      address: `12 Main St, ${springfield.label}`,
      latitude: springfield.latitude,
      longitude: springfield.longitude,
      continent: 'North America',
      country: 'United States',
      username: 'ann@example.com',
      password: 'Secret#123',
      tnc: true,
    });
  });
});
