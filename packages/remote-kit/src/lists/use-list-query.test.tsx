import { act, renderHook } from '@testing-library/react';
import { listBody, pageOf, useListQuery } from './use-list-query';

const start = () => renderHook(() => useListQuery({ sortBy: 'name', sortOrder: 'asc' }));

describe('useListQuery', () => {
  it('starts at page 1 with 5 rows, the given sort and no search', () => {
    const { result } = start();
    expect(result.current.query).toEqual({ page: 1, size: 5, sortBy: 'name', sortOrder: 'asc', search: '' });
  });

  it('keeps the page on a new size or sort, and goes back to page 1 on a new search', () => {
    const { result } = start();
    act(() => result.current.setPage(3));
    act(() => result.current.setSize(20));
    act(() => result.current.setSort({ sortBy: 'createdAt', sortOrder: 'desc' }));
    expect(result.current.query).toMatchObject({ page: 3, size: 20, sortBy: 'createdAt', sortOrder: 'desc' });
    act(() => result.current.setSearch('pump'));
    expect(result.current.query).toMatchObject({ page: 1, search: 'pump', size: 20 });
  });

  it('steps back to the last page that still has rows after a delete', () => {
    const { result } = start();
    act(() => result.current.setPage(3));
    act(() => result.current.clampPage(10));
    expect(result.current.query.page).toBe(2);
    act(() => result.current.clampPage(0));
    expect(result.current.query.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.clampPage(7));
    expect(result.current.query.page).toBe(2);
  });
});

describe('listBody', () => {
  it('sends the search only when there is one', () => {
    const query = { page: 2, size: 10, sortBy: 'name', sortOrder: 'desc' as const, search: '' };
    expect(listBody(query)).toEqual({ page: 2, size: 10, sortBy: 'name', sortOrder: 'desc' });
    expect(listBody({ ...query, search: 'valve' })).toEqual({ page: 2, size: 10, sortBy: 'name', sortOrder: 'desc', search: 'valve' });
  });
});

describe('pageOf', () => {
  it('cuts one page out of rows in memory', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(rows, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(rows, 2, 5)).toEqual([6, 7]);
    expect(pageOf(rows, 3, 5)).toEqual([]);
  });
});
