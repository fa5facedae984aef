import { percentile } from '../api-load/stats.ts';

export interface ActionStats {
  count: number;
  errors: number;
  ms: number[];
  /** the first few distinct error texts, to find their cause */
  samples: Set<string>;
}

export const newStats = (): ActionStats => ({ count: 0, errors: 0, ms: [], samples: new Set() });

const fmt = (n: number) => (Number.isNaN(n) ? '–' : n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** The markdown table of the run: requests, errors and latency percentiles per action, and the total. */
export function table(stats: Map<string, ActionStats>, seconds: number): string {
  const rows = [...stats.entries()];
  const all: ActionStats = { count: 0, errors: 0, ms: rows.flatMap(([, s]) => s.ms), samples: new Set() };
  for (const [, s] of rows) {
    all.count += s.count;
    all.errors += s.errors;
  }
  const line = (name: string, s: ActionStats) =>
    `| ${name} | ${s.count} | ${(s.count / seconds).toFixed(1)} | ${s.errors} | ${fmt(percentile(s.ms, 50))} | ${fmt(percentile(s.ms, 95))} | ${fmt(percentile(s.ms, 99))} | ${fmt(Math.max(...s.ms))} |`;
  return [
    '| action | requests | req/s | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(([name, s]) => line(name, s)),
    line('**all**', all),
  ].join('\n');
}
