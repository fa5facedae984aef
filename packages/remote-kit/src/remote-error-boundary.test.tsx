import { screen } from '@testing-library/react';
import { renderWithShell } from './testing';

function Broken(): never {
  throw new Error('boom');
}

describe('RemoteErrorBoundary', () => {
  it('shows the unavailable panel and reports the remote by name when a page throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithShell(<Broken />, { remote: 'shop' });
    expect(document.querySelector('[data-remote="shop"]')).not.toBeNull();
    expect(screen.getByTestId('remote-unavailable')).toHaveTextContent(/temporarily unavailable/i);
    expect(error).toHaveBeenCalledWith('[remote shop] a page failed to render', expect.any(Error), expect.anything());
    error.mockRestore();
  });
});
