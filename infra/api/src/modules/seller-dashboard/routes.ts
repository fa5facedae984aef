import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sellerDashboard, topProducts } from './repo.ts';

const tags = ['seller dashboard'];

/** docs/product.md §7: the overview's figures and top sales, computed from the caller's own orders. */
export async function sellerDashboardRoutes(app: ApiApp) {
  const dash = endpointRoute(app, endpoints.sellerDashboard, {
    tags,
    summary:
      "Sales and order counts (cancelled orders excluded) for today, this month, last month, all time and the calendar year, in the seller's time zone",
  });
  app.get(dash.url, dash.options, async (req) => sellerDashboard(app.db, req.user!.id, req.query.tz));

  const top = endpointRoute(app, endpoints.topProducts, { tags, summary: 'Top 5 products by number of orders (cancelled excluded)' });
  app.get(top.url, top.options, async (req) => topProducts(app.db, req.user!.id));
}
