import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { PageSizeSelect } from './page-size-select';

describe('PageSizeSelect', () => {
  it("offers 5, 10, 20, 100 under 'Rows per page' with 5 selected by default", () => {
    renderWithUi(<PageSizeSelect onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('5');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20', '100']);
  });

  it('reports the chosen size as a number', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    function Harness() {
      const [size, setSize] = useState(5);
      return (
        <PageSizeSelect
          value={size}
          onChange={(next) => {
            setSize(next);
            onChange(next);
          }}
        />
      );
    }
    renderWithUi(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(onChange).toHaveBeenCalledWith(20);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  });

  it("takes the shop's own options and still shows a current size outside them", () => {
    renderWithUi(<PageSizeSelect value={9} options={[10, 20, 50, 100]} onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('9');
    expect(within(select).getAllByRole('option')).toHaveLength(5);
  });
});
