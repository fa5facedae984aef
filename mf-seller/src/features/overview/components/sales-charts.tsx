import Chart from 'react-apexcharts';
import { formatUsd, monthNames, monthValue, type SellerDashboard } from '@xchange/contract';
import { SimpleGrid } from '@xchange/ui';
import { ChartFigure, chartHeight, chartTitles } from './chart-figure';

const categories = [...monthNames];

/** The two 12-month charts (Jan..Dec of the current year); loaded in their own chunk after the cards. */
export default function SalesCharts({ dashboard, year }: { dashboard: SellerDashboard; year: number }) {
  const sales = dashboard.annualSale.map(monthValue);
  const orders = dashboard.annualOrders.map(monthValue);
  const t = chartTitles(year);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
      <ChartFigure {...t.sales}>
        <Chart
          type="line"
          height={chartHeight}
          series={[{ name: 'Sales', data: sales }]}
          options={{
            chart: { id: 'annual-sales', toolbar: { show: false }, zoom: { enabled: false } },
            colors: ['#f89e23'],
            stroke: { curve: 'monotoneCubic', width: 3 },
            xaxis: { categories },
            yaxis: { labels: { formatter: (v: number) => formatUsd(Math.round(v)) } },
            dataLabels: { enabled: false },
          }}
        />
      </ChartFigure>
      <ChartFigure {...t.orders}>
        <Chart
          type="bar"
          height={chartHeight}
          series={[{ name: 'Orders', data: orders }]}
          options={{
            chart: { id: 'annual-orders', toolbar: { show: false } },
            colors: ['#2b6cb0'],
            xaxis: { categories },
            yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) } },
            dataLabels: { enabled: false },
          }}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}
