import { brandNotices, endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { recordAudit } from '../audit/index.ts';
import { deleteBrandRow, insertBrand, listBrands, updateBrandRow } from './repo.ts';

const tags = ['brands'];

/** docs/product.md §7 brands: the list (any signed-in user: the seller's product form) and the admin's add, edit and delete. */
export async function brandRoutes(app: ApiApp) {
  const list = endpointRoute(app, endpoints.brands, { tags, summary: 'Brands, paged and searchable' });
  app.post(list.url, list.options, async (req) => listBrands(app.db, req.body));

  const create = endpointRoute(app, endpoints.createBrand, { tags, summary: 'Add a brand', errors: ['ERR_CONFLICT'] });
  app.post(create.url, create.options, async (req) =>
    app.db.transaction(async (tx) => {
      const brand = await insertBrand(tx, req.body);
      await recordAudit(tx, req.user!.id, { action: 'brand.create', target: `brand ${brand.id}`, detail: { name: brand.name } });
      return brand;
    }),
  );

  const update = endpointRoute(app, endpoints.updateBrand, { tags, summary: 'Rename a brand', errors: ['ERR_CONFLICT'] });
  app.put(update.url, update.options, async (req) =>
    app.db.transaction(async (tx) => {
      const { id, ...form } = req.body;
      const { before, after } = await updateBrandRow(tx, id, form);
      await recordAudit(tx, req.user!.id, {
        action: 'brand.update',
        target: `brand ${id}`,
        detail: { name: after.name, ...(before.name !== after.name ? { previousName: before.name } : {}) },
      });
      return after;
    }),
  );

  const remove = endpointRoute(app, endpoints.deleteBrand, { tags, summary: 'Delete a brand no listing uses', errors: ['ERR_CONFLICT'] });
  app.put(remove.url, remove.options, async (req) =>
    app.db.transaction(async (tx) => {
      const { id } = req.query;
      const brand = await deleteBrandRow(tx, id);
      await recordAudit(tx, req.user!.id, { action: 'brand.delete', target: `brand ${id}`, detail: { name: brand.name } });
      return { message: brandNotices.deleted };
    }),
  );
}
