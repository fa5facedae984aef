import { and, eq } from 'drizzle-orm';
import type { SavedSearch } from '@xchange/contract';
import { alertMatches, products } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/test-users.ts';
import { MessageHub } from '../messages/index.ts';
import { notifier } from '../notifications/index.ts';
import type { AlertDeps } from './alert-deps.ts';

/** The alert jobs' dependencies on a test app, with its (movable) clock: tests run the jobs' functions directly. */
export function alertDeps(t: TestApp): AlertDeps {
  return {
    db: t.app.db,
    jobs: t.app.jobs,
    notify: notifier(new MessageHub(t.app.fanout)),
    now: () => t.app.now(),
    site: t.app.config,
    secret: t.app.config.jwtSecret,
  };
}

export function alertClient(t: TestApp) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as?: TestUser, body?: object) => {
    const r = await t.app.inject({ method, url: `/api/v1/${url}`, headers: as?.auth ?? {}, ...(body ? { payload: body } : {}) });
    const json = r.json();
    return { status: r.statusCode, body: json, error: (json?.errors as string[] | undefined)?.[0] };
  };
}

/** Saves a search through the API and answers it. */
export async function saveSearch(t: TestApp, as: TestUser, query: string, over: object = {}): Promise<SavedSearch> {
  const r = await alertClient(t)('POST', 'saved-searches', as, { name: `Search ${query}`, query, ...over });
  if (r.status !== 200) throw new Error(`save ${query}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as SavedSearch;
}

/** The listings matched to a saved search (kind new) or its drops. */
export async function matchedIds(t: TestApp, savedSearchId: number, kind: 'new' | 'drop' = 'new'): Promise<number[]> {
  const rows = await t.app.db
    .select({ productId: alertMatches.productId })
    .from(alertMatches)
    .where(and(eq(alertMatches.savedSearchId, savedSearchId), eq(alertMatches.kind, kind)));
  return rows.map((r) => r.productId).sort((a, b) => a - b);
}

export async function setPrices(t: TestApp, id: number, price: number, discountPrice: number | null): Promise<void> {
  await t.app.db.update(products).set({ price, discountPrice }).where(eq(products.id, id));
}
