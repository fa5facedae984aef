import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, repoRoot } from './paths.ts';

export interface BuildTarget {
  pkg: string;
  /** The file whose absence means "not built yet". */
  marker: string;
}

/** The shell and every remote, with the file a finished build leaves behind. */
export function buildTargets(root: string = repoRoot): BuildTarget[] {
  return [
    { pkg: '@xchange/shell', marker: path.join(root, 'shell', 'dist', 'index.html') },
    ...remoteNames.map((name) => ({ pkg: `@xchange/mf-${name}`, marker: path.join(root, `mf-${name}`, 'dist', 'mf-manifest.json') })),
  ];
}

export const missingBuilds = (targets: BuildTarget[]): BuildTarget[] => targets.filter((t) => !existsSync(t.marker));

/**
 * Builds what is missing, one package at a time (webpack builds are CPU-bound; two cores fight).
 * A failed build is reported and skipped: the shell shows the unavailable panel for that remote.
 */
export function ensureBuilt(root: string = repoRoot, log: (line: string) => void = console.log): string[] {
  const failed: string[] = [];
  for (const target of missingBuilds(buildTargets(root))) {
    log(`[gateway] building ${target.pkg} (no ${path.relative(root, target.marker)})`);
    const result = spawnSync('pnpm', ['--filter', target.pkg, 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0 || !existsSync(target.marker)) {
      failed.push(target.pkg);
      log(`[gateway] ${target.pkg} did not build; the site serves without it`);
    }
  }
  return failed;
}
