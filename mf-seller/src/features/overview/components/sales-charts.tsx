import Chart from 'react-apexcharts';
import type { SellerDashboard } from '@xchange/contract';
import { SimpleGrid } from '@xchange/ui';
import { ChartFigure, chartHeight, chartTitles } from './chart-figure';
import { salesChartData } from './sales-chart-data';

/** The two charts, January to this month of the seller's year; loaded in their own chunk after the cards. */
export default function SalesCharts({ dashboard, year, month }: { dashboard: SellerDashboard; year: number; month: number }) {
  const { sales, orders } = salesChartData(dashboard, month);
  const t = chartTitles(year, month);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
      <ChartFigure {...t.sales}>
        <Chart type="line" height={chartHeight} series={sales.series} options={sales.options} />
      </ChartFigure>
      <ChartFigure {...t.orders}>
        <Chart type="bar" height={chartHeight} series={orders.series} options={orders.options} />
      </ChartFigure>
    </SimpleGrid>
  );
}
