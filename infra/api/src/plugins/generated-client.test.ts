import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import type { CreatedApiKey } from '@xchange/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { jsonClient } from '../test/seller-products-test-kit.ts';
import { seedShop, type ShopFixture } from '../modules/shop/shop-test-kit.ts';
import { clientScript } from './generated-client/client-script.ts';

// Inside the package's node_modules, so the generated script finds openapi-fetch as an integrator's project would.
const cacheDir = path.join(import.meta.dirname, '../../node_modules/.cache');

/** Type-checks the generated types and the script using them, as `tsc --noEmit --strict` would. */
function typeErrors(dir: string): string[] {
  const program = ts.createProgram([path.join(dir, 'script.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

for (const driver of drivers) {
  describe(`a client generated from /api/docs/json (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let base: string;
    let dir: string;

    before(async () => {
      t = await createTestApp(driver);
      f = await seedShop(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      mkdirSync(cacheDir, { recursive: true });
      dir = mkdtempSync(path.join(cacheDir, 'generated-client-'));
    });
    after(async () => {
      rmSync(dir, { recursive: true, force: true });
      await t.close();
    });

    test('openapi-typescript types compile, and openapi-fetch with an API key syncs a listing and exports it', async () => {
      const document = (await (await fetch(`${base}/api/docs/json`)).json()) as Record<string, unknown>;
      const types = astToString(await openapiTS(document as never));
      assert.match(types, /"\/api\/v1\/seller\/listings\/by-sku\/\{sku\}": \{/);
      assert.match(types, /"\/api\/v1\/seller\/exports\/listings\.csv": \{/);
      writeFileSync(path.join(dir, 'api.ts'), types);
      writeFileSync(path.join(dir, 'script.ts'), clientScript);
      assert.deepEqual(typeErrors(dir), []);

      const key = await jsonClient(t)('POST', 'seller/api-keys', {
        as: f.sellerA,
        body: { name: 'Generated client', scopes: ['listings:read', 'listings:write'] },
      });
      assert.equal(key.status, 200, JSON.stringify(key.body));
      // run the very script that was type-checked, with its types stripped
      const js = ts.transpileModule(clientScript, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
      }).outputText;
      writeFileSync(path.join(dir, 'script.mjs'), js);
      const script = (await import(pathToFileURL(path.join(dir, 'script.mjs')).href)) as {
        run(baseUrl: string, key: string, sku: string, since: string): Promise<Record<string, unknown>>;
      };
      // the seeded listings were written before this instant: only the synced one changed since
      const since = new Date().toISOString();
      const out = await script.run(base, (key.body as CreatedApiKey).key, 'GEN-34401A', since);
      assert.deepEqual(out.statuses, [200, 200, 200, 200]);
      assert.equal(out.created, 'created');
      assert.deepEqual(out.changed, { result: 'updated', price: 3150 });
      assert.deepEqual(out.listed, [{ sku: 'GEN-34401A', price: 3150 }]);
      const rows = parse(out.csv as string, { bom: true, columns: true }) as Record<string, string>[];
      const row = rows.find((r) => r.SKU === 'GEN-34401A');
      assert.ok(row, 'the listing is not in the export');
      assert.deepEqual([row.Name, row.Price, row.Status], ['Agilent 34401A Multimeter', '3150', 'published']);
    });
  });
}
