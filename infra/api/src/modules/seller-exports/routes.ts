import {
  endpoints,
  exportContentTypes,
  exportFileName,
  listingExportColumns,
  orderExportColumns,
  type EndpointDef,
  type ExportFormat,
} from '@xchange/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { exportStream, type ExportSheet } from './export-file.ts';
import { listingRows } from './listing-rows.ts';
import { orderRows } from './order-rows.ts';

const tags = ['exports'];
const headersOf = (columns: readonly { header: string }[]) => columns.map((c) => c.header);

/** The OpenAPI answer of a file download. */
const fileAnswer = (format: ExportFormat, what: string) => ({
  200: {
    description: `${what} as ${format === 'csv' ? 'CSV (UTF-8 with a byte-order mark, a header row first)' : 'an Excel workbook'}`,
    content: { [exportContentTypes[format].split(';')[0]!]: { schema: { type: 'string', format: 'binary' } } },
    headers: { 'Content-Disposition': { type: 'string', description: 'attachment; filename="xchange-…"' } },
  },
});

function sendFile(req: FastifyRequest, reply: FastifyReply, format: ExportFormat, fileName: string, sheet: ExportSheet) {
  const stream = exportStream(format, sheet, (err) => req.log.error({ err }, 'export stopped early'));
  return reply
    .header('content-type', exportContentTypes[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(stream);
}

/** docs/product.md §2.12: the seller's own listings and orders as CSV or Excel files (session or an API key). */
export async function sellerExportRoutes(app: ApiApp) {
  const today = () => new Date(app.now()).toISOString().slice(0, 10);

  const listings = (def: EndpointDef, format: ExportFormat) => {
    const route = endpointRoute(app, def, {
      tags,
      summary: `Every listing of the caller, drafts included, as ${format === 'csv' ? 'CSV' : 'an Excel workbook'} (the import template's columns first)`,
      answers: fileAnswer(format, 'The listings'),
    });
    app.get(route.url, route.options, async (req, reply) =>
      sendFile(req, reply, format, exportFileName('listings', format, today()), {
        name: 'Listings',
        headers: headersOf(listingExportColumns),
        rows: listingRows(app.db, req.user!.id, app.config.publicUrl),
      }),
    );
  };
  listings(endpoints.exportListingsCsv, 'csv');
  listings(endpoints.exportListingsXlsx, 'xlsx');

  const ordersCsv = endpointRoute(app, endpoints.exportOrdersCsv, {
    tags,
    summary: "The caller's orders placed from `from` to `to`, one row per item, as CSV",
    answers: fileAnswer('csv', 'The orders'),
  });
  const ordersXlsx = endpointRoute(app, endpoints.exportOrdersXlsx, {
    tags,
    summary: "The caller's orders placed from `from` to `to`, one row per item, as an Excel workbook",
    answers: fileAnswer('xlsx', 'The orders'),
  });
  for (const [route, format] of [
    [ordersCsv, 'csv'],
    [ordersXlsx, 'xlsx'],
  ] as const) {
    app.get(route.url, route.options, async (req, reply) =>
      sendFile(req, reply, format, exportFileName('orders', format, `${req.query.from}-to-${req.query.to}`), {
        name: 'Orders',
        headers: headersOf(orderExportColumns),
        rows: orderRows(app.db, req.user!.id, req.query),
      }),
    );
  }
}
