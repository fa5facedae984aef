#!/usr/bin/env node
// Independent release of one remote: build it into a versioned folder the gateway serves, then switch its line of
// remotes.json (temp file + rename). `rollback` switches the line back to what the last release replaced.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const remoteNames = ['marketing', 'shop', 'buyer', 'seller', 'admin'];

const usage = `Usage:
  pnpm release <remote> [--mark <text>] [--skip-contract-check]   check, build and switch (remote: mf-shop or shop, …)
                                                                   --mark: a 'Shop build <text>' line (mf-shop only)
  pnpm rollback <remote>                                           switch back to what the last release replaced
Environment: RELEASES_DIR (.data/releases), REMOTES_FILE (infra/gateway/remotes.json), SHELL_DIST (shell/dist) — the
same as the gateway's; RELEASES_KEEP (5): release folders kept per remote besides the live one.`;

/** Where releases and the history live, and which remote map is switched; the gateway reads the same variables. */
export function releasePaths(env = process.env, root = repoRoot) {
  const releasesDir = path.resolve(root, env.RELEASES_DIR || path.join('.data', 'releases'));
  return {
    releasesDir,
    historyFile: path.join(releasesDir, 'history.json'),
    remotesFile: path.resolve(root, env.REMOTES_FILE || path.join('infra', 'gateway', 'remotes.json')),
    shellManifest: path.resolve(root, env.SHELL_DIST || path.join('shell', 'dist'), 'mf-manifest.json'),
  };
}

/** Shared keys that must come in the shell's version: ui and its entries (controls, overlays, tooltip, motion) run on one build's Chakra. */
const mustMatchShell = (key) => key === '@xchange/ui' || key.startsWith('@xchange/ui/');

/**
 * Why a remote build may not go live beside the shell, or null. A remote with another ui version would take ui from
 * its own build but could get its controls, dialogs or tooltip from another, and Chakra's context would not reach them.
 */
export function sharedVersionConflict(shellManifest, remoteManifest) {
  const versions = (manifest) => new Map((manifest.shared ?? []).map((s) => [s.name, s.version]));
  const shell = versions(shellManifest);
  const remote = versions(remoteManifest);
  const wrong = [...remote.keys()].filter((key) => mustMatchShell(key) && shell.has(key) && remote.get(key) !== shell.get(key));
  if (!wrong.length) return null;
  return wrong.map((key) => `${key} ${remote.get(key)} (the shell runs ${shell.get(key)})`).join(', ');
}

/** `mf-shop` or `shop` → `shop`; anything else is refused with the list of remotes. */
export function remoteName(arg) {
  const name = String(arg ?? '').replace(/^mf-/, '');
  if (!remoteNames.includes(name))
    throw new Error(`Unknown remote "${arg ?? ''}": use one of ${remoteNames.map((n) => `mf-${n}`).join(', ')}.`);
  return name;
}

/** The URL remotes.json gets for a release; the gateway serves `<RELEASES_DIR>/<name>/<id>/` there. */
export const releaseUrl = (name, id) => `/releases/${name}/${id}/mf-manifest.json`;

/** Writes next to the target and renames over it, so a reader sees the old file or the new one, never half of it. */
export function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

/** One release or rollback at a time per remote map (read, change one line, write). */
function withLock(file, action) {
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than a minute was left by a killed run.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 60_000) rmSync(lock, { force: true });
      if (Date.now() - started > 30_000) throw new Error(`${lock} is held by another release; try again.`, { cause: error });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return action();
  } finally {
    unlinkSync(lock);
  }
}

/** Points `name` at `url` in the remote map and records the change; returns the URL it replaced. */
export function switchRemote({ name, url, action, id, paths, extra = {} }) {
  return withLock(paths.remotesFile, () => {
    const text = readFileSync(paths.remotesFile, 'utf8');
    const map = JSON.parse(text);
    if (typeof map !== 'object' || map === null || Array.isArray(map))
      throw new Error(`${paths.remotesFile}: expected an object of remote name → manifest URL`);
    const from = map[name] ?? null;
    map[name] = url;
    writeAtomically(paths.remotesFile, `${JSON.stringify(map, null, 2)}\n`);
    const history = readJson(paths.historyFile, []);
    history.push({ at: new Date().toISOString(), action, remote: name, id, from, to: url, remotesFile: paths.remotesFile, ...extra });
    writeAtomically(paths.historyFile, `${JSON.stringify(history, null, 2)}\n`);
    return from;
  });
}

/** The URL a rollback returns to: what the newest release that put the current URL in place replaced. */
export function rollbackTarget(history, name, current, remotesFile) {
  const release = history.findLast((e) => e.action === 'release' && e.remote === name && e.to === current && e.remotesFile === remotesFile);
  return release?.from ?? null;
}

/**
 * Deletes a remote's release folders beyond the newest `keep`, never the one remotes.json points at, so old builds do
 * not pile up; the kept ones are what a rollback and a page still running an earlier build can reach. Returns the
 * ids deleted.
 */
