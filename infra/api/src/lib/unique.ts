import { AppError } from './errors.ts';

/** PostgreSQL's unique-violation code, as node-postgres and PGlite report it (possibly wrapped by Drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Runs `write`, turning a unique violation into 409 with `message`. */
export async function uniqueOr409<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ERR_CONFLICT', message);
    throw err;
  }
}

/** "1 listing" / "3 listings". */
export const listingsText = (n: number): string => `${n} ${n === 1 ? 'listing uses' : 'listings use'}`;
