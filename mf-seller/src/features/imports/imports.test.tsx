import { screen, waitFor, within } from '@testing-library/react';
import { importMaxBytes, importTexts } from '@xchange/contract/forms';
import type { ImportJob } from '@xchange/contract';
import { createMockApi, renderWithShell, type MockRequest, type MockRoutes } from '@xchange/remote-kit/testing';
import { ImportListingsPage } from './components/import-listings-page';

const seller = { type: 'seller' as const, data: { id: 3 } };
const headers = [
  'SKU',
  'Name',
  'Description',
  'Category',
  'Brand',
  'Condition',
  'Price',
  'Discount price',
  'Quantity',
  'Location',
  'Tags',
  'Image URLs',
];
const matched = { sku: 'SKU', name: 'Name', description: 'Description', category: 'Category', brand: 'Brand', price: 'Price' };
const polled = { timeout: 4000 };

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 11,
  mode: 'preview',
  publish: false,
  fileName: 'scopes.csv',
  status: 'done',
  total: 20,
  processed: 20,
  created: 17,
  updated: 2,
  unchanged: 0,
  failed: 1,
  errors: [{ row: 14, column: 'Category', message: 'Choose a category from the list.' }],
  headers,
  mapping: matched,
  failure: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:00:02.000Z',
  ...over,
});

/** Answers GET seller/imports/:id with each of `answers` in turn, the last one from then on. */
const inTurn = (answers: ImportJob[]) => {
  let n = 0;
  return () => ({ body: answers[Math.min(n++, answers.length - 1)] });
};

/** Answers POST seller/imports with each id in turn. */
const ids = (...answers: number[]) => {
  let n = 0;
  return () => ({ body: { id: answers[Math.min(n++, answers.length - 1)] } });
};

const sentFields = (call: MockRequest | undefined) => Object.fromEntries([...(call?.body as FormData).entries()]);
const posts = (calls: MockRequest[]) => calls.filter((c) => c.method === 'POST' && c.path === 'seller/imports');
const csv = () => new File(['SKU,Name\nA-1,Scope\n'], 'scopes.csv', { type: 'text/csv' });

async function checkFile(routes: MockRoutes) {
  const mock = createMockApi(routes);
  const view = renderWithShell(<ImportListingsPage />, { api: mock.api, session: seller });
  await view.user.upload(screen.getByLabelText(/Your file/), csv());
  await view.user.click(screen.getByRole('button', { name: 'Check file' }));
  return { ...view, mock };
}

const stat = (label: string) => screen.getByText(label).closest('li');

