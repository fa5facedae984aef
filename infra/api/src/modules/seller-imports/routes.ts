import multipart from '@fastify/multipart';
import { endpoints, importMaxBytes, importMaxRows, importRequestSchema, importTexts } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOr400 } from '../../lib/parse-or-400.ts';
import { recordAudit } from '../audit/index.ts';
import { productMediaConfig, uploadLimits } from '../seller-products/index.ts';
import { mapColumns, MappingInvalid } from './column-mapping.ts';
import { imageSourceOf } from './image-sources.ts';
import { runImport } from './import-job.ts';
import { finishImport, insertImport, ownImport, toImportJob } from './import-repo.ts';
import { importFailure } from './import-texts.ts';
import { readImportUpload } from './read-upload.ts';
import { readSheet, SheetUnreadable } from './read-sheet.ts';
import { resultCsv } from './result-csv.ts';
import { templateCsv, templateXlsx } from './template.ts';

const tags = ['listing import'];
const csv = (description: string) => ({ description, content: { 'text/csv': { schema: { type: 'string' } } } });
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** docs/product.md §2.12: a seller's spreadsheet import (session or API key), checked and written by a job. */
export async function sellerImportRoutes(app: ApiApp) {
  await app.register(multipart, { limits: { fileSize: importMaxBytes, files: 1, fields: 10, parts: 11 } });
  const media = productMediaConfig(app.config.mediaDir);
  const deps = {
    db: app.db,
    media,
    limits: uploadLimits(app.config),
    images: () => imageSourceOf(app.config),
    log: (msg: string, err?: unknown) => app.log.warn({ err }, msg),
    jobs: app.jobs,
  };
  await app.jobs.work('listing-import', async (data) => {
    try {
      await runImport(deps, data.importId);
    } catch (err) {
      // rows written so far stay (each was whole); the seller is told instead of the import looking stuck
      app.log.error({ err, importId: data.importId }, 'listing import stopped');
      await finishImport(app.db, data.importId, importFailure);
    }
  });

  const create = endpointRoute(app, endpoints.createImport, {
    tags,
    summary: 'Upload a CSV or XLSX of listings to preview (check only) or import as a job; answers its id',
    errors: ['ERR_PAYLOAD_TOO_LARGE'],
  });
  app.post(create.url, create.options, async (req) => {
    const upload = await readImportUpload(req);
    const request = parseOr400(importRequestSchema, upload.fields);
    const sheet = await readSheet(upload.data).catch((err: unknown) => {
      throw err instanceof SheetUnreadable ? new AppError('ERR_VALIDATION', err.message) : err;
    });
    if (!sheet.rows.length) throw new AppError('ERR_VALIDATION', importTexts.noRows);
    if (sheet.rows.length > importMaxRows) throw new AppError('ERR_VALIDATION', importTexts.tooManyRows);
    let mapping;
    try {
      mapping = mapColumns(sheet.headers, request.mapping);
    } catch (err) {
      throw err instanceof MappingInvalid ? new AppError('ERR_VALIDATION', err.message) : err;
    }
    const sellerId = req.user!.id;
    const apiKeyId = req.apiKey?.id ?? null;
    const id = await app.db.transaction(async (tx) => {
      const created = await insertImport(tx as unknown as Db, {
        sellerId,
        apiKeyId,
        mode: request.mode,
        publish: request.publish,
        fileName: upload.fileName,
        file: upload.data,
        total: sheet.rows.length,
        headers: sheet.headers,
        mapping: mapping as Record<string, string>,
      });
      await recordAudit(tx as unknown as Db, sellerId, {
        action: request.mode === 'import' ? 'listing.import' : 'listing.import-preview',
        target: `import ${created}`,
        detail: { fileName: upload.fileName, rows: sheet.rows.length, publish: request.publish, apiKey: apiKeyId },
      });
      await app.jobs.enqueue('listing-import', { importId: created }, { key: `listing-import:${created}`, tx: tx as unknown as Db });
      return created;
    });
    app.jobs.wake();
    return { id };
  });

  const templateDocs = { tags, answers: { 200: csv('The template: the header row and one example listing') } };
  const tCsv = endpointRoute(app, endpoints.importTemplateCsv, { ...templateDocs, summary: 'The import template as CSV' });
  app.get(tCsv.url, tCsv.options, async (_req, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="listings-template.csv"')
      .send(await templateCsv(app.db)),
  );

  const tXlsx = endpointRoute(app, endpoints.importTemplateXlsx, {
    tags,
    summary: 'The import template as an Excel workbook',
    answers: { 200: { description: 'The template workbook', content: { [xlsxType]: { schema: { type: 'string', format: 'binary' } } } } },
  });
  app.get(tXlsx.url, tXlsx.options, async (_req, reply) =>
    reply
      .header('content-type', xlsxType)
      .header('content-disposition', 'attachment; filename="listings-template.xlsx"')
      .send(await templateXlsx(app.db)),
  );

  const one = endpointRoute(app, endpoints.sellerImport, { tags, summary: "One of the caller's imports: status, counts and row errors" });
  app.get(one.url, one.options, async (req) => toImportJob(await ownImport(app.db, req.user!.id, req.params.id)));

  const result = endpointRoute(app, endpoints.importResultCsv, {
    tags,
    summary: "Every row's outcome of one of the caller's imports as CSV (row, SKU, result, listing id, message)",
    answers: { 200: csv('One line per row of the file') },
  });
  app.get(result.url, result.options, async (req, reply) => {
    const row = await ownImport(app.db, req.user!.id, req.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="import-${row.id}-result.csv"`)
      .send(resultCsv(row.results));
  });
}
