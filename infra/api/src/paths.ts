import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The monorepo root (three levels above src/): `.data/` lives there by default. */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const apiRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
