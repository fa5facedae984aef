import multipart from '@fastify/multipart';
import {
  certificateMessages,
  endpoints,
  productFileFieldsSchema,
  productFormSchema,
  secondaryFileSlots,
  successTexts,
  type ProductFileQuery,
} from '@xchange/contract';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOr400 } from '../../lib/parse-or-400.ts';
import { closeIfUnread, type MediaRules } from '../../lib/uploads/index.ts';
import { certificateUrl, forgetCatalogCounts } from '../shop/index.ts';
import { queueListingAlerts } from '../saved-searches/index.ts';
import { attachCertificate, checkListingSpecs, saveListingDetails } from '../specs/index.ts';
import { useListingCredit } from '../subscription/index.ts';
import { forgetProductMedia, productMediaConfig, withStoredMedia } from './media.ts';
import { readProductMultipart } from './read-multipart.ts';
import { assertQuota, publishTexts, uploadGate, uploadLimits } from './upload-gate.ts';
import {
  addMedia,
  assertOwner,
  deleteProductRow,
  insertProduct,
  keepMedia,
  listOwnProducts,
  ownProduct,
  resolveCatalogIds,
  setFeatured,
  updateProductRow,
} from './repo.ts';

const tags = ['seller products'];

export { publishTexts } from './upload-gate.ts';

