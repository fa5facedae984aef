import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ordersExportTexts } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { ExportOrders } from './components/export-orders';

const session = { type: 'seller' as const, data: { id: 12, firstname: 'Marcus', lastname: 'Chen', username: 'seller@lab.test' } };

describe('export orders for a date range (docs/product.md §2.12)', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:orders');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const render = () => {
    const mock = createMockApi({
      'GET seller/exports/orders.csv': { body: new Blob(['Order number\n']) },
      'GET seller/exports/orders.xlsx': { body: new Blob(['PK']) },
    });
    return { ...renderWithShell(<ExportOrders />, { route: '/order', session, api: mock.api }), calls: mock.calls };
  };

  it('sends the chosen days with the seller’s time zone and saves the file named after the range', async () => {
    const { user, calls } = render();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toEqual(['xchange-orders-2026-11-01-to-2026-11-30.xlsx']));
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: 'seller/exports/orders.xlsx',
      searchParams: { from: '2026-11-01', to: '2026-11-30', tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('xchange-orders-2026-11-01-to-2026-11-30.csv');
  });

  it('says what is wrong with the range and sends nothing', async () => {
    const { user, calls } = render();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ordersExportTexts.order);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ordersExportTexts.range);
    expect(calls).toEqual([]);
    expect(saved).toEqual([]);
  });
});
