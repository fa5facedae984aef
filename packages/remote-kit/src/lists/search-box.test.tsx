import { screen } from '@testing-library/react';
import { renderWithShell } from '../testing';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('applies the tidied text on Enter or the Search button, and everything again once cleared', async () => {
    const onSearch = jest.fn();
    const { user } = renderWithShell(<SearchBox label="Search orders" placeholder="Order number" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(screen.getByRole('search', { name: 'Search orders' })).toBeInTheDocument();
    expect(box).toHaveAttribute('placeholder', 'Order number');
    await user.type(box, '  red   pump ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('red pump');
    await user.clear(box);
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.type(box, 'valve');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('valve');
    expect(onSearch).toHaveBeenCalledTimes(3);
  });

  it('applies every keystroke when live', async () => {
    const onSearch = jest.fn();
    const { user } = renderWithShell(<SearchBox label="Search watchlist" onSearch={onSearch} live />);
    const box = screen.getByRole('searchbox', { name: 'Search watchlist' });
    expect(box).toHaveAttribute('placeholder', 'Search');
    await user.type(box, 'ab');
    expect(onSearch.mock.calls).toEqual([['a'], ['ab']]);
  });

  it('takes at most 50 characters', () => {
    renderWithShell(<SearchBox label="Search brands" onSearch={jest.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search brands' })).toHaveAttribute('maxLength', '50');
  });
});