export function pruneReleases(name, paths, keep) {
  const dir = path.join(paths.releasesDir, name);
  if (!existsSync(dir)) return [];
  const live = readJson(paths.remotesFile, {})[name];
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const removed = ids.slice(keep).filter((id) => releaseUrl(name, id) !== live);
  for (const id of removed) rmSync(path.join(dir, id), { recursive: true, force: true });
  return removed;
}

/** RELEASES_KEEP as a whole number ≥ 1 (default 5). */
export function releasesToKeep(value = process.env.RELEASES_KEEP) {
  if (value === undefined || value === '') return 5;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`RELEASES_KEEP must be a whole number of at least 1, not "${value}".`);
  return keep;
}

function gitSha() {
  const result = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'nogit';
}

/** `20261123T184500Z-1a2b3c4`: sorts by time, names the commit it was built from. */
export const releaseId = (date = new Date(), sha = gitSha()) =>
  `${date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${sha}`;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function release(name, { mark, skipContractCheck }, paths) {
  const keep = releasesToKeep();
  const id = releaseId();
  const folder = path.join(paths.releasesDir, name, id);
  const partial = path.join(paths.releasesDir, name, `.${id}.partial`);

  if (!skipContractCheck) {
    const started = Date.now();
    const check = spawnSync(process.execPath, [path.join(repoRoot, 'infra', 'scripts', 'check-contract.mjs'), '--remotes', `mf-${name}`], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (check.status !== 0) throw new Error(`The contract check of mf-${name} failed (above): not released.`);
    console.log(`[release] contract check ${seconds(Date.now() - started)}`);
  }

  const buildStarted = Date.now();
  rmSync(partial, { recursive: true, force: true });
  const env = { ...process.env };
  if (mark) env.XCHANGE_RELEASE_MARK = mark;
  else delete env.XCHANGE_RELEASE_MARK;
  const build = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--output-path', partial], {
    cwd: path.join(repoRoot, `mf-${name}`),
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0 || !existsSync(path.join(partial, 'mf-manifest.json'))) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`mf-${name} did not build: nothing was switched.`);
  }
  const shellManifest = readJson(paths.shellManifest, null);
  if (!shellManifest) console.warn(`[release] no shell build at ${paths.shellManifest}: the ui version is not compared`);
  const conflict = shellManifest && sharedVersionConflict(shellManifest, readJson(path.join(partial, 'mf-manifest.json'), {}));
  if (conflict) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`mf-${name} was built with ${conflict}: release the shell with that version first. Nothing was switched.`);
  }
  renameSync(partial, folder);
  const buildMs = Date.now() - buildStarted;

  const switchStarted = Date.now();
  const url = releaseUrl(name, id);
  const from = switchRemote({ name, url, action: 'release', id, paths, extra: mark ? { mark } : {} });
  const switchMs = Date.now() - switchStarted;
  console.log(`[release] ${name} ${id}: built in ${seconds(buildMs)} into ${path.relative(repoRoot, folder)}, switched in ${switchMs} ms`);
  console.log(`[release] ${path.relative(repoRoot, paths.remotesFile)}: "${name}": ${from} → ${url}`);
  const pruned = pruneReleases(name, paths, keep);
  if (pruned.length)
    console.log(`[release] deleted ${pruned.length} older ${name} release folder(s), kept the newest ${keep}: ${pruned.join(', ')}`);
  return { id, url, from, buildMs, switchMs };
}

function rollback(name, paths) {
  const started = Date.now();
  const current = JSON.parse(readFileSync(paths.remotesFile, 'utf8'))[name];
  const target = rollbackTarget(readJson(paths.historyFile, []), name, current, paths.remotesFile);
  if (!target) throw new Error(`No release of ${name} to roll back in ${paths.historyFile}: ${name} is at ${current}.`);
  const release = target.match(/^\/releases\/[^/]+\/([^/]+)\/mf-manifest\.json$/);
  if (release && !existsSync(path.join(paths.releasesDir, name, release[1], 'mf-manifest.json')))
    throw new Error(`The release ${name} would go back to (${target}) is no longer on disk.`);
  switchRemote({ name, url: target, action: 'rollback', id: release?.[1] ?? null, paths });
  console.log(`[rollback] ${path.relative(repoRoot, paths.remotesFile)}: "${name}": ${current} → ${target} (${Date.now() - started} ms)`);
  return { from: current, to: target };
}

function parseArgs(argv) {
  const [command, remote, ...rest] = argv;
  const options = { mark: undefined, skipContractCheck: false };
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--mark') options.mark = rest[++i];
    else if (rest[i] === '--skip-contract-check') options.skipContractCheck = true;
    else throw new Error(`Unknown option ${rest[i]}\n${usage}`);
  }
  if (options.mark !== undefined && !/^[\w .:+-]{1,60}$/.test(options.mark))
    throw new Error('--mark takes 1–60 letters, digits, spaces or . : + - _');
  return { command, remote, options };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { command, remote, options } = parseArgs(process.argv.slice(2));
    if (command !== 'release' && command !== 'rollback') throw new Error(usage);
    const name = remoteName(remote);
    if (options.mark !== undefined && name !== 'shop') throw new Error('--mark is shown by mf-shop only.');
    const paths = releasePaths();
    if (command === 'release') release(name, options, paths);
    else rollback(name, paths);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