describe('Import listings page', () => {
  it('checks the file with a progress bar and shows each row error with its row number', async () => {
    const { mock } = await checkFile({
      'POST seller/imports': { body: { id: 11 } },
      'GET seller/imports/11': inTurn([job({ status: 'running', processed: 8, created: 0, updated: 0, failed: 0, errors: [] }), job({})]),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Checking rows: 8 of 20 rows' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(bar).toHaveAttribute('aria-valuemax', '20');

    expect(await screen.findByRole('heading', { name: 'Check of scopes.csv' }, polled)).toBeInTheDocument();
    expect(stat('Will be created')).toHaveTextContent('17');
    expect(stat('Will be updated')).toHaveTextContent('2');
    expect(stat('Rows with errors')).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: /Rows that will not be imported/ });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['14', 'Category', 'Choose a category from the list.']);
    expect(screen.getByRole('button', { name: 'Import 19 listings' })).toBeEnabled();

    expect(sentFields(posts(mock.calls)[0])).toEqual({ mode: 'preview', publish: 'false', file: expect.any(File) });
    expect((sentFields(posts(mock.calls)[0]).file as File).name).toBe('scopes.csv');
  });

  it('checks the file again with the column the seller picks', async () => {
    const renamed = ['Part no', 'Title', 'Category', 'Brand', 'Price'];
    const first = job({
      headers: renamed,
      mapping: { category: 'Category', brand: 'Brand', price: 'Price' },
      failed: 20,
      created: 0,
      updated: 0,
    });
    const second = job({ id: 12, headers: renamed, mapping: { sku: 'Part no', category: 'Category', brand: 'Brand', price: 'Price' } });
    const { user, mock } = await checkFile({
      'POST seller/imports': ids(11, 12),
      'GET seller/imports/11': { body: first },
      'GET seller/imports/12': { body: second },
    });
    const sku = await screen.findByRole('combobox', { name: 'SKU' });
    expect(sku).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue('Price');
    expect(screen.getByRole('button', { name: 'Import 0 listings' })).toBeDisabled();
    expect(
      within(sku)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not in file', ...renamed]);

    await user.selectOptions(sku, 'Part no');
    await waitFor(() => expect(posts(mock.calls)).toHaveLength(2));
    const sent = sentFields(posts(mock.calls)[1]);
    expect(sent.mode).toBe('preview');
    expect(JSON.parse(sent.mapping as string)).toEqual({ sku: 'Part no', category: 'Category', brand: 'Brand', price: 'Price' });
    expect(await screen.findByRole('button', { name: 'Import 19 listings' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'SKU' })).toHaveValue('Part no');

    // "Not in file" is sent as '', so the API leaves the column empty instead of matching it by its header
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Not in file');
    await waitFor(() => expect(posts(mock.calls)).toHaveLength(3));
    expect(JSON.parse(sentFields(posts(mock.calls)[2]).mapping as string)).toEqual({
      sku: 'Part no',
      category: 'Category',
      brand: 'Brand',
      price: '',
    });
  });

  it('imports the rows that passed as drafts and keeps the result on the page', async () => {
    const imported = job({ id: 13, mode: 'import', total: 20, created: 17, updated: 2 });
    const { user, mock } = await checkFile({
      'POST seller/imports': ids(11, 13),
      'GET seller/imports/11': { body: job({}) },
      'GET seller/imports/13': inTurn([job({ ...imported, status: 'running', processed: 10, created: 9, errors: [] }), imported]),
    });
    await user.click(await screen.findByRole('radio', { name: /Save as drafts/ }));
    await user.click(screen.getByRole('button', { name: 'Import 19 listings' }));

    const bar = await screen.findByRole('progressbar', { name: 'Importing listings: 10 of 20 rows' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    const sent = sentFields(posts(mock.calls)[1]);
    expect(sent).toEqual({ mode: 'import', publish: 'false', file: expect.any(File) });

    expect(await screen.findByRole('heading', { name: 'Import of scopes.csv finished' }, polled)).toBeInTheDocument();
    expect(screen.getByText(/saved as drafts/)).toBeInTheDocument();
    expect(stat('Created')).toHaveTextContent('17');
    expect(stat('Updated')).toHaveTextContent('2');
    expect(stat('Failed')).toHaveTextContent('1');
    expect(screen.getByRole('table', { name: /Rows that were not imported/ })).toHaveTextContent('Choose a category from the list.');
    expect(screen.getByRole('button', { name: 'Download the result (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Products' })).toHaveAttribute('href', '/products');

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByRole('button', { name: 'Check file' })).toBeInTheDocument();
  });

  it('says why an import stopped when its job failed', async () => {
    const { user, mock } = await checkFile({
      'POST seller/imports': ids(11, 14),
      'GET seller/imports/11': { body: job({}) },
      'GET seller/imports/14': {
        body: job({
          id: 14,
          mode: 'import',
          publish: true,
          status: 'failed',
          processed: 6,
          created: 6,
          updated: 0,
          failed: 0,
          errors: [],
          failure: 'The import was stopped because the server restarted; rows 2 to 7 were written.',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import 19 listings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The import stopped before the end');
    expect(alert).toHaveTextContent('The import was stopped because the server restarted; rows 2 to 7 were written.');
    expect(sentFields(posts(mock.calls)[1])).toMatchObject({ mode: 'import', publish: 'true' });
    expect(screen.getByRole('heading', { name: 'Import of scopes.csv stopped' })).toBeInTheDocument();
  });

  it("shows the API's refusal of a file beside the picker", async () => {
    // thrown as the shared client throws a 400 (an HTTPError with the parsed body)
    const refusal = Object.assign(new Error('Request failed with status code 400'), {
      name: 'HTTPError',
      data: { errors: [importTexts.tooManyRows] },
    });
    await checkFile({
      'POST seller/imports': () => {
        throw refusal;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(importTexts.tooManyRows);
    expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled();
  });

  it('refuses a file over the size limit before sending it', async () => {
    const mock = createMockApi({});
    const { user } = renderWithShell(<ImportListingsPage />, { api: mock.api, session: seller });
    const big = csv();
    Object.defineProperty(big, 'size', { value: importMaxBytes + 1 });
    await user.upload(screen.getByLabelText(/Your file/), big);
    expect(screen.getByText(importTexts.fileTooLarge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(mock.calls).toEqual([]);
  });
});
