// The API's test files for `node --test`, the longest first: two runners take files in this order, and a long file
// started last would leave one runner working alone for its whole length (the PGlite fuzz run alone is ~150 s).
import { readdirSync } from 'node:fs';

const longestFirst = [
  'src/security/fuzz.test.ts',
  'src/faults/kill-during-orders.test.ts',
  'src/modules/seller-orders/status-notices.test.ts',
  'src/modules/seller-imports/seller-imports.test.ts',
  'src/faults/scale-out.test.ts',
  'src/security/authorization-matrix.test.ts',
  'src/faults/postgres-restart.test.ts',
];

const all = readdirSync('src', { recursive: true })
  .map((f) => `src/${f}`)
  .filter((f) => f.endsWith('.test.ts'))
  .sort();
const missing = longestFirst.filter((f) => !all.includes(f));
if (missing.length) throw new Error(`test-files.mjs names files that are gone: ${missing.join(', ')}`);
console.log([...longestFirst, ...all.filter((f) => !longestFirst.includes(f))].join('\n'));
