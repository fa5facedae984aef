import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { json, mockApi } from '../../test/mock-api';
import { ContactPage, ContactUsPage } from './components/contact-pages';

const fill = async (user: ReturnType<typeof renderWithShell>['user'], v: { name?: string; email?: string; message?: string }) => {
  if (v.name) await user.type(screen.getByRole('textbox', { name: /Name/ }), v.name);
  if (v.email) await user.type(screen.getByRole('textbox', { name: /Email/ }), v.email);
  if (v.message) await user.type(screen.getByRole('textbox', { name: /Message/ }), v.message);
};
const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('contact form (docs/product.md §2.2, §5)', () => {
  it('shows the docs/product.md §5 texts and sends nothing while fields are missing or wrong', async () => {
    mockApi({});
    const { user } = renderWithShell(<ContactPage />, { route: '/contact' });
    await user.click(send());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await fill(user, { email: 'ann@' });
    await user.click(send());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('posts the message, confirms and clears the form', async () => {
    const seen = mockApi({ 'POST contact': () => json(200, { message: 'Message Sent Successfully' }) });
    const { user, notify } = renderWithShell(<ContactUsPage />, { route: '/contactus' });
    expect(screen.getByRole('heading', { level: 1, name: 'Send Us a Message' })).toBeInTheDocument();
    await fill(user, { name: 'Ann Lee', email: 'ann@acme.test', message: 'Do you rent scopes?' });
    await user.click(send());
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Message Sent Successfully' }));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: 'contact',
      body: { name: 'Ann Lee', email: 'ann@acme.test', message: 'Do you rent scopes?' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Message Sent Successfully. We will reply by email.');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('keeps what was typed and shows the server error when sending fails', async () => {
    mockApi({
      'POST contact': () => json(429, { errors: ['Too many requests. Please try again in 540 seconds.'], code: 'ERR_RATE_LIMITED' }),
    });
    const { user, notify } = renderWithShell(<ContactPage />, { route: '/contact' });
    await fill(user, { name: 'Ann', email: 'ann@acme.test', message: 'Hello' });
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 540 seconds.');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });
});
