import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { SearchSuggestions } from '@xchange/contract';
import { createMockApi, renderWithShell, type MockResponse, type MockRoutes } from '@xchange/remote-kit/testing';
import { ShopPage } from './components/shop-page';
import { ok, product, shopRoutes } from '../../test/fixtures';
import { reachSearchBox } from '../../test/search-box';

const keysight: SearchSuggestions = {
  brands: ['Keysight'],
  categories: [],
  models: ['DSOX3034A'],
  listings: [
    { id: 7, name: 'Keysight DSOX3034A Oscilloscope', condition: 'Used', price: 8500 },
    { id: 9, name: 'Keysight DSOX3034A Oscilloscope', condition: 'Refurbished', price: null },
  ],
};

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

/** The shop on mock answers; every GET's AbortSignal is kept, to see which requests were cancelled. */
function renderSearch(routes: MockRoutes, route = '/xchangeShop') {
  const { api, calls } = createMockApi(shopRoutes(undefined, routes));
  const signals: AbortSignal[] = [];
  const get = api.get.bind(api);
  api.get = ((path: string, options: { signal?: AbortSignal } = {}) => {
    if (path === 'home/suggest' && options.signal) signals.push(options.signal);
    return get(path, options);
  }) as typeof api.get;
  const result = renderWithShell(
    <>
      <ShopPage />
      <Location />
    </>,
    { route, remote: 'shop', api },
  );
  const asked = () => calls.filter((c) => c.path === 'home/suggest').map((c) => c.searchParams?.q);
  const homepageBodies = () => calls.filter((c) => c.path === 'home/homepage').map((c) => c.json);
  const box = () => screen.getByRole('combobox', { name: 'Search the catalog' });
  const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
  // the keys of one type() call with no pause between them: with any pause (even 20 ms) a busy machine lets Zag's
  // input sync of one key land after the next and drop it
  const user = userEvent.setup({ delay: null });
  return { ...result, user, asked, signals, homepageBodies, box, address, reach: () => reachSearchBox(user) };
}

describe('the search box suggests as you type', () => {
  it('asks from 2 characters, once the typing pauses, and shows the answer grouped by kind', async () => {
    const { user, asked, box, reach } = renderSearch({ 'GET home/suggest': { body: keysight } });
    await reach();
    await user.type(box(), 'k');
    await new Promise((r) => setTimeout(r, 300));
    expect(asked()).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box(), 'eys');
    const list = await screen.findByRole('listbox');
    expect(asked()).toEqual(['keys']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(within(within(list).getByRole('group', { name: 'Brands' })).getByRole('option', { name: 'Keysight' })).toBeVisible();
    expect(within(list).getByRole('group', { name: 'Model numbers' })).toHaveTextContent('DSOX3034A');
    const listings = within(within(list).getByRole('group', { name: 'Listings' }));
    // two listings of one name, told apart by condition and price
    expect(listings.getByRole('option', { name: 'Keysight DSOX3034A Oscilloscope Used · $8,500' })).toBeVisible();
    expect(listings.getByRole('option', { name: 'Keysight DSOX3034A Oscilloscope Refurbished · Price on request' })).toBeVisible();
    expect(within(list).queryByRole('group', { name: 'Categories' })).toBeNull();
  });

  it('cancels the request for the previous text when the text changes', async () => {
    const { user, asked, signals, box, reach } = renderSearch({
      // the first answer never comes: only its cancellation ends it
      'GET home/suggest': (req) => (req.searchParams?.q === 'os' ? new Promise<MockResponse>(() => {}) : { body: keysight }),
    });
    await reach();
    await user.type(box(), 'os');
    await waitFor(() => expect(asked()).toEqual(['os']));
    await user.type(box(), 'c');
    await waitFor(() => expect(asked()).toEqual(['os', 'osc']));
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    expect(signals[1]!.aborted).toBe(false);
  });

  it('chooses a brand with the arrow keys and Enter: the catalog with that brand, the words cleared', async () => {
    const { user, box, address, homepageBodies, reach } = renderSearch({ 'GET home/suggest': { body: keysight } });
    await reach();
    await user.type(box(), 'keys');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const active = box().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Keysight');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/xchangeShop?brand=Keysight'));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ brand: 'Keysight' }));
    expect(homepageBodies().at(-1)).not.toHaveProperty('search');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('searches a chosen model number and opens a chosen listing', async () => {
    const { user, box, address, reach } = renderSearch({ 'GET home/suggest': { body: keysight } });
    await reach();
    await user.type(box(), 'dsox');
    await user.click(await screen.findByRole('option', { name: 'DSOX3034A' }));
    await waitFor(() => expect(address()).toBe('/xchangeShop?q=DSOX3034A&sort=relevance'));
    await user.clear(box());
    await user.type(box(), 'keys');
    await user.click(await screen.findByRole('option', { name: 'Keysight DSOX3034A Oscilloscope Used · $8,500' }));
    await waitFor(() => expect(address()).toBe('/product/7'));
  });

  it('closes on Escape and keeps the words; Enter then searches them', async () => {
    const { user, box, address, reach } = renderSearch({ 'GET home/suggest': { body: keysight } });
    await reach();
    await user.type(box(), 'keys');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('keys');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/xchangeShop?q=keys&sort=relevance'));
  });
});

describe('a corrected search', () => {
  const corrected = {
    'POST home/homepage': (req: { json?: unknown }) => ({
      body: (req.json as { exact?: boolean }).exact
        ? { statusCodeValue: 404, statusCode: 'NOT_FOUND', body: { content: [], totalElements: 0, message: 'No Products available' } }
        : { ...ok([product(1)]), body: { ...ok([product(1)]).body, correctedQuery: 'oscilloscope' } },
    }),
  };

  it("says 'Showing results for oscilloscope' and links to the words as typed, searched exactly", async () => {
    const { user, address, homepageBodies } = renderSearch(corrected, '/xchangeShop?q=oscilloscpe&sort=relevance');
    expect(await screen.findByText('Showing results for')).toBeInTheDocument();
    expect(screen.getByText('oscilloscope', { selector: 'em' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “oscilloscope”' })).toBeInTheDocument();
    const instead = screen.getByRole('link', { name: 'oscilloscpe' });
    expect(instead.parentElement).toHaveTextContent('Search instead for oscilloscpe');
    expect(instead).toHaveAttribute('href', '/xchangeShop?q=oscilloscpe&exact=1&sort=relevance');
    await user.click(instead);
    await waitFor(() => expect(address()).toBe('/xchangeShop?q=oscilloscpe&exact=1&sort=relevance'));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ search: 'oscilloscpe', exact: true }));
    expect(await screen.findByText('No Products available')).toBeInTheDocument();
    expect(screen.queryByText('Showing results for')).toBeNull();
  });
});
