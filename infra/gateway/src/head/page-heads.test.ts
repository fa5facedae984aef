import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { listingNotFoundHead, pageHeadFor, pageHeads } from './page-heads.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** The text of every source file of the remotes that set these titles (read as text: the gateway imports no app). */
async function remoteSources(): Promise<string> {
  const texts: string[] = [];
  for (const remote of ['mf-marketing', 'mf-shop']) {
    const dir = path.join(root, remote, 'src');
    for (const file of await readdir(dir, { recursive: true })) {
      if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) texts.push(await readFile(path.join(dir, file), 'utf8'));
    }
  }
  return texts.join('\n');
}

describe('page heads', () => {
  it("say what each page's remote sets once mounted, word for word", async () => {
    const sources = await remoteSources();
    for (const [page, head] of [...Object.entries(pageHeads), ['/product/:id', listingNotFoundHead] as const]) {
      assert.ok(sources.includes(`'${head.title}'`), `${page}: title "${head.title}" is not a title the remote sets`);
      assert.ok(sources.includes(`'${head.description}'`), `${page}: description "${head.description}" is not the remote's`);
    }
  });

  it('find a page with or without its trailing slash, and nothing for other paths', () => {
    assert.equal(pageHeadFor('/faq/')?.title, 'Frequently Asked Questions');
    assert.equal(pageHeadFor('/')?.title, 'Coming Soon');
    for (const path of ['/overview', '/constructor', '/toString', '/product/7', '//']) assert.equal(pageHeadFor(path), undefined, path);
  });
});