/** docs/product.md §7 seller product calls; every one reads or changes only the caller's own listings (others answer 404). */
export async function sellerProductRoutes(app: ApiApp, opts: { maxBytes?: MediaRules['maxBytes'] } = {}) {
  const media = productMediaConfig(app.config.mediaDir, opts.maxBytes);
  // files stream to disk one at a time; a part larger than the video cap is cut off and refused. Fields: the form's ~30
  // (docs/product.md §2.9 added the listing's facts) plus repeated tags and payment terms.
  await app.register(multipart, {
    limits: { fileSize: media.maxBytes.video + 1, files: 2 + secondaryFileSlots, fields: 80, parts: 100 },
  });
  const me = (req: FastifyRequest) => req.user!.id;
  const limits = uploadLimits(app.config);
  const storedBytes = (files: { bytes: number }[]) => files.reduce((sum, f) => sum + f.bytes, 0);

  const list = endpointRoute(app, endpoints.sellerProducts, {
    tags,
    summary: "The caller's own listings: paged, searched, sorted (default productname ascending)",
  });
  app.post(list.url, list.options, async (req) => ({ body: await listOwnProducts(app.db, me(req), req.body) }));

  const remove = endpointRoute(app, endpoints.deleteProduct, { tags, summary: 'Delete an own listing and its files (no credit refund)' });
  app.delete(remove.url, remove.options, async (req) => {
    const { id } = req.params;
    await assertOwner(app.db, me(req), id);
    const urls = await deleteProductRow(app.db, id);
    forgetCatalogCounts(app.db);
    await forgetProductMedia(media, urls).catch((err: unknown) => req.log.warn({ err }, 'product files not removed'));
    return { message: successTexts.productDeleted };
  });

  const feature = endpointRoute(app, endpoints.updateFeatureProduct, { tags, summary: 'Feature or unfeature an own listing' });
  app.post(feature.url, feature.options, async (req) => {
    const body = req.body;
    await assertOwner(app.db, me(req), body.productid);
    await setFeatured(app.db, body.productid, body.featuredStatus);
    forgetCatalogCounts(app.db);
    return ownProduct(app.db, me(req), body.productid);
  });

  const save = endpointRoute(app, endpoints.saveProductWithFiles, {
    tags,
    summary: 'Publish a listing with its files (uses one listing credit)',
    errors: ['ERR_SUBSCRIPTION_REQUIRED', 'ERR_NO_CREDITS'],
  });
  app.post(
    save.url,
    { ...save.options, preValidation: uploadGate(app, limits, { credit: true, ownListing: false }), onSend: closeIfUnread },
    async (req) => {
      const parts = await readProductMultipart(req, media, { pfile: 1, sfile: secondaryFileSlots, certificate: 1 });
      return withStoredMedia(media, parts, async (store, storeCertificate) => {
        const form = parseOr400(productFormSchema, parts.fields);
        const ids = await resolveCatalogIds(app.db, form);
        const specs = await checkListingSpecs(app.db, { id: ids.categoryId, name: form.sellinginstrument }, form.specs);
        const [certificateUpload] = parts.files.certificate ?? [];
        if (certificateUpload && !form.calibrated) throw new AppError('ERR_VALIDATION', certificateMessages.notCalibrated);
        const primary = await store(parts.files.pfile ?? []);
        const secondary = await store(parts.files.sfile ?? []);
        const certificate = certificateUpload ? await storeCertificate(certificateUpload) : undefined;
        await assertQuota(app.db, me(req), storedBytes([...primary, ...secondary, ...(certificate ? [certificate] : [])]), limits);
        const id = await app.db.transaction(async (tx) => {
          await useListingCredit(tx, me(req)).catch((err: unknown) => {
            if (err instanceof AppError && err.code in publishTexts)
              throw new AppError(err.code, publishTexts[err.code as keyof typeof publishTexts]);
            throw err;
          });
          const created = await insertProduct(tx, me(req), form, ids);
          await addMedia(tx, created, 'primary', primary);
          await addMedia(tx, created, 'secondary', secondary);
          await saveListingDetails(tx, created, form, specs, { added: certificate, keep: false });
          await queueListingAlerts(app.jobs, [created], tx);
          return created;
        });
        forgetCatalogCounts(app.db);
        return ownProduct(app.db, me(req), id);
      });
    },
  );

  const update = endpointRoute(app, endpoints.updateProduct, {
    tags,
    summary: 'Edit an own listing; keeps only its files whose url is sent back',
  });
  app.put(update.url, update.options, async (req) => {
    const body = req.body;
    await assertOwner(app.db, me(req), body.id);
    const ids = await resolveCatalogIds(app.db, body);
    const specs = await checkListingSpecs(app.db, { id: ids.categoryId, name: body.sellinginstrument }, body.specs);
    const dropped = await app.db.transaction(async (tx) => {
      await updateProductRow(tx, body.id, body, ids);
      await queueListingAlerts(app.jobs, [body.id], tx);
      const certificate = await saveListingDetails(tx, body.id, body, specs, {
        keep: body.calibrationCertificate === certificateUrl(body.id),
      });
      const files = await keepMedia(
        tx,
        body.id,
        body.primaryfile?.url,
        body.productfiles.map((f) => f.url),
      );
      return certificate ? [...files, certificate] : files;
    });
    forgetCatalogCounts(app.db);
    await forgetProductMedia(media, dropped).catch((err: unknown) => req.log.warn({ err }, 'dropped product files not removed'));
    return ownProduct(app.db, me(req), body.id);
  });

  /** Reads `field` files and the productid of an own listing, stores the files and adds them to `slot`. */
  const upload = async (req: FastifyRequest<{ Querystring: ProductFileQuery }>, field: string, slot: 'primary' | 'secondary') => {
    const parts = await readProductMultipart(req, media, { [field]: slot === 'primary' ? 1 : secondaryFileSlots });
    return withStoredMedia(media, parts, async (store) => {
      // the gate checked the query's listing is the caller's; a body productid may only repeat it
      const { productid } = req.query;
      const fields = parseOr400(productFileFieldsSchema, parts.fields);
      if (fields.productid !== undefined && fields.productid !== productid) {
        throw new AppError('ERR_VALIDATION', 'The productid field must name the same listing as the address (?productid=).');
      }
      const files = parts.files[field] ?? [];
      if (!files.length) throw new AppError('ERR_VALIDATION', `Please choose a file (field "${field}").`);
      const stored = await store(files);
      await assertQuota(app.db, me(req), storedBytes(stored), limits);
      const { saved, replaced } = await app.db.transaction((tx) => addMedia(tx, productid, slot, stored));
      forgetCatalogCounts(app.db);
      await forgetProductMedia(media, replaced).catch((err: unknown) => req.log.warn({ err }, 'replaced product file not removed'));
      return saved;
    });
  };

  const single = endpointRoute(app, endpoints.productSingleFile, {
    tags,
    summary: "Replace an own listing's primary photo or video (multipart file, productid)",
    errors: ['ERR_SUBSCRIPTION_REQUIRED'],
  });
  const ownListingGate = uploadGate(app, limits, { credit: false, ownListing: true });
  app.post(
    single.url,
    { ...single.options, preValidation: ownListingGate, onSend: closeIfUnread },
    async (req) => (await upload(req, 'file', 'primary'))[0]!,
  );

  const certificate = endpointRoute(app, endpoints.uploadCertificate, {
    tags,
    summary: 'Attach a calibration certificate (multipart file: a PDF of at most 10 MB) to an own calibrated listing',
    errors: ['ERR_SUBSCRIPTION_REQUIRED'],
  });
  app.post(certificate.url, { ...certificate.options, preValidation: ownListingGate, onSend: closeIfUnread }, async (req) => {
    const parts = await readProductMultipart(req, media, { file: 1 });
    return withStoredMedia(media, parts, async (_store, storeCertificate) => {
      const [upload] = parts.files.file ?? [];
      if (!upload) throw new AppError('ERR_VALIDATION', 'Please choose a file (field "file").');
      const { productid } = req.query;
      const stored = await storeCertificate(upload);
      await assertQuota(app.db, me(req), stored.bytes, limits);
      const replaced = await app.db.transaction((tx) => attachCertificate(tx, productid, stored));
      await forgetProductMedia(media, [replaced]).catch((err: unknown) => req.log.warn({ err }, 'replaced certificate not removed'));
      return (await ownProduct(app.db, me(req), productid)).calibration!;
    });
  });

  const many = endpointRoute(app, endpoints.productFiles, {
    tags,
    summary: 'Add secondary photos or videos to an own listing (multipart files, productid; six slots in all)',
    errors: ['ERR_SUBSCRIPTION_REQUIRED'],
  });
  app.post(many.url, { ...many.options, preValidation: ownListingGate, onSend: closeIfUnread }, async (req) =>
    upload(req, 'files', 'secondary'),
  );
}
