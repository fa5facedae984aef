import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { endUserSessions } from '../../plugins/sessions.ts';
import { recordAudit } from '../audit/index.ts';
import { queueSellerListingAlerts } from '../saved-searches/index.ts';
import { forgetCatalogCounts } from '../shop/index.ts';
import { listAccounts, setSellerActive, toAccountRow } from './repo.ts';

const tags = ['accounts'];

/** docs/product.md §7 admin lists of buyers and sellers, and the seller active switch. */
export async function accountsAdminRoutes(app: ApiApp) {
  const buyers = endpointRoute(app, endpoints.buyerList, { tags, summary: 'Every buyer, paged and searchable' });
  app.post(buyers.url, buyers.options, async (req) => ({ body: await listAccounts(app.db, 'buyer', req.body) }));

  const sellers = endpointRoute(app, endpoints.sellerList, { tags, summary: 'Every seller with its active status, paged and searchable' });
  app.post(sellers.url, sellers.options, async (req) => ({ body: await listAccounts(app.db, 'seller', req.body) }));

  const status = endpointRoute(app, endpoints.updateSellerAccountStatus, {
    tags,
    summary: 'Activate or deactivate a seller: an inactive seller cannot sign in and its listings leave the shop',
  });
  app.put(status.url, status.options, async (req) => {
    const { id, status: active } = req.query;
    const { answer, changed } = await app.db.transaction(async (tx) => {
      const { row, changed } = await setSellerActive(tx, id, active);
      if (changed) {
        await recordAudit(tx, req.user!.id, {
          action: active ? 'seller.activate' : 'seller.deactivate',
          target: `seller ${id}`,
          detail: { name: `${row.firstname} ${row.lastname}`.trim(), email: row.email, company: row.company },
        });
      }
      return { answer: toAccountRow(row, 'seller'), changed };
    });
    if (changed && !active) endUserSessions(app, id);
    if (changed && active) await queueSellerListingAlerts(app.db, app.jobs, id);
    forgetCatalogCounts(app.db);
    return answer;
  });
}
