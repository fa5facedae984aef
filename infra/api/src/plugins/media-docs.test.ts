import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drivers } from '../test/test-db.ts';

for (const driver of drivers) {
  describe(`media and API docs (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(driver);
      mkdirSync(path.join(t.config.mediaDir, 'products'), { recursive: true });
      writeFileSync(path.join(t.config.mediaDir, 'products', 'a1b2.webp'), Buffer.from('RIFF0000WEBPVP8 '));
    });
    after(() => t.close());

    test('files under DATA_DIR/media are served at /media with a long immutable cache', async () => {
      const r = await t.app.inject({ url: '/media/products/a1b2.webp' });
      assert.equal(r.statusCode, 200);
      assert.equal(r.headers['content-type'], 'image/webp');
      assert.match(String(r.headers['cache-control']), /max-age=31536000/);
      assert.match(String(r.headers['cache-control']), /immutable/);
    });

    test('media paths cannot leave the media folder', async () => {
      for (const url of ['/media/../jwt-secret', '/media/%2e%2e/jwt-secret', '/media/products/../../jwt-secret']) {
        const r = await t.app.inject({ url });
        assert.notEqual(r.statusCode, 200, url);
        assert.doesNotMatch(r.body, new RegExp(t.config.jwtSecret));
      }
    });

    test('OpenAPI JSON at /api/docs/json lists /api/v1/health; the UI is served offline', async () => {
      const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
      assert.equal(doc.openapi, '3.0.3');
      assert.ok(doc.paths['/api/v1/health']?.get, Object.keys(doc.paths).join(', '));
      assert.ok(doc.paths['/api/v1/ready']?.get);
      const ui = await t.app.inject({ url: '/api/docs/' });
      assert.equal(ui.statusCode, 200);
      assert.match(ui.headers['content-type'] as string, /text\/html/);
    });
  });
}
