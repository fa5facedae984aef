import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { seed } from './seed.ts';

/** Seeds demo data only into a database without users, so restarts and real deployments are left alone. */
export async function seedIfEmpty(db: Db, opts: { mediaDir: string; log?: (msg: string) => void }): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return false;
  const result = await seed(db, { mediaDir: opts.mediaDir });
  opts.log?.(`Seeded demo data: ${result.products} listings in ${result.ms} ms.`);
  return true;
}
