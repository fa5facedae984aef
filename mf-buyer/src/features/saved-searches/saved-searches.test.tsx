import { screen, waitFor, within } from '@testing-library/react';
import { savedSearchTexts, type SavedSearch, type SavedSearchList } from '@xchange/contract';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { buyer } from '../../test/commerce-fixtures';

const search = (id: number, over: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `"oscilloscope" · Keysight ${id}`,
  query: `q=oscilloscope&brand=Keysight&seller=${id}`,
  summary: '"oscilloscope" · Keysight · Used',
  alert: true,
  frequency: 'daily',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastAlertAt: null,
  newMatches: 0,
  ...over,
});

let stored: SavedSearchList;
beforeEach(() => {
  stored = { items: [search(1, { newMatches: 3 }), search(2, { alert: false, frequency: 'weekly' })], watchlistAlerts: true };
});

function renderPage(extra: MockRoutes = {}) {
  const mock = createMockApi({
    'GET saved-searches': () => ({ body: stored }),
    'GET message/getAll': { body: [] },
    ...extra,
  });
  return { ...renderWithShell(<App />, { route: '/buyersavedsearches', session: buyer, api: mock.api }), calls: mock.calls };
}

const card = async (name: string) => within(await screen.findByRole('listitem', { name }));
const sent = (calls: { method: string; path: string; json?: unknown }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.json);

describe('saved searches (docs/product.md §2.14)', () => {
  it('lists each search with its summary, new matches and a Run link to the shop', async () => {
    const { navigate } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    const first = await card('"oscilloscope" · Keysight 1');
    expect(first.getByText('"oscilloscope" · Keysight · Used')).toBeInTheDocument();
    expect(first.getByText('3 new matches')).toBeInTheDocument();
    expect(first.getByRole('checkbox', { name: 'Email alerts for "oscilloscope" · Keysight 1' })).toBeChecked();
    expect(first.getByRole('combobox', { name: 'How often for "oscilloscope" · Keysight 1' })).toHaveValue('daily');
    const second = await card('"oscilloscope" · Keysight 2');
    expect(second.queryByText(/new match/)).toBeNull();
    expect(second.getByRole('combobox', { name: /How often/ })).toBeDisabled();
    const run = first.getByRole('link', { name: 'Run "oscilloscope" · Keysight 1' });
    expect(run).toHaveAttribute('href', '/xchangeShop?q=oscilloscope&brand=Keysight&seller=1');
    run.click();
    expect(navigate).toHaveBeenCalledWith('/xchangeShop?q=oscilloscope&brand=Keysight&seller=1');
    expect(screen.getByRole('checkbox', { name: savedSearchTexts.watchlistAlerts })).toBeChecked();
  });

  it('shows a kept proposed name once, not again as its summary', async () => {
    stored.items = [search(3, { name: '"multimeter" · Used', summary: '"multimeter" · Used' })];
    renderPage();
    const only = await card('"multimeter" · Used');
    expect(only.getAllByText('"multimeter" · Used')).toHaveLength(1);
  });

  it('turns an alert on and changes its frequency at once, and puts the switch back when the server refuses', async () => {
    let refuse = false;
    const { user, calls } = renderPage({
      'PUT saved-searches/2': (r) => {
        if (refuse) return { status: 404, body: { errors: [savedSearchTexts.notFound] } };
        return { body: { ...stored.items[1], ...(r.json as object) } };
      },
    });
    const second = await card('"oscilloscope" · Keysight 2');
    const alert = second.getByRole('checkbox', { name: /Email alerts/ });
    await user.click(alert);
    expect(alert).toBeChecked();
    await user.selectOptions(second.getByRole('combobox', { name: /How often/ }), 'As they appear');
    await waitFor(() => expect(sent(calls, 'PUT', 'saved-searches/2')).toEqual([{ alert: true }, { frequency: 'instant' }]));
    expect(second.getByRole('combobox', { name: /How often/ })).toHaveValue('instant');

    refuse = true;
    await user.click(alert);
    await waitFor(() => expect(sent(calls, 'PUT', 'saved-searches/2')).toHaveLength(3));
    await waitFor(() => expect(alert).toBeChecked());
  });

  it('renames a search, checking the name first', async () => {
    const { user, calls } = renderPage({ 'PUT saved-searches/1': (r) => ({ body: { ...stored.items[0], ...(r.json as object) } }) });
    await user.click((await card('"oscilloscope" · Keysight 1')).getByRole('button', { name: 'Rename "oscilloscope" · Keysight 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename saved search' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(dialog.getByText(savedSearchTexts.nameRequired)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Scopes  for the  lab');
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('listitem', { name: 'Scopes for the lab' })).toBeInTheDocument();
    expect(sent(calls, 'PUT', 'saved-searches/1')).toEqual([{ name: 'Scopes for the lab' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a search after asking', async () => {
    const { user, calls, notify } = renderPage({ 'DELETE saved-searches/1': { body: { message: savedSearchTexts.deleted } } });
    await user.click((await card('"oscilloscope" · Keysight 1')).getByRole('button', { name: /^Delete/ }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete saved search' }));
    expect(confirm.getByText(/Are you sure you want to delete the saved search/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '"oscilloscope" · Keysight 1' })).toBeNull());
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: savedSearchTexts.deleted });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['saved-searches/1']);
    expect(screen.getByRole('listitem', { name: '"oscilloscope" · Keysight 2' })).toBeInTheDocument();
  });

  it('switches watchlist price drops off', async () => {
    const { user, calls } = renderPage({ 'PUT saved-searches/watchlist-alerts': (r) => ({ body: r.json }) });
    const watch = await screen.findByRole('checkbox', { name: savedSearchTexts.watchlistAlerts });
    await user.click(watch);
    expect(watch).not.toBeChecked();
    await waitFor(() => expect(sent(calls, 'PUT', 'saved-searches/watchlist-alerts')).toEqual([{ watchlistAlerts: false }]));
  });

  it('tells a buyer without saved searches how to save one', async () => {
    stored = { items: [], watchlistAlerts: false };
    renderPage();
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.getByText(/press “Save this search” beside the results/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to The Xchange Shop' })).toHaveAttribute('href', '/xchangeShop');
  });

  it('says so when the list cannot be loaded', async () => {
    renderPage({ 'GET saved-searches': { status: 500, body: { errors: ['Something went wrong on our side. Please try again.'] } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your saved searches could not be loaded.');
  });
});
