import { screen } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { StripePage } from './components/stripe-page';

it('the subscription page states the $999 yearly price', () => {
  renderWithShell(<StripePage />, { route: '/stripe' });
  expect(screen.getByRole('heading', { level: 1, name: 'Annual Subscription' })).toBeInTheDocument();
  expect(screen.getByText('$999 / year')).toBeInTheDocument();
});
