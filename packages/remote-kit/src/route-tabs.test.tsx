import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Button } from '@xchange/ui';
import { RouteTabs } from './route-tabs';
import { useLogout } from './use-logout';
import { createMockApi, renderWithShell } from './testing';

const tabs = [
  { label: 'My Account', to: '/sellerhub', alsoOn: ['/myaccount'] },
  { label: 'Subscription', to: '/profile' },
];

function Tabbed() {
  return (
    <>
      <RouteTabs label="Account" tabs={tabs} />
      <Routes>
        <Route path="/sellerhub" element={<h1>Account page</h1>} />
        <Route path="/myaccount" element={<h1>Account page</h1>} />
        <Route path="/profile" element={<h1>Subscription page</h1>} />
      </Routes>
    </>
  );
}

function LogoutButton() {
  return <Button onClick={useLogout('/loginpage')}>Logout</Button>;
}

describe('RouteTabs', () => {
  it('marks the tab of the current path, also on its other paths, and follows a click', async () => {
    const { user } = renderWithShell(<Tabbed />, { route: '/myaccount' });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Subscription' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: 'Subscription' }));
    expect(screen.getByRole('heading', { name: 'Subscription page' })).toBeInTheDocument();
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Subscription' }));
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('useLogout', () => {
  it('revokes the session on the server, clears it here and goes to the given page', async () => {
    const { api, calls } = createMockApi({ 'POST auth/logout': { body: { message: 'You are logged out.' } } });
    const { user, session, navigate } = renderWithShell(<LogoutButton />, {
      api,
      session: { type: 'seller', data: { id: 4, firstname: 'Ana', lastname: 'Ruiz' } },
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/loginpage'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST auth/logout']);
    expect(session.getState().token).toBeNull();
    expect(session.getState().data).toBeNull();
  });

  it('still signs out here when the server cannot be reached', async () => {
    const { api } = createMockApi({ 'POST auth/logout': { status: 503, body: { errors: ['Down'] } } });
    const { user, session, navigate } = renderWithShell(<LogoutButton />, { api, session: { type: 'buyer', data: { id: 5 } } });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/loginpage'));
    expect(session.getState().data).toBeNull();
  });
});
