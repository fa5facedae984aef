import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/test-users.ts';

/** A clock the tests move: the server's `now` is Date.now() plus `shift` ms. */
export function movableClock() {
  const clock = { shift: 0, now: () => Date.now() + clock.shift, pass: (hours: number) => void (clock.shift += hours * 3_600_000) };
  return clock;
}

/** Calls the API as `as` (a visitor without); `key` sets the Idempotency-Key header. */
export function offerClient(t: TestApp) {
  let keys = 0;
  return async (method: 'GET' | 'POST' | 'PUT', url: string, opts: { as?: TestUser; body?: object; key?: string | null } = {}) => {
    const headers: Record<string, string> = { ...(opts.as?.auth ?? {}) };
    if (opts.key !== null) headers['idempotency-key'] = opts.key ?? `offer-key-${++keys}`;
    const r = await t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(opts.body ? { payload: opts.body } : {}) });
    const body = r.json();
    return { status: r.statusCode, body, raw: r.body, error: (body?.errors as string[] | undefined)?.[0] };
  };
}

/** Sets a listing's offer settings straight in the database. */
export async function setOfferSettings(
  t: TestApp,
  id: number,
  s: { acceptOffers?: boolean; priceOnRequest?: boolean; autoDeclineBelow?: number | null; autoAcceptAt?: number | null },
): Promise<void> {
  await t.app.db.update(products).set(s).where(eq(products.id, id));
}

/**
 * The mails queued so far (the mail jobs' content, sent by the queue's worker as every other mail: its own tests cover
 * the sending); read from the queue so a test does not wait for a few dozen sends on PGlite.
 */
export async function queuedMails(t: TestApp): Promise<{ to: string; subject: string; text: string; html?: string }[]> {
  const { rows } = await t.dbHandle.executor.executeSql(`select data from pgboss.job where name = 'mail' order by created_on`);
  return (rows as { data: { to: string; subject: string; text: string; html?: string } }[]).map((r) => r.data);
}

let serial = 0;
/** A published listing of `sellerId` with the given offer settings (the seller's subscription decides if it shows). */
export async function addListing(
  t: TestApp,
  sellerId: number,
  s: {
    price?: number;
    acceptOffers?: boolean;
    priceOnRequest?: boolean;
    autoDeclineBelow?: number | null;
    autoAcceptAt?: number | null;
  } = {},
): Promise<number> {
  serial += 1;
  const [row] = await t.app.db
    .insert(products)
    .values({ name: `Bench Scope ${serial}`, description: 'Calibrated', price: s.price ?? 1000, sellerId, acceptOffers: true, ...s })
    .returning({ id: products.id });
  return row!.id;
}
