import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { renderWithUi } from '../test-utils';
import { Modal } from './modal';

describe('Modal', () => {
  it('opens as a dialog named by its title, with its body and footer buttons', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithUi(
      <Modal
        open
        onClose={jest.fn()}
        title="Edit brand"
        description="Brands group the catalog."
        footer={<Button onClick={onSave}>Save</Button>}
      >
        <p>Name and logo</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    expect(dialog).toHaveAccessibleDescription('Brands group the catalog.');
    expect(dialog).toHaveTextContent('Name and logo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Escape and on its close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithUi(<Modal open onClose={onClose} title="Video preview" closeButton />);
    const dialog = await screen.findByRole('dialog', { name: 'Video preview' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not close on Escape while busy', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithUi(<Modal open busy onClose={onClose} title="Delete product" role="alertdialog" />);
    await screen.findByRole('alertdialog', { name: 'Delete product' });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Delete product' })).toBeInTheDocument();
  });

  it('submits its form from a submit button in the footer', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithUi(
      <Modal
        open
        onClose={jest.fn()}
        title="New brand"
        form={{ onSubmit, 'aria-label': 'New brand' }}
        footer={<Button type="submit">Save</Button>}
      >
        <input aria-label="Name" />
      </Modal>,
    );
    const form = await screen.findByRole('form', { name: 'New brand' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    renderWithUi(<Modal open={false} onClose={jest.fn()} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
