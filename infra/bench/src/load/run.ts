import { cpus, loadavg } from 'node:os';
import { actionNames, nextAction, runAction, type ActionName } from './actions.ts';
import { newStats, table, type ActionStats } from './report.ts';
import { prepareSite } from './users.ts';

const env = process.env;
const baseUrl = (env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const users = Number(env.USERS ?? 200);
const seconds = Number(env.DURATION ?? 60);
const thinkMs = Number(env.THINK_MS ?? 1000);
const password = env.BUYER_PASSWORD ?? 'Buyer#2024pass';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const site = await prepareSite(baseUrl, password);
const stats = new Map<ActionName, ActionStats>();
for (const name of actionNames) stats.set(name, newStats());

console.log(
  `load: ${users} users for ${seconds} s against ${baseUrl} (think time ${thinkMs} ms ±50%, ${site.buyers.length} buyer accounts, ${site.productIds.length} listings); load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} cores`,
);
const stopAt = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: users }, async (_, i) => {
    const buyer = site.buyers[i % site.buyers.length]!;
    await sleep(Math.random() * thinkMs); // users arrive spread over the first think time
    while (Date.now() < stopAt) {
      const name = nextAction();
      const r = await runAction(site, buyer, name);
      const s = stats.get(name)!;
      s.count += 1;
      s.ms.push(r.ms);
      if (!r.ok) {
        s.errors += 1;
        if (s.samples.size < 5) s.samples.add(r.error ?? String(r.status));
      }
      await sleep(thinkMs * (0.5 + Math.random()));
    }
  }),
);

console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}\n`,
);
console.log(table(stats, seconds));
const failures = [...stats.entries()].filter(([, s]) => s.errors);
for (const [name, s] of failures) console.log(`\n${name} errors (${s.errors}), first texts:\n  ${[...s.samples].join('\n  ')}`);
process.exitCode = failures.length ? 1 : 0;
