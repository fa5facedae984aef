import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { importTexts } from '@xchange/contract';
import { loadConfig } from '../../config.ts';
import { fetchImage, ImageRefused, pinnedFetcher, type FetchAnswer, type Fetcher, type ImageSource } from './image-fetch.ts';
import { imageSourceOf } from './image-sources.ts';
import { publicAddressesOnly, publicAndLoopbackForTests, type Resolver } from './ssrf-guard.ts';

/** Documentation addresses stand in for public hosts: the fake fetcher answers them, nothing leaves this machine. */
const publicAddress = '93.184.215.14';

/** A resolver from a table and a fetcher that fails the test if it is ever asked for an address the policy refuses. */
function recorder(names: Record<string, string[]>, answers: Record<string, FetchAnswer> = {}) {
  const resolved: string[] = [];
  const fetched: string[] = [];
  const resolve: Resolver = async (host) => {
    resolved.push(host);
    return names[host] ?? [];
  };
  const fetch: Fetcher = async (target) => {
    assert.ok(publicAddressesOnly.allows(target.address), `a request was made to the refused address ${target.address}`);
    fetched.push(`${target.address} ${target.url.href}`);
    return answers[target.url.href] ?? { status: 200, body: Buffer.from('picture') };
  };
  const source: ImageSource = { resolve, fetch, policy: publicAddressesOnly, timeoutMs: 1000, maxBytes: 1024 };
  return { source, resolved, fetched };
}

const refusedWith = async (url: string, source: ImageSource, text: string = importTexts.imageAddress) =>
  assert.rejects(fetchImage(url, source), (err: unknown) => err instanceof ImageRefused && err.message === text);

describe('image address guard', () => {
  const refused = [
    'http://127.0.0.1/a.jpg',
    'http://127.1.2.3:8080/a.jpg',
    'http://10.0.0.5/a.jpg',
    'http://172.16.3.4/a.jpg',
    'http://172.31.255.1/a.jpg',
    'http://192.168.1.1/a.jpg',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/a.jpg',
    'http://0.0.0.0/a.jpg',
    'http://224.0.0.1/a.jpg',
    'http://[::1]/a.jpg',
    'http://[::]/a.jpg',
    'http://[::ffff:127.0.0.1]/a.jpg',
    'http://[::ffff:a9fe:a9fe]/a.jpg',
    'http://[fd00::1]/a.jpg',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[fe80::1]/a.jpg',
    'http://[64:ff9b::7f00:1]/a.jpg',
    'http://[2002:7f00:1::]/a.jpg',
    'file:///etc/passwd',
    'ftp://203.0.113.9/a.jpg',
    'gopher://example.com/',
    'http://user:secret@example.com/a.jpg',
    'not an address',
  ];
  for (const url of refused) {
    test(`${url} is refused without a request`, async () => {
      const r = recorder({});
      await refusedWith(url, r.source);
      assert.deepEqual(r.fetched, []);
    });
  }

  test('names that resolve to loopback, private or metadata addresses are refused without a request', async () => {
    const r = recorder({
      localhost: ['127.0.0.1', '::1'],
      'intranet.example': ['10.1.2.3'],
      'metadata.example': ['169.254.169.254'],
      'mixed.example': [publicAddress, '192.168.0.10'],
      'mapped.example': ['::ffff:10.0.0.1'],
    });
    for (const host of ['localhost', 'intranet.example', 'metadata.example', 'mixed.example', 'mapped.example'])
      await refusedWith(`https://${host}/a.jpg`, r.source);
    await refusedWith('https://nowhere.example/a.jpg', r.source);
    assert.deepEqual(r.resolved, [
      'localhost',
      'intranet.example',
      'metadata.example',
      'mixed.example',
      'mapped.example',
      'nowhere.example',
    ]);
    assert.deepEqual(r.fetched, []);
  });

  test('a public name is fetched from the address it resolved to (pinned)', async () => {
    const r = recorder({ 'cdn.example': [publicAddress] });
    assert.equal((await fetchImage('https://cdn.example/p.jpg', r.source)).toString(), 'picture');
    assert.deepEqual(r.fetched, [`${publicAddress} https://cdn.example/p.jpg`]);
  });

  test('a redirect into a private address is refused before it is followed; more than 3 redirects are not followed', async () => {
    const r = recorder(
      { 'cdn.example': [publicAddress], 'inside.example': ['10.0.0.7'] },
      {
        'https://cdn.example/moved.jpg': { status: 302, location: 'http://inside.example/secret.jpg' },
        'https://cdn.example/meta.jpg': { status: 301, location: 'http://169.254.169.254/latest/' },
        'https://cdn.example/r0': { status: 302, location: '/r1' },
        'https://cdn.example/r1': { status: 302, location: '/r2' },
        'https://cdn.example/r2': { status: 302, location: '/r3' },
        'https://cdn.example/r3': { status: 302, location: '/r4' },
      },
    );
    await refusedWith('https://cdn.example/moved.jpg', r.source);
    await refusedWith('https://cdn.example/meta.jpg', r.source);
    await refusedWith('https://cdn.example/r0', r.source, importTexts.imageFetch);
    assert.deepEqual(
      r.fetched.map((f) => f.split(' ')[1]),
      ['https://cdn.example/moved.jpg', 'https://cdn.example/meta.jpg', ...[0, 1, 2, 3].map((n) => `https://cdn.example/r${n}`)],
    );
  });

  test('production never allows loopback: the app uses public addresses only unless a test injects a source', () => {
    assert.equal(imageSourceOf(loadConfig({ JWT_SECRET: 'x'.repeat(40) })).policy, publicAddressesOnly);
    assert.equal(publicAddressesOnly.allows('127.0.0.1'), false);
    assert.equal(publicAndLoopbackForTests.allows('127.0.0.1'), true);
    assert.equal(publicAndLoopbackForTests.allows('10.0.0.1'), false);
  });
});

describe('pinned fetcher (against a loopback server)', () => {
  let server: http.Server;
  let base: string;
  before(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/big') return res.end(Buffer.alloc(4096));
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000);
      if (req.url === '/hop') return res.writeHead(302, { location: '/small' }).end();
      if (req.url === '/missing') return res.writeHead(404).end();
      res.end('small');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://pictures.test:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  const source = (): ImageSource => ({
    resolve: async () => ['127.0.0.1'],
    fetch: pinnedFetcher,
    policy: publicAndLoopbackForTests,
    timeoutMs: 300,
    maxBytes: 1024,
  });

  test('connects to the pinned address under the URL host name, follows a checked redirect, caps size and time', async () => {
    assert.equal((await fetchImage(`${base}/small`, source())).toString(), 'small');
    assert.equal((await fetchImage(`${base}/hop`, source())).toString(), 'small');
    await refusedWith(`${base}/big`, source(), importTexts.imageTooLarge);
    await refusedWith(`${base}/slow`, source(), importTexts.imageFetch);
    await refusedWith(`${base}/missing`, source(), importTexts.imageFetch);
  });
});
