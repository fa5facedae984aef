import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../testing';
import { DetailList } from './detail-list';
import { DetailsDialog } from './details-dialog';

const item = { name: 'Pump', brand: 'Hitachi' };

describe('DetailsDialog', () => {
  it('shows the title and the details of its item, and Close asks to close it', async () => {
    const onClose = jest.fn();
    const { user } = renderWithShell(
      <DetailsDialog item={item} title="Details of Pump" onClose={onClose}>
        {(p) => (
          <DetailList
            rows={[
              ['Name', p.name],
              ['Brand', p.brand],
            ]}
          />
        )}
      </DetailsDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Details of Pump' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Name', 'Brand']);
    expect(values).toEqual(['Pump', 'Hitachi']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays closed without an item', () => {
    const body = jest.fn();
    renderWithShell(
      <DetailsDialog item={null} title="Details" onClose={jest.fn()}>
        {body}
      </DetailsDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(body).not.toHaveBeenCalled();
  });
});
