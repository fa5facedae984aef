import { screen } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { ComingSoonPage } from './components/coming-soon-page';

it('announces the Summer 2024 launch', () => {
  renderWithShell(<ComingSoonPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'The Xchange Marketplace is coming' })).toBeInTheDocument();
  expect(screen.getByText(/Summer 2024/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
