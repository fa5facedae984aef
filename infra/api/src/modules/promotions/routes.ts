import { endpoints, successTexts } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { recordAudit } from '../audit/index.ts';
import { startPromotionScheduler } from './promotion-scheduler.ts';
import { utcDate } from './schedule.ts';
import { deletePromotionRow, findPromotion, insertPromotion, listPromotions, updatePromotionRow } from './repo.ts';

const tags = ['promotions'];
const summary = (p: { sellername: string; companyName: string; startdate: string; enddate: string; status: string }) => ({
  seller: p.sellername,
  company: p.companyName,
  startdate: p.startdate,
  enddate: p.enddate,
  status: p.status,
});

/** docs/product.md §7 promotions: the tabs' lists, add (always upcoming), edit / activate, delete. */
export async function promotionRoutes(app: ApiApp) {
  startPromotionScheduler(app);
  const list = endpointRoute(app, endpoints.promotions, { tags, summary: "One tab's promotions ('true' active, 'false' upcoming)" });
  app.post(list.url, list.options, async (req) => listPromotions(app.db, req.body));

  const create = endpointRoute(app, endpoints.createPromotion, { tags, summary: "Add a promotion (created 'false', upcoming)" });
  app.post(create.url, create.options, async (req) =>
    app.db.transaction(async (tx) => {
      const p = await insertPromotion(tx, { ...req.body, status: 'false' }, utcDate(app.now()));
      await recordAudit(tx, req.user!.id, { action: 'promotion.create', target: `promotion ${p.id}`, detail: summary(p) });
      return p;
    }),
  );

  const update = endpointRoute(app, endpoints.updatePromotion, { tags, summary: 'Edit a promotion or switch it on or off' });
  app.post(update.url, update.options, async (req) =>
    app.db.transaction(async (tx) => {
      const body = req.body;
      const before = await findPromotion(tx, body.id);
      const p = await updatePromotionRow(tx, body.id, body, utcDate(app.now()));
      const action = before.status === p.status ? 'promotion.update' : p.status === 'true' ? 'promotion.activate' : 'promotion.deactivate';
      await recordAudit(tx, req.user!.id, { action, target: `promotion ${p.id}`, detail: summary(p) });
      return p;
    }),
  );

  const remove = endpointRoute(app, endpoints.deletePromotion, { tags, summary: 'Delete a promotion' });
  app.put(remove.url, remove.options, async (req) =>
    app.db.transaction(async (tx) => {
      const { id } = req.query;
      const p = await deletePromotionRow(tx, id);
      await recordAudit(tx, req.user!.id, { action: 'promotion.delete', target: `promotion ${id}`, detail: summary(p) });
      return { message: successTexts.promotionDeleted };
    }),
  );
}
