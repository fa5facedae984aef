// Bundles the shop's server entry (mf-shop/src/server.ts) for Node with esbuild: the remotes' webpack builds are for
// the browser, and this experiment needs only the one file a gateway would load.
import { build } from 'esbuild';
import path from 'node:path';
import { repoRoot } from '../gateways.ts';

export interface ShopServerEntry {
  renderShopFirstView: (url: string, apiBase: string) => Promise<{ html: string; stateTag: string; passes: number } | null>;
}

export async function loadShopServerEntry(): Promise<ShopServerEntry> {
  const outfile = path.join(repoRoot, '.data', 'bench-server-render', 'shop-server.cjs');
  await build({
    entryPoints: [path.join(repoRoot, 'mf-shop', 'src', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.XCHANGE_RELEASE_MARK': '""' },
    logLevel: 'warning',
  });
  const { createRequire } = await import('node:module');
  return createRequire(import.meta.url)(outfile) as ShopServerEntry;
}
