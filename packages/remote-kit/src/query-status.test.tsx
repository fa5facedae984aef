import { screen } from '@testing-library/react';
import { QueryStatus } from './query-status';
import { renderWithShell } from './testing';

describe('QueryStatus', () => {
  it('says what is loading, then what could not be loaded', () => {
    const { unmount } = renderWithShell(<QueryStatus query={{ isPending: true, isError: false }} what="your profile" />);
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    unmount();
    renderWithShell(<QueryStatus query={{ isPending: false, isError: true }} what="your profile" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be loaded. Please reload the page to try again.');
  });
});
