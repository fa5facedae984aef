import { formatUsd } from '@xchange/contract/core';
import { monthNames, monthValue } from '@xchange/contract/accounts';
import type { SellerDashboard } from '@xchange/contract';
import { system } from '@xchange/ui';

/** This year and month (0 = January) in `timeZone`: the charts stop there, since later months have not happened. */
export function monthIn(now: Date, timeZone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') - 1 };
}

const font = system.token('fonts.body');
const shared = (id: string, color: string, formatValue: (v: number) => string) => ({
  chart: { id, toolbar: { show: false }, zoom: { enabled: false }, fontFamily: font, foreColor: system.token('colors.gray.700') },
  colors: [color],
  dataLabels: { enabled: false },
  yaxis: { labels: { formatter: formatValue } },
  tooltip: { y: { formatter: formatValue } },
  grid: { borderColor: system.token('colors.gray.200') },
});

/** The two charts' series and ApexCharts options, January to this month only: real points, straight segments, site money. */
export function salesChartData(dashboard: SellerDashboard, month: number) {
  const categories = monthNames.slice(0, month + 1);
  const upToNow = (points: SellerDashboard['annualSale']) => points.slice(0, month + 1).map(monthValue);
  const whole = (v: number) => formatUsd(Math.round(v));
  return {
    sales: {
      series: [{ name: 'Sales', data: upToNow(dashboard.annualSale) }],
      options: {
        ...shared('annual-sales', system.token('colors.brand.500'), whole),
        stroke: { curve: 'straight' as const, width: 3 },
        markers: { size: 5, strokeWidth: 0 },
        xaxis: { categories },
        tooltip: { y: { formatter: (v: number) => formatUsd(v) } },
      },
    },
    orders: {
      series: [{ name: 'Orders', data: upToNow(dashboard.annualOrders) }],
      options: {
        ...shared('annual-orders', system.token('colors.brand.800'), (v: number) => String(Math.round(v))),
        xaxis: { categories },
      },
    },
  };
}
