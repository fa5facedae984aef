import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { Pagination } from './pagination';
import { pageRange } from './page-range';

describe('pageRange', () => {
  it('lists every page when few', () => {
    expect(pageRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts ellipses around the current page when many', () => {
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('marks the current page and disables Previous on the first page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithUi(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('disables Next on the last page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithUi(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows ellipses for many pages', () => {
    renderWithUi(<Pagination page={10} pageCount={20} onPageChange={jest.fn()} />);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
  });
});
