import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { orderFor, ownKey } from './list-page.ts';

const sortable = { firstname: users.firstname, email: users.email };
const render = (order: ReturnType<typeof orderFor>) => new PgDialect().sqlToQuery(sql.join(order, sql`, `)).sql;

test('a sort name only its own columns answer: names every object has fall back like any unknown one', () => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'nope']) {
    assert.equal(ownKey(sortable, name), undefined, name);
    assert.equal(
      render(orderFor({ sortBy: name, sortOrder: 'asc' }, sortable, 'firstname', users.id)),
      '"users"."firstname" asc, "users"."id" asc',
    );
  }
  assert.equal(ownKey(sortable, 'email'), 'email');
  assert.equal(
    render(orderFor({ sortBy: 'email', sortOrder: 'desc' }, sortable, 'firstname', users.id)),
    '"users"."email" desc, "users"."id" desc',
  );
});
