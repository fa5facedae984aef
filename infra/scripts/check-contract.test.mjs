import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkContract } from './check-contract.mjs';
import { contractDir, contractHash, snapshotContract } from './contract-snapshot.mjs';

describe('check:contract', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xchange-contract-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('records the contract with its version and a hash of its source', () => {
    const meta = snapshotContract(contractDir, dir);
    assert.equal(meta.version, JSON.parse(readFileSync(path.join(contractDir, 'package.json'), 'utf8')).version);
    assert.equal(meta.sha256, contractHash(contractDir));
  });

  it("fails when the shell's contract lacks an export a remote uses", () => {
    // The shell was built with a contract whose core entry named effectivePrice otherwise: the shop's use of it breaks.
    const file = path.join(dir, 'src', 'core.ts');
    const source = readFileSync(file, 'utf8');
    assert.match(source, /^ {2}effectivePrice,$/m);
    writeFileSync(file, source.replace(/^ {2}effectivePrice,$/m, '  effectivePrice as effectivePriceV2,'));
    assert.notEqual(contractHash(dir), contractHash(contractDir));

    const { ok, output } = checkContract({ contract: dir, remotes: ['mf-shop'] });
    assert.equal(ok, false, output);
    const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
    assert.ok(
      errors.some((line) => line.startsWith('mf-shop/src/') || line.includes('/mf-shop/src/')),
      output,
    );
    // Only the incompatible change is reported: the check itself compiles cleanly otherwise.
    for (const line of errors) assert.match(line, /effectivePrice/, line);
  });

  it("refuses to pass without a record of the shell's contract", () => {
    const { ok, output } = checkContract({ contract: path.join(dir, 'missing'), remotes: ['mf-shop'] });
    assert.equal(ok, false);
    assert.match(output, /build the shell first/);
  });
});
