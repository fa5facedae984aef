import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { MyAccountPage, SellerHubPage, SubscriptionPage } from './components/account-pages';

function AccountRoutes() {
  return (
    <Routes>
      <Route path="/sellerhub" element={<SellerHubPage />} />
      <Route path="/myaccount" element={<MyAccountPage />} />
      <Route path="/profile" element={<SubscriptionPage />} />
    </Routes>
  );
}

describe('account tabs', () => {
  it('share a My Account and a Subscription tab', async () => {
    const { user } = renderWithShell(<AccountRoutes />, { route: '/myaccount' });
    const tabs = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(tabs.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    await user.click(tabs.getByRole('link', { name: 'Subscription' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the seller's own profile form on /sellerhub", async () => {
    const profile = {
      id: 4,
      username: 'sam@lab.test',
      firstname: 'Sam',
      lastname: 'Stone',
      company: 'Stone Labs',
      phone: '+1 408 555 0142',
      address: '1 Main St',
    };
    const mock = createMockApi({ 'GET sellerprofile/get-profile': { body: profile } });
    renderWithShell(<AccountRoutes />, { route: '/sellerhub', api: mock.api, session: { type: 'seller', data: { id: 4 } } });
    expect(await screen.findByRole('textbox', { name: /Company Name/ })).toHaveValue('Stone Labs');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Profile picture')).toBeInTheDocument();
  });
});
