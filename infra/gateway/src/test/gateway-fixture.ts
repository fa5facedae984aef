import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import Fastify from 'fastify';
import type { ProductWire } from '@xchange/contract';
import { buildGateway, type ApiFactory, type ApiSiteConfig, type Gateway } from '../gateway.ts';
import { configMarker } from '../shell-html.ts';

export interface Fixture {
  root: string;
  gateway: Gateway;
  cleanup: () => Promise<void>;
}

// Large enough to cross the 1024-byte compression threshold.
export const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** What the stand-in API's config says unless a test says otherwise. */
export const fakeSiteConfig: ApiSiteConfig = { launched: true, publicUrl: 'https://xchange.example.com', payments: 'stripe' };

/**
 * Listings the stand-in API answers on GET product/:id, as the real one answers a visitor: only visible ones (an
 * unknown, unpublished or inactive seller's listing is a 404 there, as here for any other id). Tests may push more.
 */
export const fakeProducts: ProductWire[] = [
  {
    id: 7,
    productname: 'Keysight DSOX3034A oscilloscope',
    description: 'Four channels, 350 MHz.\nCalibrated last month.',
    price: 9800,
    discountprice: 8900,
    sellinginstrument: 'Oscilloscopes',
    manufacturer: 'Keysight',
    condition: 'Refurbished',
    tags: [],
    featured: false,
    sellerid: 3,
    address: 'Austin, TX',
    location: 'Austin, TX',
    primaryfile: { id: 1, url: '/media/seed/dsox3034a.jpg', fileType: 'image', thumbUrl: null },
    productfiles: [],
    seller: { id: 3, firstname: 'Ada', lastname: 'Lab', company: 'Lab Surplus Ltd' },
    modelNumber: 'DSOX3034A',
  },
];

export const failingProductId = 500;

/** A stand-in for @xchange/api: a bare Fastify app with one API route and one media route. */
export const fakeApiWith =
  (config: Partial<ApiSiteConfig> = {}): ApiFactory =>
  async ({ configure }) => {
    const app = Fastify();
    await configure(app);
    await app.register(
      async (api) => {
        api.get('/health', async () => ({ ok: true }));
        api.get<{ Querystring: { offset?: string; limit?: string } }>('/home/sitemap', async (req) => {
          const listings = [
            { id: 7, lastmod: '2026-11-20T10:00:00.000Z' },
            { id: 12, lastmod: '2026-11-21T08:30:00.000Z' },
          ];
          const offset = Number(req.query.offset ?? 0);
          return { total: listings.length, products: listings.slice(offset, offset + Number(req.query.limit ?? 50_000)) };
        });
        api.get<{ Params: { id: string } }>('/product/:id', async (req, reply) => {
          // an id the stand-in fails on, as the real API does when its database is away
          if (req.params.id === String(failingProductId)) throw new Error('database unavailable');
          if (!/^\d+$/.test(req.params.id)) return reply.code(400).send({ errors: ['Invalid id.'], code: 'ERR_VALIDATION' });
          const product = fakeProducts.find((p) => p.id === Number(req.params.id));
          if (!product) return reply.code(404).send({ errors: ['Not found.'], code: 'ERR_NOT_FOUND' });
          return product;
        });
        api.route({
          method: ['GET', 'POST'],
          url: '/*',
          handler: (_req, reply) => reply.code(404).send({ errors: ['This API address does not exist.'], code: 'ERR_ROUTE_NOT_FOUND' }),
        });
      },
      { prefix: '/api/v1' },
    );
    app.get('/media/a.jpg', async (_req, reply) => reply.type('image/jpeg').send(Buffer.from('jpg')));
    return { app, close: () => app.close(), config: { ...fakeSiteConfig, ...config } };
  };
export const fakeApi = fakeApiWith();

async function put(file: string, content: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** shell/dist and mf-shop/dist in a temp folder, plus a remotes.json. */
export async function createFixture(
  launched = true,
  site: Partial<ApiSiteConfig> = {},
  env: NodeJS.ProcessEnv = {},
  sitemapMaxUrls?: number,
  createApi: ApiFactory = fakeApiWith(site),
): Promise<Fixture> {
  const root = await mkdtemp(path.join(tmpdir(), 'xchange-gateway-'));
  const shell = path.join(root, 'shell', 'dist');
  const shop = path.join(root, 'mf-shop', 'dist');
  await put(
    path.join(shell, 'index.html'),
    `<!doctype html><html><head>${configMarker}<title>The Xchange Marketplace</title></head><body></body></html>`,
  );
  await put(path.join(shell, 'main.js'), bigScript);
  await put(path.join(shell, '412.0a1b2c3d.js'), bigScript);
  await put(path.join(shell, 'assets', 'logo.1234abcd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put(path.join(shop, 'mf-manifest.json'), '{"id":"shop"}');
  await put(path.join(shop, 'remoteEntry.js'), bigScript);
  await put(path.join(shop, '77.deadbeef.js'), bigScript);
  // what the build writes beside each script
  for (const file of [path.join(shell, '412.0a1b2c3d.js'), path.join(shop, '77.deadbeef.js')]) {
    await put(`${file}.br`, brotliCompressSync(bigScript));
    await put(`${file}.gz`, gzipSync(bigScript));
  }
  const remotesFile = path.join(root, 'remotes.json');
  await put(
    remotesFile,
    JSON.stringify({ shop: '/remotes/shop/mf-manifest.json', marketing: 'https://cdn.example.com/marketing/v3/mf-manifest.json' }),
  );
  const gateway = await buildGateway({
    env,
    launched,
    dist: { shell, remotes: { shop, marketing: path.join(root, 'mf-marketing', 'dist') } },
    remotesFile,
    createApi,
    sitemapMaxUrls,
  });
  return {
    root,
    gateway,
    cleanup: async () => {
      await gateway.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
