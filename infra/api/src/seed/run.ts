import { loadConfig } from '../config.ts';
import { openConfiguredDb } from '../db/open-configured-db.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

// `pnpm seed`: seeds the configured database when it has no users yet (the API does the same on first start).
const config = loadConfig();
const handle = await openConfiguredDb(config);
try {
  const done = await seedIfEmpty(handle.db, { mediaDir: config.mediaDir, seedDemo: config.seedDemo, log: console.log });
  if (!done)
    console.log(
      config.seedDemo ? 'The database already has users; nothing seeded.' : 'Demo data is not seeded in production unless SEED_DEMO=1.',
    );
} finally {
  await handle.close();
}
