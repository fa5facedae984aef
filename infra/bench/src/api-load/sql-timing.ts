import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { homepageQuerySchema, type HomepageQueryInput } from '@xchange/contract';
import { openDb } from '../../../api/src/db/client.ts';
import { catalogQueries } from '../../../api/src/modules/shop/catalog.ts';
import { percentile } from './stats.ts';

export interface SqlTiming {
  p50: number;
  p99: number;
  /** execution time EXPLAIN ANALYZE reports for the page query, ms */
  explainMs: number;
  /** indexes the page query's plan uses */
  indexes: string[];
  plan: string;
}

type PlanNode = { 'Index Name'?: string; Plans?: PlanNode[] };
const indexesOf = (n: PlanNode): string[] => [...(n['Index Name'] ? [n['Index Name']] : []), ...(n.Plans ?? []).flatMap(indexesOf)];

/** The API's own page + count queries for a shape, timed from one client straight on PostgreSQL. */
export async function timeSql(url: string, bodies: HomepageQueryInput[], runs: number): Promise<SqlTiming[]> {
  const handle = await openDb({ url, migrate: false });
  try {
    const out: SqlTiming[] = [];
    for (const body of bodies) {
      const q = v.parse(homepageQuerySchema, body);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const { page, count } = catalogQueries(handle.db, q);
        const t0 = performance.now();
        await Promise.all([page, count]);
        times.push(performance.now() - t0);
      }
      const explained = (await handle.db.execute(
        sql`explain (analyze, format json) ${catalogQueries(handle.db, q).page.getSQL()}`,
      )) as unknown as {
        rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[];
      };
      const text = (await handle.db.execute(sql`explain ${catalogQueries(handle.db, q).page.getSQL()}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      const [root] = explained.rows[0]!['QUERY PLAN'];
      out.push({
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        explainMs: root.Plan ? root['Execution Time'] : Number.NaN,
        indexes: [...new Set(indexesOf(root.Plan))],
        plan: text.rows.map((r) => r['QUERY PLAN']).join('\n'),
      });
    }
    return out;
  } finally {
    await handle.close();
  }
}

/** p50/p99 of `runs` calls one after another (one client): the API's query functions for a scenario, straight on the database. */
export async function timeCalls(fn: (i: number) => Promise<unknown>, runs: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}
