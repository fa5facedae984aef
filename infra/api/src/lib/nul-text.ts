import { AppError } from './errors.ts';

const hasNul = (x: unknown): boolean =>
  typeof x === 'string'
    ? x.includes('\u0000')
    : Array.isArray(x)
      ? x.some(hasNul)
      : !!x && typeof x === 'object' && Object.values(x).some(hasNul);

/** PostgreSQL text cannot hold U+0000: such input is refused as invalid here instead of failing in the database (a 500). */
export function assertNoNul(data: unknown): void {
  if (hasNul(data)) throw new AppError('ERR_VALIDATION', 'Text may not contain the NUL character (U+0000).');
}
