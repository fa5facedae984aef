import { parseArgs } from 'node:util';
import { read } from 'read';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDb } from '../db/open-configured-db.ts';
import { createAdmin, CreateAdminError } from './create-admin.ts';

const usage = `Usage: pnpm admin:create --email <address> [--firstname <name>] [--lastname <name>]
The password is read from ADMIN_PASSWORD, or asked for (hidden) when run in a terminal.
Run it with the server's environment (DATABASE_URL, or DATA_DIR for the embedded database).`;

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY)
    throw new CreateAdminError(['Set ADMIN_PASSWORD, or run the command in a terminal to be asked for the password.']);
  const first = await read({ prompt: 'Password for the administrator: ', silent: true, replace: '' });
  const again = await read({ prompt: 'The same password again: ', silent: true, replace: '' });
  if (first !== again) throw new CreateAdminError(['The two passwords differ; nothing was changed.']);
  return first;
}

try {
  const { values } = parseArgs({ options: { email: { type: 'string' }, firstname: { type: 'string' }, lastname: { type: 'string' } } });
  if (!values.email) throw new CreateAdminError([usage]);
  const config = loadConfig();
  const secret = await password();
  const handle = await openConfiguredDb(config);
  try {
    const admin = await createAdmin(handle.db, {
      email: values.email,
      password: secret,
      firstname: values.firstname,
      lastname: values.lastname,
    });
    // without PUBLIC_URL the default names the API's own port, not the gateway's: give the path alone
    const site = process.env.PUBLIC_URL ? config.publicUrl.replace(/\/+$/, '') : '';
    console.log(`Administrator ${admin.email} created (id ${admin.id}); sign in at ${site}/admin-login.`);
  } finally {
    await handle.close();
  }
} catch (e) {
  if (e instanceof CreateAdminError || e instanceof ConfigError) console.error(e.message);
  else if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS')) console.error(`${e.message}\n${usage}`);
  else console.error(e);
  process.exitCode = 1;
}
// explicit: the embedded PostgreSQL's exit hook would otherwise end the process with 0 whatever happened
process.exit(process.exitCode ?? 0);
