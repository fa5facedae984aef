import { screen, within } from '@testing-library/react';
import { monthNames } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { OverviewPage } from './components/overview-page';

// ApexCharts needs a real layout engine; the stand-in shows the series the page hands to it
jest.mock('./components/sales-charts', () => ({
  __esModule: true,
  default: ({ dashboard }: { dashboard: { annualSale: Record<string, number>[]; annualOrders: Record<string, number>[] } }) => (
    <p>
      charts: {dashboard.annualSale.map((m) => Object.values(m)[0]).join(',')} /{' '}
      {dashboard.annualOrders.map((m) => Object.values(m)[0]).join(',')}
    </p>
  ),
}));

const months = (values: number[]) => monthNames.map((m, i) => ({ [m]: values[i] ?? 0 }));
const dashboard = {
  todaySale: 100,
  monthlySale: 1250.5,
  lastMonthSale: 85,
  totalSale: 12345,
  annualSale: months([10, 85, 1250.5]),
  dailyOrders: 1,
  monthlyOrders: 2,
  lastMonthlyOrders: 3,
  totalOrders: 40,
  annualOrders: months([1, 3, 2]),
};

describe('seller overview (docs/product.md §2.6)', () => {
  it("shows the sales and order cards, the charts' series and the top 5, asking in the browser's time zone", async () => {
    const mock = createMockApi({
      'GET sellerprofile/getSellerDashboard': { body: dashboard },
      'GET sellerprofile/getTopProducts': {
        body: [
          { productPic: '/m/a.jpg,/m/b.jpg', productName: 'Scope', orderCount: 4 },
          { productPic: '', productName: 'Probe', orderCount: 1 },
        ],
      },
    });
    renderWithShell(<OverviewPage />, { route: '/overview', session: { type: 'seller', data: { id: 3 } }, api: mock.api });
    const sales = within(await screen.findByRole('list', { name: 'Sales' }));
    expect(sales.getByText("This Month's Sales").parentElement).toHaveTextContent('$1,250.50');
    expect(sales.getByText('Total Sales').parentElement).toHaveTextContent(/\$12,345$/);
    const orders = within(screen.getByRole('list', { name: 'Orders' }));
    expect(orders.getByText("Last Month's Orders").parentElement).toHaveTextContent('3');
    expect(await screen.findByText('charts: 10,85,1250.5,0,0,0,0,0,0,0,0,0 / 1,3,2,0,0,0,0,0,0,0,0,0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top 5 Sales' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scope' })).toHaveAttribute('src', '/m/a.jpg');
    expect(screen.getByText('4 orders')).toBeInTheDocument();
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(mock.calls.find((c) => c.path === 'sellerprofile/getSellerDashboard')?.searchParams).toEqual({ tz });
  });
});
