import { monthNames } from '@xchange/contract';
import { monthIn, salesChartData } from './components/sales-chart-data';
import { chartTitles } from './components/chart-figure';

const months = (values: number[]) => monthNames.map((m, i) => ({ [m]: values[i] ?? 0 }));
const dashboard = {
  todaySale: 0,
  monthlySale: 0,
  lastMonthSale: 0,
  totalSale: 0,
  annualSale: months([1200, 0, 35500.5, 410, 0, 0, 0, 0, 0, 0, 980, 0]),
  dailyOrders: 0,
  monthlyOrders: 0,
  lastMonthlyOrders: 0,
  totalOrders: 0,
  annualOrders: months([2, 0, 3, 1, 0, 0, 0, 0, 0, 0, 4, 0]),
};

describe('the seller overview charts', () => {
  it("end at the seller's current month: 1 December 03:00 UTC is still November in New York", () => {
    const now = new Date('2026-12-01T03:00:00Z');
    expect(monthIn(now, 'America/New_York')).toEqual({ year: 2026, month: 10 });
    expect(monthIn(now, 'UTC')).toEqual({ year: 2026, month: 11 });
    expect(monthIn(new Date('2027-01-01T02:00:00Z'), 'America/Los_Angeles')).toEqual({ year: 2026, month: 11 });
  });

  it("plot the API's values from January to this month and no future month", () => {
    const { sales, orders } = salesChartData(dashboard, 10);
    expect(sales.options.xaxis.categories).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    expect(sales.series[0]!.data).toEqual([1200, 0, 35500.5, 410, 0, 0, 0, 0, 0, 0, 980]);
    expect(orders.series[0]!.data).toEqual([2, 0, 3, 1, 0, 0, 0, 0, 0, 0, 4]);
    expect(salesChartData(dashboard, 2).sales.series[0]!.data).toEqual([1200, 0, 35500.5]);
  });

  it('draw straight segments with markers in the brand orange and Montserrat, money as the site writes it', () => {
    const { sales, orders } = salesChartData(dashboard, 3);
    expect(sales.options.stroke.curve).toBe('straight');
    expect(sales.options.markers.size).toBeGreaterThan(0);
    expect(sales.options.colors).toEqual(['#f89e23']);
    expect(sales.options.chart.fontFamily).toMatch(/^'Montserrat'/);
    expect(orders.options.chart.fontFamily).toMatch(/^'Montserrat'/);
    expect(sales.options.yaxis.labels.formatter(35500.4)).toBe('$35,500');
    expect(sales.options.tooltip.y.formatter(35500.5)).toBe('$35,500.50');
    expect(orders.options.tooltip.y.formatter(3)).toBe('3');
  });

  it('say in their headings which months they cover', () => {
    expect(chartTitles(2026, 10).sales).toEqual({ title: 'Sales, Jan–Nov 2026', label: 'Sales by month, January to November 2026' });
    expect(chartTitles(2027, 0).orders).toEqual({ title: 'Orders, Jan 2027', label: 'Orders by month, January 2027' });
  });
});
