import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stringify } from 'csv-stringify/sync';
import type { ImportJob } from '@xchange/contract';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/test-users.ts';
import { multipartCall, picture, type Part } from '../../test/seller-products-test-kit.ts';
import { pinnedFetcher } from './image-fetch.ts';
import { injectImageSourceForTests } from './index.ts';
import { publicAndLoopbackForTests } from './ssrf-guard.ts';

export const header = ['SKU', 'Name', 'Description', 'Category', 'Brand', 'Condition', 'Price', 'Discount price', 'Tags', 'Image URLs'];

/** A valid listing row in the template's columns. */
export const goodRow = (n: number, over: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = {
    SKU: `BULK-${n}`,
    Name: `Bench meter ${n}`,
    Description: `Checked unit number ${n}`,
    Category: 'multimeters',
    Brand: 'FLUKE',
    Condition: 'used',
    Price: n % 2 ? '$1,250.00' : '980',
    'Discount price': '',
    Tags: 'Calibrated; Bench',
    'Image URLs': '',
    ...over,
  };
  return header.map((h) => row[h] ?? '');
};

export const csvOf = (rows: string[][], head = header, delimiter = ',') => Buffer.from(stringify([head, ...rows], { delimiter }));

/** Uploads a file and waits for its job; answers the import as GET shows it. */
export async function importFile(t: TestApp, as: TestUser, data: Buffer, fields: Record<string, string> = {}, filename = 'listings.csv') {
  const parts: Part[] = [...Object.entries(fields), ['file', { data, filename }]];
  const created = await multipartCall(t, 'POST', 'seller/imports', parts, as);
  assert.equal(created.status, 200, JSON.stringify(created.body));
  await t.app.jobs.idle(900_000);
  const got = await t.app.inject({ method: 'GET', url: `/api/v1/seller/imports/${created.body.id}`, headers: as.auth });
  assert.equal(got.statusCode, 200, got.body);
  return got.json() as ImportJob;
}

/**
 * A picture server on loopback, reached as `pictures.test` through the test-only policy (public and loopback); the
 * fetcher fails the test if asked to connect anywhere but loopback, so a refused address is provably never requested.
 */
export async function pictureServer(t: TestApp) {
  const requests: string[] = [];
  const png = await picture('png', 64, 48);
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url?.startsWith('/text')) return res.end('not a picture');
    res.setHeader('content-type', 'image/png');
    res.end(png);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  injectImageSourceForTests(t.app.config, {
    resolve: async (host) => (host === 'pictures.test' ? ['127.0.0.1'] : ['10.9.8.7']),
    fetch: (target, limits) => {
      assert.equal(target.address, '127.0.0.1', `a request was made to ${target.address}`);
      return pinnedFetcher(target, limits);
    },
    policy: publicAndLoopbackForTests,
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
  });
  return {
    url: (name: string) => `http://pictures.test:${port}/${name}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
