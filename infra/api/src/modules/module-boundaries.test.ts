import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.join(import.meta.dirname, '../..');

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

test("a module importing another module's file is a lint error; through its index it is not", async () => {
  const [inside = ''] = await zoneErrors('src/modules/cart/probe.ts', "export { loadOrders } from '../orders/order-view.ts';\n");
  assert.match(inside, /Import module 'orders' through src\/modules\/orders\/index\.ts/);
  assert.deepEqual(await zoneErrors('src/modules/cart/probe.ts', "export { loadOrders } from '../orders/index.ts';\n"), []);
  assert.deepEqual(await zoneErrors('src/modules/orders/probe.ts', "export { loadOrders } from './order-view.ts';\n"), []);
});

test("a test may use another module's test kit, production code may not", async () => {
  const code = "export { seedShop } from '../shop/shop-test-kit.ts';\n";
  assert.deepEqual(await zoneErrors('src/modules/cart/probe.test.ts', code), []);
  assert.equal((await zoneErrors('src/modules/cart/probe.ts', code)).length, 1);
});
