import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithUi } from './test-utils';
import { clearNotices, NoticeViewport, showNotice } from './notices';

afterEach(async () => {
  await act(() => clearNotices());
});

describe('showNotice', () => {
  it.each(['success', 'error', 'info', 'warning'] as const)('shows a %s notice with its title and description', async (type) => {
    renderWithUi(<NoticeViewport />);
    act(() => showNotice({ type, title: `Title ${type}`, description: 'Details' }));
    const title = await screen.findByText(`Title ${type}`);
    const root = title.closest('[data-notice-type]');
    expect(root).toHaveAttribute('data-notice-type', type);
    expect(root).toHaveAttribute('data-type', type);
    expect(screen.getByText('Details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notice' })).toBeInTheDocument();
  });

  it('defers the notice, so a call during render or an effect does not flush synchronously', async () => {
    renderWithUi(<NoticeViewport />);
    showNotice({ type: 'success', title: 'Product is added' });
    expect(screen.queryByText('Product is added')).not.toBeInTheDocument();
    expect(await screen.findByText('Product is added')).toBeInTheDocument();
  });

  it('enters open and leaves when closed: the notice is marked closing, then removed', async () => {
    renderWithUi(<NoticeViewport />);
    act(() => showNotice({ type: 'info', title: 'Saved' }));
    const root = (await screen.findByText('Saved')).closest('[data-notice-type]');
    expect(root).toHaveAttribute('data-state', 'open');
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});
