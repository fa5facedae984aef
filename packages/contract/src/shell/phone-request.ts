/**
 * Whether a page was asked for by a phone, from its request: Chromium's `Sec-CH-UA-Mobile` client hint when sent,
 * else the user agent (Safari and Firefox send no hints). A server draws that layout first (the gateway's first view).
 */
export function asksForPhone(headers: { 'sec-ch-ua-mobile'?: string | string[]; 'user-agent'?: string }): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /\bMobi|\biPhone\b|Android.+Mobile/.test(headers['user-agent'] ?? '');
}
