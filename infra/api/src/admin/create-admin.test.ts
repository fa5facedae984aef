import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openConfiguredDb } from '../db/open-configured-db.ts';
import { users } from '../db/schema/index.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { createAdmin, CreateAdminError } from './create-admin.ts';

const password = 'First#Admin2026';
const refused = async (p: Promise<unknown>, problems: string[]) =>
  assert.rejects(p, (e: unknown) => e instanceof CreateAdminError && assert.deepEqual(e.problems, problems) === undefined);

for (const driver of drivers) {
  describe(`createAdmin (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(driver);
    });
    after(() => t.close());

    test('makes a verified, active admin whose argon2 password signs in at auth/admin', async () => {
      const made = await createAdmin(t.app.db, { email: ' Owner@Xchange.example ', password });
      const [row] = await t.app.db.select().from(users).where(eq(users.id, made.id));
      assert.deepEqual([row!.email, row!.role, row!.verified, row!.active], ['Owner@Xchange.example', 'admin', true, true]);
      assert.match(row!.passwordHash, /^\$argon2id\$/);
      assert.ok(await verifyPassword(row!.passwordHash, password));
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/admin',
        payload: { username: 'owner@xchange.example', password, type: 'admin' },
      });
      assert.equal(login.statusCode, 200);
      assert.equal(login.json().data.id, made.id);
    });

    test('refuses an existing email, whatever its case, and changes nothing', async () => {
      await refused(createAdmin(t.app.db, { email: 'OWNER@xchange.example', password: 'Other#Admin2026' }), [
        'An account with the email OWNER@xchange.example already exists; nothing was changed.',
      ]);
      const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users);
      assert.equal(row!.n, 1);
    });

    test('holds the password to the sign-up and change-password rules of the contract, and the email to its format', async () => {
      await refused(createAdmin(t.app.db, { email: 'not-an-email', password: 'short' }), [
        'Invalid Email.',
        'Password must be at least 8 characters long.',
      ]);
      await refused(createAdmin(t.app.db, { email: 'a@xchange.example', password: 'alllowercase1!' }), [
        'Your password must have at least 1 uppercase character',
      ]);
      await refused(createAdmin(t.app.db, { email: 'a@xchange.example', password: 'NoSpecial2026' }), [
        'Password must contain at least one number and one special character.',
      ]);
    });
  });
}

describe('pnpm admin:create (the command, on a fresh data folder: the embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xchange-admin-create-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'create-admin-cli.ts'), ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PUBLIC_URL: 'https://xchange.example.com', ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });

  test('creates the admin from ADMIN_PASSWORD, then refuses the same email with a clear message', async () => {
    const made = run(['--email', 'root@xchange.example'], { ADMIN_PASSWORD: password });
    assert.equal(made.status, 0, made.stderr);
    assert.match(
      made.stdout,
      /^Administrator root@xchange\.example created \(id \d+\); sign in at https:\/\/xchange\.example\.com\/admin-login\.\n$/,
    );

    const again = run(['--email', 'root@xchange.example'], { ADMIN_PASSWORD: password });
    assert.equal(again.status, 1);
    assert.equal(again.stderr, 'An account with the email root@xchange.example already exists; nothing was changed.\n');

    const noPassword = run(['--email', 'second@xchange.example']);
    assert.equal(noPassword.status, 1);
    assert.equal(noPassword.stderr, 'Set ADMIN_PASSWORD, or run the command in a terminal to be asked for the password.\n');

    const handle = await openConfiguredDb(loadConfig({ DATA_DIR: dataDir }));
    try {
      const rows = await handle.db.select().from(users);
      assert.deepEqual(
        rows.map((r) => [r.email, r.role, r.verified, r.active]),
        [['root@xchange.example', 'admin', true, true]],
        'no demo data, one admin',
      );
      assert.ok(await verifyPassword(rows[0]!.passwordHash, password));
    } finally {
      await handle.close();
    }
  });
});
