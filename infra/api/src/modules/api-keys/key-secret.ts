import { createHash, randomBytes } from 'node:crypto';
import { apiKeyPrefix } from '@xchange/contract';

/** Characters of a key kept for display: the fixed prefix and four of the secret. */
const shownLength = apiKeyPrefix.length + 4;

/** SHA-256 of a key: keys carry 256 random bits, so a fast hash is as safe as a slow one and keeps lookups cheap. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key ('xk_live_' + 43 base64url characters), what is shown of it, and what is stored. */
export function newApiKeySecret(): { key: string; prefix: string; hash: string } {
  const key = `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, shownLength), hash: hashApiKey(key) };
}
