import { act, screen } from '@testing-library/react';
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
});
