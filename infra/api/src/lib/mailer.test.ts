import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { createMailer } from './mailer.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'xchange-outbox-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('mailer outbox', () => {
  test('without SMTP each message becomes an .eml file with a .json sidecar', async () => {
    const mailer = createMailer({ outboxDir: path.join(dir, 'outbox') });
    const sent = await mailer.send({ to: 'buyer@demo.test', subject: 'Your verification code', text: 'Your code is 4821.' });
    const files = readdirSync(path.join(dir, 'outbox')).sort();
    assert.equal(files.length, 2);
    assert.ok(sent.file && files.includes(path.basename(sent.file)));
    const eml = readFileSync(
      path.join(
        dir,
        'outbox',
        files.find((f) => f.endsWith('.eml'))!,
      ),
      'utf8',
    );
    assert.match(eml, /^To: buyer@demo\.test$/m);
    assert.match(eml, /Your code is 4821\./);
    const json = JSON.parse(
      readFileSync(
        path.join(
          dir,
          'outbox',
          files.find((f) => f.endsWith('.json'))!,
        ),
        'utf8',
      ),
    );
    assert.deepEqual(json, { to: 'buyer@demo.test', subject: 'Your verification code', text: 'Your code is 4821.' });
    mailer.close();
  });
});
