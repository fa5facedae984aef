import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { SearchSuggestions } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { ShopPage } from './components/shop-page';
import { shopRoutes } from '../../test/fixtures';

// A file of its own: the combobox loads once per module registry, and these tests need the page before it has.
const keysight: SearchSuggestions = { brands: ['Keysight'], categories: [], models: [], listings: [] };

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function renderSearch() {
  const { api, calls } = createMockApi(shopRoutes(undefined, { 'GET home/suggest': { body: keysight } }));
  renderWithShell(
    <>
      <ShopPage />
      <Location />
    </>,
    { route: '/xchangeShop', remote: 'shop', api },
  );
  const asked = () => calls.filter((c) => c.path === 'home/suggest').map((c) => c.searchParams?.q);
  const box = () => screen.getByRole('combobox', { name: 'Search the catalog' }) as HTMLInputElement;
  const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
  return { asked, box, address };
}

describe('the search box before its suggestions load', () => {
  it('searches the words on Enter without the combobox', async () => {
    const { box, address, asked } = renderSearch();
    fireEvent.change(box(), { target: { value: '  DSO-X   3034A ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(address()).toBe('/xchangeShop?q=DSO-X+3034A&sort=relevance'));
    expect(box()).toHaveValue('DSO-X 3034A');
    // nothing of the combobox yet: no list it controls, no suggestions asked
    expect(box()).not.toHaveAttribute('aria-controls');
    expect(asked()).toEqual([]);
  });

  it('keeps the words, the focus and the caret as the combobox replaces it on focus', async () => {
    const { box, asked } = renderSearch();
    const plain = box();
    expect(plain).not.toHaveAttribute('aria-controls');
    fireEvent.change(plain, { target: { value: 'keys' } });
    plain.setSelectionRange(2, 2);
    act(() => plain.focus());
    await waitFor(() => expect(box()).toHaveAttribute('aria-controls'));
    const combobox = box();
    expect(combobox).not.toBe(plain);
    expect(combobox).toHaveValue('keys');
    expect(combobox).toHaveFocus();
    expect([combobox.selectionStart, combobox.selectionEnd]).toEqual([2, 2]);
    // the words typed before it came open the list as soon as their suggestions do
    expect(await screen.findByRole('option', { name: 'Keysight' })).toBeVisible();
    expect(asked()).toEqual(['keys']);
  });
});
