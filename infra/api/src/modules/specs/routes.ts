import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { optionalUser } from '../shop/index.ts';
import { openCertificate } from './certificate-file.ts';
import { categoryFields, deleteField, fieldUses, findCategory, insertField, numberRanges, reorderFields, updateField } from './repo.ts';

const tags = ['specifications'];

/** docs/product.md §2.9: a category's specification fields, the admin's changes to them, and certificate downloads. */
export async function specRoutes(app: ApiApp) {
  const fieldsOf = async (category: { id: number; name: string }, extra: 'ranges' | 'uses') => {
    const fields = await categoryFields(app.db, category.id);
    const ids = fields.map((f) => f.id);
    if (extra === 'uses') {
      const uses = await fieldUses(app.db, ids);
      return { categoryId: category.id, category: category.name, fields: fields.map((f) => ({ ...f, uses: uses.get(f.id) ?? 0 })) };
    }
    const ranges = await numberRanges(
      app.db,
      fields.filter((f) => f.kind === 'number' && f.filterable).map((f) => f.id),
    );
    return { categoryId: category.id, category: category.name, fields: fields.map((f) => ({ ...f, range: ranges.get(f.id) ?? null })) };
  };

  const list = endpointRoute(app, endpoints.specFields, {
    tags,
    summary: "A category's specification fields in display order (by name or id); filterable number fields with their range",
  });
  app.get(list.url, list.options, async (req) => {
    const q = req.query;
    if (!q.category && q.categoryId === undefined)
      throw new AppError('ERR_VALIDATION', 'Name a category (?category=) or its id (?categoryId=).');
    return fieldsOf(await findCategory(app.db, q), 'ranges');
  });

  const admin = endpointRoute(app, endpoints.adminSpecFields, {
    tags,
    summary: "A category's fields with how many listings give each a value",
  });
  app.get(admin.url, admin.options, async (req) => fieldsOf(await findCategory(app.db, { categoryId: req.query.id }), 'uses'));

  const create = endpointRoute(app, endpoints.createSpecField, {
    tags,
    summary: 'Add a specification field to a category',
    errors: ['ERR_CONFLICT'],
  });
  app.post(create.url, create.options, async (req) =>
    app.db.transaction(async (tx) => {
      const field = await insertField(tx, req.body);
      await recordAudit(tx, req.user!.id, {
        action: 'spec-field.create',
        target: `spec field ${field.id}`,
        detail: { name: field.name, kind: field.kind, unit: field.unit, categoryId: field.categoryId },
      });
      return field;
    }),
  );

  const update = endpointRoute(app, endpoints.updateSpecField, {
    tags,
    summary: 'Edit a field: a rename relabels its values; a new kind, unit or a removed choice is refused while listings use them',
    errors: ['ERR_CONFLICT'],
  });
  app.put(update.url, update.options, async (req) =>
    app.db.transaction(async (tx) => {
      const { before, after } = await updateField(tx, req.body);
      await recordAudit(tx, req.user!.id, {
        action: 'spec-field.update',
        target: `spec field ${after.id}`,
        detail: { name: after.name, ...(before.name !== after.name ? { previousName: before.name } : {}), unit: after.unit },
      });
      return after;
    }),
  );

  const remove = endpointRoute(app, endpoints.deleteSpecField, {
    tags,
    summary: 'Delete a field and its values; `uses` must be the number of listings the admin was shown',
    errors: ['ERR_CONFLICT'],
  });
  app.put(remove.url, remove.options, async (req) =>
    app.db.transaction(async (tx) => {
      const { field, uses } = await deleteField(tx, req.query.id, req.query.uses);
      await recordAudit(tx, req.user!.id, {
        action: 'spec-field.delete',
        target: `spec field ${field.id}`,
        detail: { name: field.name, categoryId: field.categoryId, valuesRemoved: uses },
      });
      return { message: `The field "${field.name}" is deleted.` };
    }),
  );

  const order = endpointRoute(app, endpoints.reorderSpecFields, { tags, summary: "Put a category's fields in a new display order" });
  app.put(order.url, order.options, async (req) => {
    const category = await findCategory(app.db, { categoryId: req.body.categoryId });
    await app.db.transaction(async (tx) => {
      await reorderFields(tx, category.id, req.body.ids);
      await recordAudit(tx, req.user!.id, {
        action: 'spec-field.reorder',
        target: `category ${category.id}`,
        detail: { ids: req.body.ids },
      });
    });
    return fieldsOf(category, 'uses');
  });

  const certificate = endpointRoute(app, endpoints.certificate, {
    tags,
    summary: "A listing's calibration certificate as a PDF download (attachment, never shown inline)",
    answers: {
      200: { description: 'The certificate PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    },
  });
  app.get(certificate.url, certificate.options, async (req, reply) => {
    const user = await optionalUser(app, req);
    const file = await openCertificate(app.db, app.config.mediaDir, req.params.id, user?.role === 'seller' ? user.id : undefined);
    if (file.bytes !== undefined) reply.header('content-length', String(file.bytes));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('cache-control', 'no-cache')
      .send(file.stream);
  });
}
