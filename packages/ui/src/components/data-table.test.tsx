import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { setScreenWidth } from '../testing';
import { DataTable, type DataTableColumn, type SortState } from './data-table';

interface Product {
  id: number;
  productname: string;
  price: number;
}

const columns: DataTableColumn<Product>[] = [
  { key: 'productname', header: 'Product Name', sortable: true },
  { key: 'price', header: 'Price', sortable: true, render: (row) => `$${row.price}` },
  { key: 'actions', header: 'Actions', render: (row) => <button type="button">Edit {row.productname}</button> },
];
const rows: Product[] = [
  { id: 1, productname: 'Oscilloscope', price: 1200 },
  { id: 2, productname: 'Multimeter', price: 90 },
];

function Harness({ onSortChange }: { onSortChange: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState>({ sortBy: 'productname', sortOrder: 'asc' });
  return (
    <DataTable
      label="Products"
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders cells through accessors and render functions', () => {
    renderWithUi(<Harness onSortChange={jest.fn()} />);
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getByRole('cell', { name: 'Oscilloscope' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$90' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Multimeter' })).toBeInTheDocument();
  });

  it('toggles the sort order of a sortable header and reports it through aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    renderWithUi(<Harness onSortChange={onSortChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Product Name/ });
    const priceHeader = screen.getByRole('columnheader', { name: /Price/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'productname', sortOrder: 'desc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(priceHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'price', sortOrder: 'asc' });
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('shows the empty text when there are no rows', () => {
    renderWithUi(<DataTable label="Orders" columns={columns} rows={[]} getRowKey={(row) => row.id} emptyText="No Orders" />);
    expect(screen.getByRole('cell', { name: 'No Orders' })).toBeInTheDocument();
  });

  it("defaults the empty text to 'No Record Found' and shows a loading row while loading", () => {
    const { rerender } = renderWithUi(<DataTable label="Orders" columns={columns} rows={[]} getRowKey={(row) => row.id} loading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No Record Found')).not.toBeInTheDocument();
    rerender(<DataTable label="Orders" columns={columns} rows={[]} getRowKey={(row) => row.id} />);
    expect(screen.getByText('No Record Found')).toBeInTheDocument();
  });
});

describe('DataTable on a phone (below 768 px)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setScreenWidth(390);
  });
  afterEach(() => restore());

  it('shows each row as a card titled by its first column, every other cell under its header', () => {
    renderWithUi(<Harness onSortChange={jest.fn()} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]!);
    expect(second.getByText('Multimeter')).toBeInTheDocument();
    expect(second.getAllByRole('term').map((t) => t.textContent)).toEqual(['Price', 'Actions']);
    expect(second.getAllByRole('definition')[0]).toHaveTextContent('$90');
    expect(second.getByRole('button', { name: 'Edit Multimeter' })).toBeInTheDocument();
  });

  it('sorts through one select of the sortable columns', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    renderWithUi(<Harness onSortChange={onSortChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort Products' });
    expect(select).toHaveValue('productname:asc');
    await user.selectOptions(select, 'Price ▼');
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'price', sortOrder: 'desc' });
    expect(select).toHaveValue('price:desc');
  });

  it('says when there is nothing to show', () => {
    renderWithUi(<DataTable label="Orders" columns={columns} rows={[]} getRowKey={(row) => row.id} emptyText="No orders yet" />);
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
