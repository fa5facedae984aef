import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const workspace = path.join(import.meta.dirname, 'fixtures', 'boundaries');
const remote = path.join(workspace, 'mf-a');
// ESLint runs with the package folder as cwd; the feature zones are read from there when the config loads.
process.chdir(remote);
const { default: base, uiPackage, browserCode } = await import('../eslint.js');

/**
 * Lints one fixture file with the shared config and returns `rule: message` for each problem.
 * @param {string} cwd
 * @param {string} file
 * @param {unknown[]} config typescript-eslint's config type, which ESLint's own type does not accept as is
 * @returns {Promise<string[]>}
 */
async function problems(cwd, file, config = base) {
  const overrideConfig = /** @type {import('eslint').Linter.Config[]} */ (config);
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig });
  const results = await eslint.lintFiles([file]);
  return results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

test("a feature importing another feature's internals is an error; through its index or inside itself it is not", async () => {
  const [internals = ''] = await problems(remote, 'src/features/one/reach-internals.ts');
  assert.match(internals, /^import-x\/no-restricted-paths: .*Import feature 'two' through src\/features\/two\/index\.ts/);
  assert.deepEqual(await problems(remote, 'src/features/one/reach-index.ts'), []);
  assert.deepEqual(await problems(remote, 'src/features/two/own-folder.ts'), []);
});

test('an app importing another package by relative path is an error', async () => {
  const found = await problems(remote, 'src/relative-package.ts');
  assert.equal(found.length, 1);
  assert.match(found[0] ?? '', /^import-x\/no-relative-packages: Relative import from another package is not allowed\./);
});

test('an app importing the shell or another remote by name is an error', async () => {
  for (const file of ['src/other-remote.ts', 'src/shell.ts']) {
    const [found = ''] = await problems(remote, file);
    assert.match(found, /^@typescript-eslint\/no-restricted-imports: .*An app is never imported/, file);
  }
});

test('Chakra, Emotion and framer-motion are errors outside packages/ui and allowed in it', async () => {
  for (const file of ['src/chakra.ts', 'src/emotion.ts', 'src/framer.ts']) {
    const [found = ''] = await problems(remote, file);
    assert.match(found, /^@typescript-eslint\/no-restricted-imports: .*used only inside packages\/ui/, file);
  }
  const ui = path.join(workspace, 'ui-kit');
  assert.deepEqual(await problems(ui, 'src/chakra-home.ts', [...base, uiPackage]), []);
});

test("browser code takes the contract's values from its entries; the index gives types only", async () => {
  const [found = '', ...more] = await problems(remote, 'src/contract-index.ts', [...base, browserCode]);
  assert.match(found, /^no-restricted-imports: .*Import values from the contract's browser entries \('@xchange\/contract\/core'/);
  assert.deepEqual(more, []);
  assert.deepEqual(await problems(remote, 'src/contract-entries.ts', [...base, browserCode]), []);
});
