#!/usr/bin/env node
// Records the contract the shell is built with (run by the shell's `build`), so a remote released later can be
// typechecked against what the running shell really speaks (check-contract.mjs), not against today's source.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const contractDir = path.join(repoRoot, 'packages', 'contract');
/** Where the shell's contract is kept; CONTRACT_SNAPSHOT moves it (e.g. next to a deployed shell). */
export const defaultSnapshotDir = (env = process.env) =>
  path.resolve(repoRoot, env.CONTRACT_SNAPSHOT || path.join('.data', 'shell-contract'));

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** sha256 over the contract's source files (names and bytes): the identity of a contract version. */
export function contractHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(path.join(dir, 'src')))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, 'src', file)))
      .update('\0');
  return hash.digest('hex');
}

/** Copies package.json and src/ of the contract at `from` to `to`, resolving its dependencies from the workspace. */
export function snapshotContract(from = contractDir, to = defaultSnapshotDir()) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  cpSync(path.join(from, 'package.json'), path.join(to, 'package.json'));
  cpSync(path.join(from, 'src'), path.join(to, 'src'), { recursive: true });
  // valibot, ky and zustand types resolve exactly as the contract package's own.
  symlinkSync(path.join(contractDir, 'node_modules'), path.join(to, 'node_modules'), 'dir');
  const { version } = JSON.parse(readFileSync(path.join(from, 'package.json'), 'utf8'));
  const meta = { version, sha256: contractHash(to), recordedAt: new Date().toISOString() };
  writeFileSync(path.join(to, 'contract.json'), `${JSON.stringify(meta, null, 2)}\n`);
  return meta;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const meta = snapshotContract();
  console.log(
    `[contract] shell built with @xchange/contract ${meta.version} (${meta.sha256.slice(0, 12)}), recorded in ${path.relative(repoRoot, defaultSnapshotDir())}`,
  );
}
