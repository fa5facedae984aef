import { categoryNotices, endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { recordAudit } from '../audit/index.ts';
import { deleteCategoryRow, insertCategory, listCategories, updateCategoryRow } from './repo.ts';

const tags = ['categories'];

/** docs/product.md §7 categories: the list (any signed-in user: the seller's product form) and the admin's add, edit and delete. */
export async function categoryRoutes(app: ApiApp) {
  const list = endpointRoute(app, endpoints.categories, { tags, summary: 'Categories (types of instrument), paged and searchable' });
  app.post(list.url, list.options, async (req) => listCategories(app.db, req.body));

  const create = endpointRoute(app, endpoints.createCategory, { tags, summary: 'Add a category', errors: ['ERR_CONFLICT'] });
  app.post(create.url, create.options, async (req) =>
    app.db.transaction(async (tx) => {
      const category = await insertCategory(tx, req.body);
      await recordAudit(tx, req.user!.id, {
        action: 'category.create',
        target: `category ${category.id}`,
        detail: { name: category.name },
      });
      return category;
    }),
  );

  const update = endpointRoute(app, endpoints.updateCategory, { tags, summary: 'Edit a category', errors: ['ERR_CONFLICT'] });
  app.put(update.url, update.options, async (req) =>
    app.db.transaction(async (tx) => {
      const { id, ...form } = req.body;
      const { before, after } = await updateCategoryRow(tx, id, form);
      await recordAudit(tx, req.user!.id, {
        action: 'category.update',
        target: `category ${id}`,
        detail: {
          name: after.name,
          ...(before.name !== after.name ? { previousName: before.name } : {}),
          ...(before.documenttype !== after.documenttype
            ? { documenttype: after.documenttype, previousDocumenttype: before.documenttype }
            : {}),
        },
      });
      return after;
    }),
  );

  const remove = endpointRoute(app, endpoints.deleteCategory, {
    tags,
    summary: 'Delete a category no listing uses',
    errors: ['ERR_CONFLICT'],
  });
  app.put(remove.url, remove.options, async (req) =>
    app.db.transaction(async (tx) => {
      const { id } = req.query;
      const category = await deleteCategoryRow(tx, id);
      await recordAudit(tx, req.user!.id, { action: 'category.delete', target: `category ${id}`, detail: { name: category.name } });
      return { message: categoryNotices.deleted };
    }),
  );
}
