import Chart from 'react-apexcharts';
import { monthNames, monthValue, type SellerDashboard } from '@xchange/contract';
import { Box, Heading, SimpleGrid, Stack } from '@xchange/ui';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const categories = [...monthNames];

/** The two 12-month charts (Jan..Dec of the current year); loaded in their own chunk after the cards. */
export default function SalesCharts({ dashboard, year }: { dashboard: SellerDashboard; year: number }) {
  const sales = dashboard.annualSale.map(monthValue);
  const orders = dashboard.annualOrders.map(monthValue);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
      <Stack as="figure" gap={2} m={0} aria-label={`Sales by month, January to December ${year}`}>
        <Heading as="h2" size="md">
          Sales, Jan–Dec {year}
        </Heading>
        <Box>
          <Chart
            type="line"
            height={280}
            series={[{ name: 'Sales', data: sales }]}
            options={{
              chart: { id: 'annual-sales', toolbar: { show: false }, zoom: { enabled: false } },
              colors: ['#f89e23'],
              stroke: { curve: 'monotoneCubic', width: 3 },
              xaxis: { categories },
              yaxis: { labels: { formatter: (v: number) => money.format(v) } },
              dataLabels: { enabled: false },
            }}
          />
        </Box>
      </Stack>
      <Stack as="figure" gap={2} m={0} aria-label={`Orders by month, January to December ${year}`}>
        <Heading as="h2" size="md">
          Orders, Jan–Dec {year}
        </Heading>
        <Box>
          <Chart
            type="bar"
            height={280}
            series={[{ name: 'Orders', data: orders }]}
            options={{
              chart: { id: 'annual-orders', toolbar: { show: false } },
              colors: ['#2b6cb0'],
              xaxis: { categories },
              yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) } },
              dataLabels: { enabled: false },
            }}
          />
        </Box>
      </Stack>
    </SimpleGrid>
  );
}
