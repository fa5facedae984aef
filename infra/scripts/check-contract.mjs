#!/usr/bin/env node
// CI step `pnpm check:contract`: every remote must typecheck against the contract the shell was built with
// (recorded by contract-snapshot.mjs), with @xchange/contract and its entries mapped to that copy for the remote and
// every package it compiles (ui, api-client, remote-kit).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractHash, defaultSnapshotDir, repoRoot } from './contract-snapshot.mjs';

export const allRemotes = ['mf-marketing', 'mf-shop', 'mf-buyer', 'mf-seller', 'mf-admin'];

/** Each import specifier of a recorded contract (its package.json exports: the index and its entries) → its file. */
export function contractEntries(contract) {
  const { exports } = JSON.parse(readFileSync(path.join(contract, 'package.json'), 'utf8'));
  return Object.fromEntries(Object.entries(exports).map(([key, file]) => [path.posix.join('@xchange/contract', key), file]));
}

/** A tsconfig compiling `remotes` together with @xchange/contract (index and entries) read from `contract`; written under .data. */
export function checkConfig(contract, remotes) {
  return {
    extends: path.join(repoRoot, 'packages', 'config', 'tsconfig.base.json'),
    compilerOptions: {
      types: ['jest', 'node', '@testing-library/jest-dom'],
      paths: Object.fromEntries(
        Object.entries(contractEntries(contract)).map(([specifier, file]) => [specifier, [path.join(contract, file)]]),
      ),
      noEmit: true,
    },
    include: remotes.map((r) => path.join(repoRoot, r, 'src')),
  };
}

/** Runs tsc; returns { ok, output }. */
export function checkContract({ contract = defaultSnapshotDir(), remotes = allRemotes } = {}) {
  if (!existsSync(path.join(contract, 'src', 'index.ts'))) {
    return {
      ok: false,
      output: `No record of the shell's contract at ${contract}: build the shell first (pnpm --filter @xchange/shell build).`,
    };
  }
  const unknown = remotes.filter((r) => !allRemotes.includes(r));
  if (unknown.length) return { ok: false, output: `Unknown remote ${unknown.join(', ')}: use ${allRemotes.join(', ')}.` };
  // Inside the repository so the compiler finds @types/* and jest-dom from the workspace root.
  const dir = path.join(repoRoot, '.data', 'contract-check');
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, `tsconfig.${process.pid}.json`);
  writeFileSync(config, JSON.stringify(checkConfig(contract, remotes), null, 2));
  try {
    const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', config, '--pretty', 'false'], { cwd: repoRoot, encoding: 'utf8' });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
  } finally {
    rmSync(config, { force: true });
  }
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--contract') options.contract = path.resolve(argv[++i]);
    else if (argv[i] === '--remotes') options.remotes = argv[++i].split(',').filter(Boolean);
    else throw new Error(`Unknown option ${argv[i]}\nUsage: pnpm check:contract [--contract <dir>] [--remotes mf-shop,mf-buyer]`);
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  const contract = options.contract ?? defaultSnapshotDir();
  const remotes = options.remotes ?? allRemotes;
  const started = Date.now();
  const { ok, output } = checkContract({ contract, remotes });
  const meta = existsSync(path.join(contract, 'contract.json'))
    ? JSON.parse(readFileSync(path.join(contract, 'contract.json'), 'utf8'))
    : null;
  const which = meta ? `@xchange/contract ${meta.version} (${meta.sha256.slice(0, 12)})` : path.relative(repoRoot, contract);
  if (output) console.log(output);
  if (ok && meta && contractHash(contract) !== meta.sha256) console.log(`[contract] note: ${contract} changed since it was recorded`);
  console.log(
    `[contract] ${remotes.join(', ')} against the shell's ${which}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(ok ? 0 : 1);
}
