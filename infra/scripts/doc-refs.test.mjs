import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ARCH, MAPPING, check, fix, headingNumbers } from './doc-refs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const script = path.join(here, 'doc-refs.mjs');
const folders = [];
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PRODUCT = '# Product\n\n## 1. What it does\n\n## 2. Screens\n\n### 2.3 Login\n\n## 3. Entities\n\n## 5. Validation rules\n';
const ARCHITECTURE = ['# Architecture', ...Array.from({ length: 10 }, (_, i) => `## ${i + 1}. Section ${i + 1}`), ''].join('\n');

/** A throwaway git checkout holding the given files (path → text or Buffer). */
function repo(files, { git = true } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'xchange-doc-refs-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  if (git) {
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['add', '-A'], { cwd: dir });
  }
  return dir;
}

function run(dir, ...args) {
  return spawnSync(process.execPath, [script, '--root', dir, ...args], { encoding: 'utf8' });
}

const read = (dir, name) => readFileSync(path.join(dir, name), 'utf8');

describe('doc-refs check', () => {
  it('reads numbered headings, with or without the dot', () => {
    assert.deepEqual([...headingNumbers(PRODUCT)], ['1', '2', '2.3', '3', '5']);
  });

  it('passes when every cited document and section exists', () => {
    const dir = repo({
      'docs/product.md': PRODUCT,
      'docs/architecture.md': ARCHITECTURE,
      'src/a.ts': '// docs/product.md §2.3, §5: login texts (docs/architecture.md §9)\nexport const a = 1;\n',
      'src/b.ts': '// §5 alone means docs/product.md\n',
      'e2e/README.md': 'See [the product](../docs/product.md) §1.\n',
    });
    assert.deepEqual(check(dir), []);
    const result = run(dir);
    assert.equal(result.status, 0, result.stdout);
    assert.match(result.stdout, /every cited document and section exists/);
  });

  it('fails on a document that is not in the repository, naming file and line', () => {
    const dir = repo({
      'docs/product.md': PRODUCT,
      'src/a.ts': 'export const a = 1;\n// SPEC §5 texts\n',
      'src/b.ts': '// pins: STACK.md\n',
      'src/c.ts': '// see docs/missing.md\n',
    });
    const result = run(dir);
    assert.equal(result.status, 1);
    assert.match(result.stdout, /^src\/a\.ts:2: cites SPEC,/m);
    assert.match(result.stdout, /^src\/b\.ts:1: cites STACK\.md,/m);
    assert.match(result.stdout, /^src\/c\.ts:1: cites docs\/missing\.md, which does not exist/m);
  });

  it('fails on a section that has no numbered heading in the cited document', () => {
    const dir = repo({
      'docs/product.md': PRODUCT,
      'docs/architecture.md': ARCHITECTURE,
      'src/a.ts': '// docs/product.md §2.3, §2.9\n// docs/architecture.md §11\n// §7 bare\n',
    });
    const failures = check(dir).map((item) => `${item.file}:${item.line}: ${item.message}`);
    assert.deepEqual(failures, [
      'src/a.ts:1: cites docs/product.md §2.9, which has no such numbered heading',
      'src/a.ts:2: cites docs/architecture.md §11, which has no such numbered heading',
      'src/a.ts:3: cites docs/product.md §7, which has no such numbered heading',
    ]);
    assert.equal(run(dir).status, 1);
  });

  it('reads a bare § inside a docs/ file against that file', () => {
    const dir = repo({ 'docs/product.md': PRODUCT, 'docs/architecture.md': `${ARCHITECTURE}\nAs §10 says.\n` });
    assert.deepEqual(check(dir), []);
  });

  it('skips lockfiles, node_modules, binary and ignored files', () => {
    const dir = repo({
      'docs/product.md': PRODUCT,
      '.gitignore': 'dist/\n',
      'pnpm-lock.yaml': '# SPEC §5\n',
      'node_modules/x/index.js': '// SPEC §5\n',
      'dist/main.js': '// SPEC §5\n',
      'media/clip.webm': Buffer.from([0x1a, 0x45, 0, 0x53, 0x50, 0x45, 0x43, 0x20, 0xc2, 0xa7, 0x35]),
    });
    assert.deepEqual(check(dir), []);
  });
});

