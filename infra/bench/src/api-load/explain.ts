/** Prints the plans of the benchmark's query shapes: DATABASE_URL=… pnpm --filter @xchange/bench explain */
import { shapes } from './shapes.ts';
import { timeSql } from './sql-timing.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL.');
const timings = await timeSql(
  url,
  shapes.map((s) => s.body),
  3,
);
timings.forEach((t, i) => console.log(`\n## ${shapes[i]!.name}: ${t.explainMs.toFixed(2)} ms\n${t.plan}`));
