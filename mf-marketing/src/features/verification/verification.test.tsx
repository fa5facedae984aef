import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { json, mockApi } from '../../test/mock-api';
import { VerificationPage } from './components/verification-page';

jest.setTimeout(30_000);

const at = (type: 'buyer' | 'seller') => `/verification?username=ann%40example.com&sellerId=42&type=${type}`;
const auth = { data: { id: 42, username: 'ann@example.com', firstname: 'Ann' }, authToken: 'jwt-v' };
const codeBox = () => screen.getByRole('textbox', { name: 'Verification Code' });

describe('/verification (docs/product.md §2.3, §5)', () => {
  it('asks for the code and checks it has 4 digits', async () => {
    mockApi({});
    const { user } = renderWithShell(<VerificationPage />, { route: at('buyer') });
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    await user.type(codeBox(), '12');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Enter a valid 4-digit code')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('signs a buyer in and goes to /myacc', async () => {
    const seen = mockApi({ 'POST signup/buyerVerify': () => json(200, auth) });
    const { user, session, navigate } = renderWithShell(<VerificationPage />, { route: at('buyer') });
    await user.type(codeBox(), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/myacc'));
    expect(seen[0]?.query).toEqual({ email: 'ann@example.com', otp: '4821', rememberMe: 'false' });
    expect(session.getState()).toMatchObject({ token: 'Bearer jwt-v', type: 'buyer', data: auth.data });
  });

  it('signs a seller in and goes to /stripe with the seller id', async () => {
    const seen = mockApi({ 'POST signup/sellerVerify': () => json(200, auth) });
    const { user, session, navigate } = renderWithShell(<VerificationPage />, { route: at('seller') });
    await user.type(codeBox(), '4821');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/stripe?sellerId=42'));
    expect(seen[0]?.query.rememberMe).toBe('true');
    expect(session.getState().type).toBe('seller');
  });

  it('stays on the page when the code is wrong', async () => {
    mockApi({ 'POST signup/buyerVerify': () => json(400, { errors: ['Invalid or expired code.'], code: 'ERR_CODE' }) });
    const { user, session, navigate } = renderWithShell(<VerificationPage />, { route: at('buyer') });
    await user.type(codeBox(), '0000');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify Code' })).toBeEnabled());
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getState().token).toBeNull();
  });

  it('resends the code and then waits before the next resend', async () => {
    const seen = mockApi({ 'POST signup/resend-code': () => json(200, { message: 'A new code has been sent.' }) });
    const { user, notify } = renderWithShell(<VerificationPage />, { route: at('seller') });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    expect(seen[0]).toMatchObject({ path: 'signup/resend-code', body: { username: 'ann@example.com', type: 'seller' } });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'A new code has been sent.' });
  });

  it('explains a missing address and links back to /loginpage', () => {
    renderWithShell(<VerificationPage />, { route: '/verification' });
    expect(screen.getByRole('alert')).toHaveTextContent('does not say which account to verify');
    expect(screen.getByRole('link', { name: 'login page' })).toHaveAttribute('href', '/loginpage');
    expect(screen.queryByRole('button', { name: 'Verify Code' })).not.toBeInTheDocument();
  });
});
