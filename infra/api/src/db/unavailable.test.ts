import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDatabaseUnavailable } from './unavailable.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

test('connection failures and server shutdowns count as the database being unavailable, also when wrapped', () => {
  for (const e of [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}),
  ]) {
    assert.equal(isDatabaseUnavailable(e), true, String(e));
    assert.equal(isDatabaseUnavailable(wrapped(e)), true, `wrapped ${String(e)}`);
  }
});

test('query errors and other faults do not', () => {
  for (const e of [
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    Object.assign(new Error('syntax error'), { code: '42601' }),
    new Error('boom'),
    undefined,
    'text',
  ])
    assert.equal(isDatabaseUnavailable(e), false, String(e));
});
