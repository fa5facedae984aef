import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@xchange/remote-kit/testing';
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
});
