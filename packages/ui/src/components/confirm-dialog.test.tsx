import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { ConfirmDialog } from './confirm-dialog';

const message = 'Are you sure you want to delete this product?';

describe('ConfirmDialog', () => {
  it('asks the question and calls onCancel or onConfirm', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    renderWithUi(<ConfirmDialog open title="Delete product" message={message} onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete product' });
    expect(dialog).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows progress on Confirm and blocks Cancel while loading', async () => {
    renderWithUi(<ConfirmDialog open loading title="Delete product" message={message} onCancel={jest.fn()} onConfirm={jest.fn()} />);
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Confirm/ })).toBeDisabled();
  });

  it('renders nothing when closed', () => {
    renderWithUi(<ConfirmDialog open={false} title="Delete" message={message} onCancel={jest.fn()} onConfirm={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
