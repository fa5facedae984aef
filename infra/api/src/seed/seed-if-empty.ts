import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { seed } from './seed.ts';

export interface SeedIfEmptyOptions {
  mediaDir: string;
  /** config.seedDemo: false in production unless SEED_DEMO=1, so no demo admin lands in a real deployment. */
  seedDemo: boolean;
  log?: (msg: string) => void;
}

/** Seeds demo data only when allowed and only into a database without users, so restarts are left alone. */
export async function seedIfEmpty(db: Db, opts: SeedIfEmptyOptions): Promise<boolean> {
  if (!opts.seedDemo) return false;
  const [row] = await db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return false;
  const result = await seed(db, { mediaDir: opts.mediaDir });
  opts.log?.(`Seeded demo data: ${result.products} listings in ${result.ms} ms.`);
  return true;
}
