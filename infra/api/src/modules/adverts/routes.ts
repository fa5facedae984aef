import multipart from '@fastify/multipart';
import {
  advertisementFormSchema,
  advertisementListQuerySchema,
  endpoints,
  successTexts,
  updateAdvertisementSchema,
} from '@xchange/contract';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { parseOr400 } from '../../lib/parse-or-400.ts';
import { closeIfUnread } from '../../lib/uploads/index.ts';
import { recordAudit } from '../audit/index.ts';
import { advertMaxBytes, removeAdvertMedia, storeAdvertMedia } from './advert-media.ts';
import { readAdvertMultipart } from './read-advert-form.ts';
import { deleteAdvertRow, findAdvert, insertAdvert, listAdverts, toAdvertisement, updateAdvertRow } from './repo.ts';

const tags = ['adverts'];

/** docs/product.md §7 adverts: POST advert lists (JSON, public) or creates (multipart, admin); PUT advert edits; PUT advert/deleteAdvert. */
export async function advertRoutes(app: ApiApp) {
  await app.register(multipart, { limits: { fileSize: advertMaxBytes.video, files: 1, fields: 30, parts: 31 } });
  const { mediaDir } = app.config;

  /** The text fields (and file, if any) of a create or edit, from multipart or, without a new file, from JSON. */
  const readForm = async (req: FastifyRequest) => {
    if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, unknown> };
    return readAdvertMultipart(req);
  };

  // One route for both: the shop's list and the admin's create share the method and path (docs/product.md §7).
  const list = endpointRoute(app, endpoints.adverts, {
    tags,
    summary: 'JSON: list adverts (public). Multipart name, url, tags, document: create one (admin).',
  });
  const { body: _listBody, ...listSchema } = list.options.schema as Record<string, unknown>;
  const requireAdmin = app.requireRole('admin');
  // a multipart POST creates: only an admin's is read
  const adminToCreate = async (req: FastifyRequest) => {
    if (req.isMultipart()) await requireAdmin(req);
  };
  app.post(list.url, { ...list.options, schema: listSchema, preValidation: adminToCreate, onSend: closeIfUnread }, async (req) => {
    if (!req.isMultipart()) return listAdverts(app.db, parseOr400(advertisementListQuerySchema, req.body ?? {}));
    const { fields, document } = await readAdvertMultipart(req);
    const form = parseOr400(advertisementFormSchema, fields);
    const media = document ? await storeAdvertMedia(mediaDir, document) : undefined;
    const row = await app.db.transaction(async (tx) => {
      const created = await insertAdvert(tx, form, media);
      await recordAudit(tx, req.user!.id, {
        action: 'advert.create',
        target: `advert ${created.id}`,
        detail: { name: created.name, document: media?.fileType ?? null },
      });
      return created;
    });
    return toAdvertisement(row);
  });

  const update = endpointRoute(app, endpoints.updateAdvert, {
    tags,
    summary: 'Edit an advert (multipart; a new document replaces the old one)',
  });
  app.put(update.url, { ...update.options, onSend: closeIfUnread }, async (req) => {
    const { fields, document } = await readForm(req);
    const form = parseOr400(updateAdvertisementSchema, fields);
    const before = await findAdvert(app.db, form.id);
    const media = document ? await storeAdvertMedia(mediaDir, document) : undefined;
    const row = await app.db.transaction(async (tx) => {
      const saved = await updateAdvertRow(tx, form.id, form, media);
      await recordAudit(tx, req.user!.id, {
        action: 'advert.update',
        target: `advert ${saved.id}`,
        detail: { name: saved.name, ...(before.name !== saved.name ? { previousName: before.name } : {}), newDocument: !!media },
      });
      return saved;
    });
    if (media)
      await removeAdvertMedia(mediaDir, before.documentUrl).catch((err: unknown) => req.log.warn({ err }, 'old advert file not removed'));
    return toAdvertisement(row);
  });

  const remove = endpointRoute(app, endpoints.deleteAdvert, { tags, summary: 'Delete an advert and its stored file' });
  app.put(remove.url, remove.options, async (req) => {
    const { id } = req.query;
    const row = await app.db.transaction(async (tx) => {
      const gone = await deleteAdvertRow(tx, id);
      await recordAudit(tx, req.user!.id, { action: 'advert.delete', target: `advert ${id}`, detail: { name: gone.name } });
      return gone;
    });
    await removeAdvertMedia(mediaDir, row.documentUrl).catch((err: unknown) => req.log.warn({ err }, 'advert file not removed'));
    return { message: successTexts.advertisementDeleted };
  });
}