describe('doc-refs --fix', () => {
  const files = () => ({
    'docs/product.md': PRODUCT,
    'docs/architecture.md': ARCHITECTURE,
    'src/a.ts': '/** SPEC §2.3, §5: sign-up texts. */\nexport const a = 1; // SPEC §1\n',
    'src/a.test.ts': "it('gives the SPEC texts', () => {});\n",
    'packages/config/webpack.cjs': '// Webpack config shared by every app (pins and pitfalls: STACK.md).\n',
    'packages/contract/src/order/order.ts': '/** SPEC §3 order; one buyer and one seller (ARCHITECTURE.md). */\n',
    'src/other.ts': '// an unmapped ARCHITECTURE.md citation\n',
  });

  it('rewrites every old citation to docs/ and then passes the check', () => {
    const dir = repo(files());
    const result = run(dir, '--fix');
    assert.equal(result.status, 0, result.stdout);
    assert.match(result.stdout, /7 citation\(s\) rewritten in 5 file\(s\)/);
    assert.match(result.stdout, /warning src\/other\.ts:1: ARCHITECTURE\.md has no mapping row/);
    assert.equal(read(dir, 'src/a.ts'), '/** docs/product.md §2.3, §5: sign-up texts. */\nexport const a = 1; // docs/product.md §1\n');
    assert.equal(read(dir, 'src/a.test.ts'), "it('gives the docs/product.md §5 texts', () => {});\n");
    assert.equal(
      read(dir, 'packages/config/webpack.cjs'),
      '// Webpack config shared by every app (pins and pitfalls: docs/architecture.md §9).\n',
    );
    assert.equal(
      read(dir, 'packages/contract/src/order/order.ts'),
      '/** docs/product.md §3 order; one buyer and one seller (docs/architecture.md §6). */\n',
    );
    assert.equal(read(dir, 'src/other.ts'), '// an unmapped docs/architecture.md citation\n');
  });

  it('is idempotent: a second run changes nothing', () => {
    const dir = repo(files());
    fix(dir);
    const snapshot = Object.keys(files()).map((name) => read(dir, name));
    const again = fix(dir);
    assert.deepEqual(again, { files: [], citations: 0, unmapped: [] });
    assert.deepEqual(
      Object.keys(files()).map((name) => read(dir, name)),
      snapshot,
    );
  });

  it('leaves binary files and lockfiles untouched', () => {
    const binary = Buffer.from([0, 1, 2, 0x53, 0x50, 0x45, 0x43, 0x20, 0xc2, 0xa7, 0x35]);
    const dir = repo({ 'docs/product.md': PRODUCT, 'a.bin': binary, 'pnpm-lock.yaml': '# SPEC §5\n' });
    assert.deepEqual(fix(dir).files, []);
    assert.deepEqual(readFileSync(path.join(dir, 'a.bin')), binary);
    assert.equal(read(dir, 'pnpm-lock.yaml'), '# SPEC §5\n');
  });

  it('works outside git too, on every file below the root', () => {
    const dir = repo({ 'docs/product.md': PRODUCT, 'src/a.ts': '// SPEC §5\n' }, { git: false });
    assert.equal(fix(dir).citations, 1);
    assert.equal(read(dir, 'src/a.ts'), '// docs/product.md §5\n');
  });
});

describe('doc-refs mapping', () => {
  it('points only at numbered sections of the real docs/architecture.md', () => {
    const sections = headingNumbers(readFileSync(path.join(here, '../../docs/architecture.md'), 'utf8'));
    for (const [name, number] of Object.entries(ARCH)) assert.ok(sections.has(String(number)), `${name}: §${number}`);
    for (const row of MAPPING) assert.ok(sections.has(String(row.section)), `${row.file}: §${row.section}`);
  });
});
