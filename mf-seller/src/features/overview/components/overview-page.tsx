import { lazy, Suspense } from 'react';
import { formatUsd } from '@xchange/contract/core';
import { PageIntro, QueryStatus } from '@xchange/remote-kit';
import { Stack, Text } from '@xchange/ui';
import { useSellerDashboard } from '../api/get-dashboard';
import { useTopProducts } from '../api/get-top-products';
import { browserTimeZone } from '../api/time-zone';
import { ChartsPlaceholder } from './chart-figure';
import { monthIn } from './sales-chart-data';
import { StatCards } from './stat-cards';
import { TopProducts } from './top-products';

// ApexCharts is large: its chunk loads after the cards are painted
const SalesCharts = lazy(() => import('./sales-charts'));

export function OverviewPage() {
  const dashboard = useSellerDashboard();
  const top = useTopProducts();
  const d = dashboard.data;
  const { year, month } = monthIn(new Date(), browserTimeZone());
  return (
    <PageIntro
      title="Overview"
      metaTitle="Seller Overview"
      description="Your sales and orders at a glance: today, this month, last month and in total."
      intro="Your sales and orders at a glance: today, this month, last month and in total, with your top sellers. Cancelled orders are not counted."
    >
      {d ? (
        <Stack gap={8}>
          <StatCards
            label="Sales"
            items={[
              { label: "Today's Sales", value: formatUsd(d.todaySale) },
              { label: "This Month's Sales", value: formatUsd(d.monthlySale) },
              { label: "Last Month's Sales", value: formatUsd(d.lastMonthSale) },
              { label: 'Total Sales', value: formatUsd(d.totalSale) },
            ]}
          />
          <StatCards
            label="Orders"
            items={[
              { label: "Today's Orders", value: String(d.dailyOrders) },
              { label: "This Month's Orders", value: String(d.monthlyOrders) },
              { label: "Last Month's Orders", value: String(d.lastMonthlyOrders) },
              { label: 'Total Orders', value: String(d.totalOrders) },
            ]}
          />
          <Suspense fallback={<ChartsPlaceholder year={year} month={month} />}>
            <SalesCharts dashboard={d} year={year} month={month} />
          </Suspense>
        </Stack>
      ) : (
        <QueryStatus query={dashboard} what="your figures" />
      )}
      {top.data ? <TopProducts products={top.data} /> : top.isError ? <Text color="fg.muted">Top sales could not be loaded.</Text> : null}
    </PageIntro>
  );
}
