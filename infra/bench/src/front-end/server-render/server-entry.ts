// The shop's server entry as its production build writes it (mf-shop/dist/server/server.cjs), the file the gateway
// renders the shop's first view with.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../gateways.ts';

export interface ShopServerEntry {
  renderFirstView: (request: {
    url: string;
    apiBase: string;
    narrow: boolean;
  }) => Promise<{ html: string; stateTag: string; passes: number } | null>;
}

export function loadShopServerEntry(): ShopServerEntry {
  return createRequire(import.meta.url)(path.join(repoRoot, 'mf-shop', 'dist', 'server', 'server.cjs')) as ShopServerEntry;
}
