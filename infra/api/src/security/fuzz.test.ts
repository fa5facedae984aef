import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { endpoints, errorEnvelopeSchema, type EndpointDef, type EndpointName } from '@xchange/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { authorizationTable } from './authorization-table.ts';
import { asText, beyondMoney, breakField, brokenValue, missing, objectPropertyNames, schemaFields, tableCounter } from './schema-fields.ts';
import {
  createSecurityFixture,
  deactivateThroughAdmin,
  securityEnv,
  send,
  type CallSpec,
  type Identity,
  type SecurityFixture,
} from './security-kit.ts';

/** Fixed so a failure replays; fast-check prints the seed and path of a counterexample. FUZZ_SEED tries others. */
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const numRuns = Number(process.env.FUZZ_RUNS ?? 24);

type Part = 'json' | 'query' | 'multipart' | 'params';
interface Target {
  name: EndpointName;
  def: EndpointDef;
  fields: { part: Part; field: string }[];
  as: Identity;
}

/** The identity the matrix lets through (a visitor for public calls), so a refusal comes from the broken field. */
const allowed = (name: EndpointName): Identity => {
  const expect = authorizationTable[name].expect;
  return (['visitor', 'buyerA', 'sellerA', 'admin'] as const).find((id) => expect[id] < 300) ?? 'visitor';
};

const targets: Target[] = (Object.entries(endpoints) as [EndpointName, EndpointDef][])
  .filter(([, def]) => (def.body || def.query || def.params) && def.contentType !== 'raw')
  .map(([name, def]) => {
    const bodyPart: Part = def.contentType === 'multipart' ? 'multipart' : 'json';
    const fields = [
      ...schemaFields(def.body).map((field) => ({ part: bodyPart, field })),
      ...schemaFields(def.query).map((field) => ({ part: 'query' as const, field })),
      ...schemaFields(def.params).map((field) => ({ part: 'params' as const, field })),
    ];
    return { name, def, fields, as: allowed(name) };
  });

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The valid request of the matrix with one field broken. */
function broken(spec: CallSpec, part: Part, field: string, value: unknown): CallSpec {
  if (part === 'query') {
    const q = breakField(spec.query ?? {}, field, value);
    return { ...spec, query: Object.fromEntries(Object.entries(q).map(([k, x]) => [k, asText(x) as string])) };
  }
  if (part === 'params') {
    // a path segment cannot be left out (an empty one stands for it) nor hold a lone surrogate (no URL can carry one)
    const p = breakField(spec.params ?? {}, field, value === missing ? '' : value);
    return {
      ...spec,
      params: Object.fromEntries(Object.entries(p).map(([k, x]) => [k, [asText(x)].flat().join(',').replace(loneSurrogate, '\uFFFD')])),
    };
  }
  if (part === 'multipart') {
    const fields = breakField(spec.multipart?.fields ?? {}, field, value);
    return {
      ...spec,
      multipart: { files: spec.multipart?.files, fields: Object.fromEntries(Object.entries(fields).map(([k, x]) => [k, asText(x)])) },
    };
  }
  return { ...spec, json: breakField((spec.json ?? {}) as Record<string, unknown>, field, value) };
}

test('every endpoint with a body, query or path schema is fuzzed, each with its fields', () => {
  assert.ok(targets.length > 50);
  for (const t of targets) assert.ok(t.fields.length > 0, `${t.name}: no fields found in its schema`);
});

// Fuzzing is about the API's own validation and handlers: one database in `npm test`, to keep it short: PostgreSQL
// when DATABASE_URL names one (the production engine, and ~2.5× faster than PGlite here), else PGlite;
// FUZZ_ALL_DRIVERS=1 runs it on both.
for (const driver of process.env.FUZZ_ALL_DRIVERS ? drivers : drivers.slice(-1)) {
  describe(`fuzzing every body, query and path parameter (${driver})`, () => {
    let t: TestApp;
    let fx: SecurityFixture;
    let counts: () => Promise<Record<string, number>>;

    before(async () => {
      t = await createTestApp(driver, { env: securityEnv });
      fx = await createSecurityFixture(t);
      await deactivateThroughAdmin(fx);
      counts = await tableCounter(t.app.db);
    });
    after(() => t.close());
    // rows counted once the work requests left running is done: an accepted resend writes its code after its answer,
    // which must not land in the next request's count, and a refused request's late write must
    const settledCounts = async () => {
      await t.app.background.settled();
      return counts();
    };

    for (const target of targets) {
      test(`${target.name}: object-property names as every key and value, money past the column, never a 500`, async () => {
        const row = authorizationTable[target.name];
        const who = target.as === 'visitor' ? undefined : fx.users[target.as];
        const check = async (spec: CallSpec, what: string) => {
          const before = await settledCounts();
          const r = await send(t, target.def, spec, who);
          assert.ok(r.status < 500, `server error: ${what} → ${r.status} ${JSON.stringify(r.body)}`);
          if (r.status < 300) await fx.refreshTokens();
          else {
            assert.ok(v.is(errorEnvelopeSchema, r.body), `not the error envelope: ${what}`);
            assert.deepEqual(await settledCounts(), before, `a refused request wrote rows: ${what}`);
          }
        };
        try {
          for (const { part, field } of target.fields) {
            for (const value of [...objectPropertyNames, ...beyondMoney]) {
              await check(broken(await row.call(fx, who), part, field, value), `${part}.${field} = ${JSON.stringify(value)}`);
            }
          }
          for (const name of objectPropertyNames) {
            const spec = await row.call(fx, who);
            const extra: CallSpec = spec.multipart
              ? { ...spec, multipart: { ...spec.multipart, fields: { ...spec.multipart.fields, [name]: 'x' } } }
              : spec.json !== undefined && typeof spec.json === 'object' && !Array.isArray(spec.json)
                ? { ...spec, json: { ...(JSON.parse(`{${JSON.stringify(name)}: {"polluted": true}}`) as object), ...spec.json } }
                : { ...spec, query: { ...spec.query, [name]: 'x' } };
            await check(extra, `extra key ${name}`);
          }
        } finally {
          await row.restore?.(fx);
        }
      });

      test(`${target.name}: ${target.def.method} ${target.def.path} as ${target.as}`, async () => {
        const row = authorizationTable[target.name];
        let refused = 0;
        const property = fc.asyncProperty(fc.constantFrom(...target.fields), brokenValue, async ({ part, field }, value) => {
          const who = target.as === 'visitor' ? undefined : fx.users[target.as];
          const spec = broken(await row.call(fx, who), part, field, value);
          const before = await settledCounts();
          const r = await send(t, target.def, spec, who);
          const what = `${part}.${field} = ${fc.stringify(value)} → ${r.status} ${JSON.stringify(r.body)}`;
          assert.ok(r.status < 500, `server error: ${what}`);
          if (r.status < 300) {
            await fx.refreshTokens(); // an accepted password change ends the session
            return;
          }
          refused += 1;
          assert.ok(v.is(errorEnvelopeSchema, r.body), `not the error envelope: ${what}`);
          assert.deepEqual(await settledCounts(), before, `a refused request wrote rows: ${what}`);
        });
        try {
          await fc.assert(property, { seed, numRuns, includeErrorInReport: true });
          assert.ok(refused > 0, 'no broken request was refused: the fuzzing did not reach the validation');
        } finally {
          await row.restore?.(fx);
        }
      });
    }
  });
}
