import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build, type BuildDeps } from '../app.ts';
import { loadConfig, type ApiConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { createTestDb, type Driver } from './test-db.ts';

export const testSecret = 'test-secret-of-at-least-thirty-two-bytes-0123456789';

export interface TestApp {
  app: FastifyInstance;
  config: ApiConfig;
  dbHandle: DbHandle;
  close(): Promise<void>;
}

/** A built (not listening) app on a fresh database and a temporary DATA_DIR; `extend` adds test-only routes. */
export async function createTestApp(
  driver: Driver,
  opts: {
    extend?: (app: FastifyInstance) => void | Promise<void>;
    env?: NodeJS.ProcessEnv;
    logger?: object;
    stripe?: BuildDeps['stripe'];
    now?: BuildDeps['now'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-api-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: testSecret, ...opts.env });
  const dbHandle = await createTestDb(driver);
  const app = await build(config, { dbHandle, logger: opts.logger ?? false, stripe: opts.stripe, now: opts.now });
  await opts.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    dbHandle,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
