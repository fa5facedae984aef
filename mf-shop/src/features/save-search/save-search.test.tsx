import { screen, waitFor, within } from '@testing-library/react';
import { savedSearchLimits, savedSearchTexts, type SavedSearch } from '@xchange/contract';
import { buyer, seller, shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';

const view = '/xchangeShop?q=oscilloscope&brand=Keysight&condition=Used&sort=newest&page=2';

const savedAnswer = (over: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 4,
  name: '"oscilloscope" · Keysight · Used',
  query: 'q=oscilloscope&brand=Keysight&condition=Used',
  summary: '"oscilloscope" · Keysight · Used',
  alert: true,
  frequency: 'daily',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastAlertAt: null,
  newMatches: 0,
  ...over,
});

/** A refusal as the shared client throws it: ky's HTTPError, carrying the answer's body. */
const refusal = (status: number, message: string) => () => {
  throw Object.assign(new Error(`Request failed with status code ${status}`), { name: 'HTTPError', data: { errors: [message] } });
};

const saveCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST' && c.path === 'saved-searches');

describe('Save this search (docs/product.md §2.14)', () => {
  it('proposes a name from the words and filters and saves the view without page and sort', async () => {
    const { user, calls, notify } = renderShop(
      shopRoutes(undefined, {
        'POST saved-searches': (r) => ({ body: savedAnswer({ alert: true, frequency: (r.json as SavedSearch).frequency }) }),
      }),
      { session: buyer, route: view },
    );
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('"oscilloscope" · Keysight · Used');
    expect(dialog.getByRole('checkbox', { name: 'Email me when new listings match' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Once a day' })).toBeChecked();

    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(savedSearchTexts.nameRequired)).toBeInTheDocument();
    expect(saveCalls(calls)).toHaveLength(0);

    await user.type(name, 'Used Keysight scopes');
    await user.click(dialog.getByRole('radio', { name: 'As they appear' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: savedSearchTexts.saved }));
    expect(saveCalls(calls).map((c) => (c as { json?: unknown }).json)).toEqual([
      { name: 'Used Keysight scopes', query: 'q=oscilloscope&brand=Keysight&condition=Used', alert: true, frequency: 'instant' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "Search saved." when the alert is off, and shows the server\'s refusal in the dialog', async () => {
    let answer: 'refuse' | 'save' = 'refuse';
    const { user, notify } = renderShop(
      shopRoutes(undefined, {
        'POST saved-searches': () =>
          answer === 'refuse' ? refusal(409, savedSearchTexts.duplicateName)() : { body: savedAnswer({ alert: false }) },
      }),
      { session: buyer, route: '/xchangeShop?q=oscilloscope' },
    );
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Email me when new listings match' }));
    expect(dialog.getByRole('radio', { name: 'Once a week' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(savedSearchTexts.duplicateName);
    expect(notify).not.toHaveBeenCalled();
    answer = 'save';
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: savedSearchTexts.savedWithoutAlert }));
  });

  it('cuts a long proposed name to the longest allowed', async () => {
    const { user } = renderShop(shopRoutes(), { session: buyer, route: `/xchangeShop?q=${'calibrated '.repeat(9).trim()}&brand=Keysight` });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    expect((dialog.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value.length).toBeLessThanOrEqual(savedSearchLimits.nameMax);
  });

  it('sends a visitor to the login page and back to the view, where the dialog opens', async () => {
    const visitor = renderShop(shopRoutes(), { route: view });
    await visitor.user.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(visitor.navigate).toHaveBeenCalledWith(
      `/loginpage?returnTo=${encodeURIComponent('/xchangeShop?q=oscilloscope&brand=Keysight&condition=Used&savesearch=1')}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    visitor.unmount();

    renderShop(shopRoutes(), { session: buyer, route: '/xchangeShop?q=oscilloscope&brand=Keysight&condition=Used&savesearch=1' });
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });

  it('is not offered on a view without words or filters', async () => {
    renderShop(shopRoutes(), { session: buyer, route: '/xchangeShop?sort=newest' });
    expect(await screen.findByRole('heading', { name: 'All Equipment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });

  it('is hidden from sellers', async () => {
    renderShop(shopRoutes(), { session: seller, route: view });
    expect(await screen.findByRole('heading', { name: 'Results for “oscilloscope”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });
});
