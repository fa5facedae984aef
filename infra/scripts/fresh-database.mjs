// Creates (or drops) a database on the server of DATABASE_URL and prints the new database's URL.
// usage: node infra/scripts/fresh-database.mjs create <name> | drop <name>
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../api/package.json'));
const { Client } = require('pg');
const [action, name] = process.argv.slice(2);
if (!process.env.DATABASE_URL || !/^[a-z0-9_]+$/.test(name ?? '') || !['create', 'drop'].includes(action)) {
  console.error('usage: DATABASE_URL=postgres://… node fresh-database.mjs create|drop <lowercase_name>');
  process.exit(2);
}
const client = new Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
if (action === 'create') await client.query(`CREATE DATABASE ${name}`);
else await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.end();
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${name}`;
if (action === 'create') console.log(url.toString());
