import * as v from 'valibot';
import { emailField, newPasswordField, signupPasswordField } from '@xchange/contract';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { isUniqueViolation } from '../lib/unique.ts';

export interface NewAdmin {
  email: string;
  password: string;
  firstname?: string;
  lastname?: string;
}

/** Refused input: each line says what to change. */
export class CreateAdminError extends Error {
  constructor(public readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'CreateAdminError';
  }
}

const firstProblem = (schema: v.GenericSchema, value: unknown): string[] => {
  const r = v.safeParse(schema, value, { abortPipeEarly: true });
  return r.success ? [] : [r.issues[0].message];
};

/**
 * The first administrator of a deployment: the sign-up and the change-password rules both hold for the password, so
 * the admin can keep it through either form; verified and active, argon2-hashed as every account is.
 */
export async function createAdmin(db: Db, input: NewAdmin): Promise<{ id: number; email: string }> {
  const passwordProblem = firstProblem(signupPasswordField, input.password);
  const problems = [
    ...firstProblem(emailField(), input.email),
    ...(passwordProblem.length > 0 ? passwordProblem : firstProblem(newPasswordField, input.password)),
  ];
  if (problems.length > 0) throw new CreateAdminError(problems);
  const email = input.email.trim();
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(input.password),
        role: 'admin',
        verified: true,
        active: true,
        firstname: input.firstname ?? 'Site',
        lastname: input.lastname ?? 'Administrator',
      })
      .returning({ id: users.id, email: users.email });
    return row!;
  } catch (e) {
    // the unique index on lower(email) decides, also against an account made at the same moment
    if (isUniqueViolation(e)) throw new CreateAdminError([`An account with the email ${email} already exists; nothing was changed.`]);
    throw e;
  }
}
