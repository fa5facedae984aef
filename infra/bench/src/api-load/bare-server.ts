/**
 * The benchmark's bare routes: a Fastify instance with no auth, validation, hooks or plugins that runs the API's own
 * query functions on the same database and answers their rows as JSON. Started by run.ts; the difference to the API's
 * times is what the framework setup, auth and validation cost. Bodies come already parsed (defaults filled in).
 *   PORT=8990 DATABASE_URL=… (or PGLITE_DIR=…) node --import tsx src/api-load/bare-server.ts
 */
import type { CatalogFacetsQuery, HomepageQuery, ListQuery, SellerOrdersQuery } from '@xchange/contract';
// the API's own Fastify: the bench package has no copy of its own
import Fastify from 'fastify';
import { openDb } from '../../../api/src/db/client.ts';
import { listAllOrders, listCurrentOrders } from '../../../api/src/modules/buyer-orders/list.ts';
import { listThreads } from '../../../api/src/modules/messages/repo.ts';
import { listSellerOrders } from '../../../api/src/modules/seller-orders/repo.ts';
import { productDetail, searchCatalog } from '../../../api/src/modules/shop/catalog.ts';
import { catalogFacets } from '../../../api/src/modules/shop/catalog-facets.ts';
import { searchSuggestions } from '../../../api/src/modules/shop/suggestions.ts';
import { dbOptions } from './target.ts';

const handle = await openDb({ ...dbOptions(process.env), migrate: false });
const db = handle.db;
const app = Fastify();
const id = (params: unknown, name: string) => Number((params as Record<string, string>)[name]);

app.get('/health', async () => ({ ok: true }));
app.post('/catalog', async (req) => searchCatalog(db, req.body as HomepageQuery));
app.post('/facets', async (req) => catalogFacets(db, req.body as CatalogFacetsQuery));
app.get('/suggest', async (req) => searchSuggestions(db, (req.query as { q: string }).q));
app.get('/product/:id', async (req) => productDetail(db, id(req.params, 'id'), null));
app.post('/orders/:buyerId', async (req) => listCurrentOrders(db, id(req.params, 'buyerId'), req.body as ListQuery));
app.get('/orders/:buyerId/all', async (req) => listAllOrders(db, id(req.params, 'buyerId')));
app.post('/seller-orders/:sellerId', async (req) => listSellerOrders(db, id(req.params, 'sellerId'), req.body as SellerOrdersQuery));
app.get('/messages/:buyerId', async (req) => listThreads(db, id(req.params, 'buyerId'), 'buyer'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app
      .close()
      .then(() => handle.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
await app.listen({ port: Number(process.env.PORT ?? 8990), host: '127.0.0.1' });
