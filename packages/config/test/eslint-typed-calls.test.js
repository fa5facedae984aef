import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(import.meta.dirname, '..', 'eslint.js') });
const rule = 'typed-calls/no-hand-built-endpoint-path';

/**
 * The messages of the typed-calls rule for `code` as if it were the file at `file` (relative to the repository).
 * @param {string} file
 * @param {string} code
 */
async function typedCallProblems(file, code) {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === rule)
    .map((m) => m.message);
}

const handBuilt = [
  "export const a = (api: any) => api.get('api/v1/products');",
  "export const a = (api: any) => api.get('/api/v1/products');",
  'export const a = (api: any, id: number) => api.get(`/api/v1/product/${id}`);',
  "import { endpoints } from '@xchange/contract';\nexport const a = (api: any) => api.get(endpoints.lookups.path);",
  "import { endpoints } from '@xchange/contract';\nexport const a = (api: any, id: number) => api.get(endpoints.product.path.replace(':id', String(id)));",
  "export const a = (api: any, e: { path: string }, id: number) => api.delete(e.path.replace(':id', String(id)));",
];

test('app code that builds an endpoint path by hand fails lint', async () => {
  for (const code of handBuilt) {
    const problems = await typedCallProblems('mf-seller/src/features/products/api/example.ts', code);
    assert.ok(problems.length > 0, `flagged: ${code}`);
    assert.match(problems.join('\n'), /call\(api, 'name', \{ params, query, body \}\)/);
  }
});

test('a call by name through the api client passes', async () => {
  const code =
    "import { call } from '@xchange/api-client';\nexport const a = (api: any, id: number) => call(api, 'product', { params: { id } });";
  assert.deepEqual(await typedCallProblems('shell/src/stores/example.ts', code), []);
});

test('the contract, the api client, the server and tests may name paths', async () => {
  const code = "export const base = '/api/v1/';";
  for (const file of [
    'packages/contract/src/x.ts',
    'packages/api-client/src/x.ts',
    'infra/api/src/x.ts',
    'e2e/support/x.ts',
    'mf-shop/src/x.test.tsx',
  ]) {
    assert.deepEqual(await typedCallProblems(file, code), [], file);
  }
  assert.equal((await typedCallProblems('packages/remote-kit/src/x.ts', code)).length, 1);
});
