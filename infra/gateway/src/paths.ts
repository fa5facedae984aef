import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** infra/gateway. */
export const gatewayRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
/** The monorepo root, where shell/ and mf-* live. */
export const repoRoot = path.resolve(gatewayRoot, '..', '..');

/** The remotes the site is made of; each is built into mf-<name>/dist. */
export const remoteNames = ['marketing', 'shop', 'buyer', 'seller', 'admin'] as const;

export interface DistRoots {
  shell: string;
  remotes: Record<string, string>;
  /** Where `pnpm release` leaves versioned remote builds: `<releases>/<name>/<id>/`. */
  releases?: string;
}

/** Where `pnpm build` leaves the shell and each remote inside a checkout rooted at `root`, and `pnpm release` its releases. */
export function defaultDistRoots(root: string = repoRoot, env: NodeJS.ProcessEnv = process.env): DistRoots {
  return {
    // SHELL_DIST serves another build of the shell (the front-end benchmark's statically composed one).
    shell: env.SHELL_DIST ? path.resolve(root, env.SHELL_DIST) : path.join(root, 'shell', 'dist'),
    remotes: Object.fromEntries(remoteNames.map((name) => [name, path.join(root, `mf-${name}`, 'dist')])),
    releases: path.resolve(root, env.RELEASES_DIR || path.join('.data', 'releases')),
  };
}

/** remotes.json beside the gateway unless REMOTES_FILE points elsewhere. */
export const defaultRemotesFile = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.REMOTES_FILE || path.join(gatewayRoot, 'remotes.json'));
