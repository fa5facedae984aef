import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { contactFormSchema, loginSchema } from '@xchange/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';
import { AppError, errorCatalogue, toErrorResponse } from './errors.ts';

for (const driver of drivers) {
  describe(`error envelope (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(driver, {
        extend(app) {
          app.post('/api/v1/test-login', { schema: { body: loginSchema } }, async (req) => ({ body: req.body }));
          app.post('/api/v1/test-contact', { schema: { body: contactFormSchema } }, async (req) => ({ body: req.body }));
          app.get('/api/v1/test-crash', async () => {
            throw new Error('database password is hunter2');
          });
          app.get('/api/v1/test-conflict', async () => {
            throw new AppError('ERR_CONFLICT', 'This brand already exists.');
          });
        },
      });
    });
    after(() => t.close());

    test('an unknown /api/v1 path answers 404 ERR_ROUTE_NOT_FOUND', async () => {
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/no/such/route' });
      assert.equal(r.statusCode, 404);
      assert.deepEqual(r.json(), { errors: ['This API address does not exist.'], code: 'ERR_ROUTE_NOT_FOUND' });
    });

    test('paths outside /api/v1 are left to whoever mounts the app (no catch-all envelope)', async () => {
      const r = await t.app.inject({ url: '/xchangeShop' });
      assert.equal(r.statusCode, 404);
      assert.equal(r.json().code, undefined);
    });

    test('malformed JSON answers 400 with an envelope', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test-login',
        payload: '{"username": ',
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(r.statusCode, 400);
      assert.deepEqual(r.json(), { errors: ['The request body is not valid JSON.'], code: 'ERR_BAD_REQUEST' });
    });

    test('validation answers the contract schema texts of docs/product.md §5, missing keys included', async () => {
      let r = await t.app.inject({ method: 'POST', url: '/api/v1/test-login', payload: { type: 'buyer' } });
      assert.equal(r.statusCode, 400);
      assert.deepEqual(r.json(), { errors: ['Email is required.', 'Password is required.'], code: 'ERR_VALIDATION' });
      r = await t.app.inject({ method: 'POST', url: '/api/v1/test-login', payload: { username: 'nope', password: 'x', type: 'buyer' } });
      assert.deepEqual(r.json().errors, ['Invalid Email.']);
      r = await t.app.inject({ method: 'POST', url: '/api/v1/test-contact', payload: { email: 'bad' } });
      assert.deepEqual(r.json().errors, ['Name is required', 'Invalid email address', 'Message is required']);
    });

    test('valid input reaches the handler parsed (trimmed)', async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test-login',
        payload: { username: ' a@b.co ', password: 'x', type: 'seller' },
      });
      assert.equal(r.statusCode, 200);
      assert.equal(r.json().body.username, 'a@b.co');
    });

    test('an AppError keeps its status and text', async () => {
      const r = await t.app.inject({ url: '/api/v1/test-conflict' });
      assert.equal(r.statusCode, 409);
      assert.deepEqual(r.json(), { errors: ['This brand already exists.'], code: 'ERR_CONFLICT' });
    });

    test('an unexpected failure answers 500 without its details', async () => {
      const r = await t.app.inject({ url: '/api/v1/test-crash' });
      assert.equal(r.statusCode, 500);
      assert.deepEqual(r.json(), { errors: ['Something went wrong on our side. Please try again.'], code: 'ERR_INTERNAL' });
      assert.doesNotMatch(r.body, /hunter2/);
    });
  });
}

describe('error catalogue', () => {
  test('every code has a status and a message; 401 carries the login message', () => {
    for (const [code, e] of Object.entries(errorCatalogue)) {
      assert.ok(e.status >= 400 && e.message.length > 0, code);
    }
    assert.deepEqual(toErrorResponse(new AppError('ERR_UNAUTHENTICATED')).body, {
      errors: ['Please login to continue.'],
      code: 'ERR_UNAUTHENTICATED',
      message: 'Please login to continue.',
    });
  });
});
