import { screen, waitFor } from '@testing-library/react';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { ExportListings } from './components/export-listings';

const session = { type: 'seller' as const, data: { id: 12, firstname: 'Marcus', lastname: 'Chen', username: 'seller@lab.test' } };

describe('export listings (docs/product.md §2.12)', () => {
  const saved: { name: string; href: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:listings');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the CSV and the Excel file through the signed-in client, named with today', async () => {
    const csv = new Blob(['SKU,Name\nA-1,Scope\n'], { type: 'text/csv' });
    const xlsx = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const mock = createMockApi({
      'GET seller/exports/listings.csv': { body: csv },
      'GET seller/exports/listings.xlsx': { body: xlsx },
    });
    const { user } = renderWithShell(<ExportListings />, { route: '/products', session, api: mock.api });
    const day = new Date().toLocaleDateString('en-CA');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: `xchange-listings-${day}.csv`, href: 'blob:listings' }]));
    expect(URL.createObjectURL).toHaveBeenCalledWith(csv);
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([`xchange-listings-${day}.csv`, `xchange-listings-${day}.xlsx`]));
    expect(URL.createObjectURL).toHaveBeenLastCalledWith(xlsx);
    expect(mock.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET seller/exports/listings.csv', 'GET seller/exports/listings.xlsx']);
  });
});
