import type { UserType } from '@xchange/contract';
import { users } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export type TestUser = typeof users.$inferSelect & { token: string; auth: { authorization: string } };

let serial = 0;

/** Inserts a verified user of `role` (no usable password) and signs a session token for it. */
export async function addTestUser(t: TestApp, role: UserType, fields: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  serial += 1;
  const [row] = await t.app.db
    .insert(users)
    .values({
      email: `${role}${serial}-${process.pid}@test.example`,
      passwordHash: 'unusable',
      role,
      verified: true,
      firstname: 'Ann',
      lastname: 'Lee',
      company: 'Acme',
      phone: '5550102030',
      address: '1 Main St',
      ...fields,
    })
    .returning();
  const token = await t.app.signToken(row!);
  return { ...row!, token, auth: { authorization: `Bearer ${token}` } };
}
