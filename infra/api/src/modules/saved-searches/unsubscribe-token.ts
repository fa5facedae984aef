import { createHmac, timingSafeEqual } from 'node:crypto';
import { savedSearchLimits } from '@xchange/contract';

/** What an unsubscribe link turns off: saved searches, or the buyer's watchlist price drops. */
export type UnsubscribeSubject = { savedSearchId: number } | { watchlistOf: number };

const partOf = (s: UnsubscribeSubject) => ('savedSearchId' in s ? `s${s.savedSearchId}` : `w${s.watchlistOf}`);
// a purpose prefix, so this HMAC can never be taken for another signature made with the same server secret
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`alert-unsubscribe:${payload}`).digest('base64url');
// one mail holds at most every saved search of a buyer and the watchlist
const maxSubjects = savedSearchLimits.perBuyer + 1;
const tokenPattern = new RegExp(`^((?:[sw][1-9]\\d{0,9}\\.){1,${maxSubjects}})([A-Za-z0-9_-]{43})$`);

/**
 * A token that works without signing in: the subjects in clear ('s12.w7.'), then their HMAC with the server's secret
 * (JWT_SECRET). A section's link names its search; the mail's List-Unsubscribe names everything the mail is about.
 */
export function unsubscribeToken(secret: string, subjects: UnsubscribeSubject[]): string {
  const payload = subjects.map((s) => `${partOf(s)}.`).join('');
  return `${payload}${mac(secret, payload)}`;
}

/** The subjects of a token this server signed, or undefined for a changed or forged one. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject[] | undefined {
  const m = tokenPattern.exec(token);
  if (!m) return undefined;
  const payload = m[1]!;
  if (!timingSafeEqual(Buffer.from(mac(secret, payload)), Buffer.from(m[2]!))) return undefined;
  return payload
    .slice(0, -1)
    .split('.')
    .map((part) => (part[0] === 's' ? { savedSearchId: Number(part.slice(1)) } : { watchlistOf: Number(part.slice(1)) }));
}
