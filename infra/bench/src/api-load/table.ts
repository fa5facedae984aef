export interface Load {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** answers received within the run; 0 leaves the latency columns empty (autocannon reports 0 ms then) */
  requests: number;
}

export interface ResultRow {
  scenario: string;
  connections: number;
  api?: Load;
  bare?: Load;
  sql?: { p50: number; p99: number };
}

const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(1));
const rps = (n: number | undefined) => (n === undefined ? '–' : String(Math.round(n)));
const latencies = (l: Load | undefined) => (l?.requests ? [ms(l.p50), ms(l.p99)] : ['–', '–']);

/** One markdown table per database and size: API, bare route and SQL side by side for each scenario × connections. */
export function formatTable(header: string, rows: ResultRow[]): string {
  const lines = [
    header,
    '',
    '| scenario | connections | API p50 ms | API p99 ms | API req/s | errors | bare p50 | bare p99 | bare req/s | SQL p50 ms | SQL p99 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const errors = [r.api ? String(r.api.errors) : '–', ...(r.bare?.errors ? [`(bare ${r.bare.errors})`] : [])].join(' ');
    lines.push(
      `| ${[
        r.scenario,
        r.connections,
        ...latencies(r.api),
        rps(r.api?.rps),
        errors,
        ...latencies(r.bare),
        rps(r.bare?.rps),
        ms(r.sql?.p50),
        ms(r.sql?.p99),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** CONNECTIONS="32,128" → [32, 128]; anything but positive whole numbers is refused with the value shown. */
export function parseConnections(text: string): number[] {
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`CONNECTIONS must be a comma-separated list of positive whole numbers, e.g. 32,128 (got ${JSON.stringify(text)}).`);
  }
  return list;
}

/** SCENARIOS="product,orders" → those keys, in the order given by `keys`; an unknown key is refused with the known ones. */
export function pickKeys(keys: readonly string[], filter: string | undefined): string[] {
  if (!filter?.trim()) return [...keys];
  const wanted = filter
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((k) => !keys.includes(k));
  if (unknown.length) throw new Error(`Unknown SCENARIOS ${unknown.join(', ')}; known: ${keys.join(', ')}.`);
  return keys.filter((k) => wanted.includes(k));
}
