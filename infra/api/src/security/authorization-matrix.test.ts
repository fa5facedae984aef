import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import * as v from 'valibot';
import { endpoints, errorEnvelopeSchema, fillPath, type EndpointDef, type EndpointName } from '@xchange/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import type { TestUser } from '../test/test-users.ts';
import { authorizationTable } from './authorization-table.ts';
import {
  createSecurityFixture,
  deactivateThroughAdmin,
  identities,
  securityEnv,
  send,
  type Identity,
  type SecurityFixture,
} from './security-kit.ts';

/** The stream answers headers and then stays open: read the status and content type, then hang up. */
async function openStream(base: string, def: EndpointDef, who: TestUser | undefined) {
  const controller = new AbortController();
  const r = await fetch(`${base}/api/v1/${fillPath(def.path)}`, { headers: who?.auth ?? {}, signal: controller.signal });
  const contentType = r.headers.get('content-type') ?? '';
  const body = r.ok ? undefined : await r.json();
  controller.abort();
  return { status: r.status, body, contentType };
}

test('the table has exactly one row per endpoint of the contract', () => {
  assert.deepEqual(Object.keys(authorizationTable).sort(), Object.keys(endpoints).sort());
});

for (const driver of drivers) {
  describe(`authorization matrix (${driver})`, () => {
    let t: TestApp;
    let fx: SecurityFixture;
    let base: string;
    const as = (id: Identity): TestUser | undefined => (id === 'visitor' ? undefined : fx.users[id]);

    before(async () => {
      t = await createTestApp(driver, { env: securityEnv });
      fx = await createSecurityFixture(t);
      await deactivateThroughAdmin(fx);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    after(() => t.close());

    for (const name of Object.keys(authorizationTable) as EndpointName[]) {
      const row = authorizationTable[name];
      const def: EndpointDef = endpoints[name];
      test(`${name}: ${def.method} ${def.path} (${def.access})`, async () => {
        const got = {} as Record<Identity, number>;
        const problems: string[] = [];
        for (const id of identities) {
          const who = as(id);
          const r = def.stream ? await openStream(base, def, who) : await send(t, def, await row.call(fx, who), who);
          got[id] = r.status;
          if (r.status >= 500) problems.push(`${id}: ${r.status} ${JSON.stringify(r.body)}`);
          if (r.status >= 400 && !v.is(errorEnvelopeSchema, r.body))
            problems.push(`${id}: refusal is not the error envelope: ${JSON.stringify(r.body)}`);
          if (r.status !== row.expect[id] && r.status >= 400) problems.push(`${id}: ${JSON.stringify(r.body)}`);
          if (def.stream && r.status === 200) assert.match((r as { contentType: string }).contentType, /^text\/event-stream/);
          if (id === 'inactiveSeller' && r.status === 401) assert.equal((r.body as { code?: string }).code, 'ERR_ACCOUNT_DEACTIVATED');
        }
        // sessions ended by this row (logout, password change) are signed again for the next rows
        await fx.refreshTokens();
        await row.restore?.(fx);
        assert.deepEqual(got, row.expect, problems.join('\n'));
        assert.deepEqual(
          problems.filter((p) => / 5\d\d |envelope/.test(p)),
          [],
        );
      });
    }
  });
}
