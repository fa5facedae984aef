import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { sharedConfig } = require('../webpack.cjs');
const root = path.resolve(import.meta.dirname, '..', '..', '..');

test('the shell shares React, its renderer entry points and our packages as singletons or semver-checked', () => {
  const shared = sharedConfig(path.join(root, 'shell'));
  for (const key of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'zustand', '@emotion/react']) {
    assert.equal(shared[key]?.singleton, true, `${key} is a shared singleton`);
  }
  assert.match(shared['@xchange/ui']?.requiredVersion ?? '', /^\^\d+\.\d+\.\d+$/);
  assert.equal(shared['@chakra-ui/react'], undefined, 'chakra is not shared; it lives inside packages/ui');
  assert.equal(shared['framer-motion'], undefined, 'framer-motion is not shared; it lives inside @xchange/ui/motion');
});

test('remotes bring their own router; ui controls, overlays, tooltip and motion are shared beside ui with the same version', () => {
  const shared = sharedConfig(path.join(root, 'mf-seller'));
  assert.equal(shared['react-router-dom'], undefined, 'each remote bundles the router parts it uses');
  for (const entry of [
    '@xchange/ui/controls',
    '@xchange/ui/overlays',
    '@xchange/ui/tooltip',
    '@xchange/ui/motion',
    '@xchange/ui/combobox',
    '@xchange/ui/tables',
  ]) {
    assert.equal(shared[entry]?.version, shared['@xchange/ui']?.version, entry);
    assert.equal(shared[entry]?.requiredVersion, shared['@xchange/ui']?.requiredVersion, entry);
  }
});

test("the contract's browser entries are shared beside it with its version", () => {
  const shared = sharedConfig(path.join(root, 'mf-shop'));
  for (const entry of ['core', 'forms', 'listings', 'accounts'].map((e) => `@xchange/contract/${e}`)) {
    assert.equal(shared[entry]?.version, shared['@xchange/contract']?.version, entry);
    assert.equal(shared[entry]?.requiredVersion, shared['@xchange/contract']?.requiredVersion, entry);
  }
  // named by file, so the shell provides the form schemas and the back office's values too though it shows neither
  assert.match(sharedConfig(path.join(root, 'shell'))['@xchange/contract/forms']?.import ?? '', /packages\/contract\/src\/forms\.ts$/);
  assert.match(
    sharedConfig(path.join(root, 'shell'))['@xchange/contract/accounts']?.import ?? '',
    /packages\/contract\/src\/accounts\.ts$/,
  );
});
