import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { importTexts } from '@xchange/contract';
import {
  AddressRefused,
  pinTarget,
  publicAddressesOnly,
  systemResolver,
  type AddressPolicy,
  type PinnedTarget,
  type Resolver,
} from './ssrf-guard.ts';

/** One answer of a request: a redirect's Location, or the body read up to the cap (`tooLarge` when it went past). */
export interface FetchAnswer {
  status: number;
  location?: string;
  body?: Buffer;
  tooLarge?: boolean;
}

/** Sends one GET to the pinned address, never following redirects itself. */
export type Fetcher = (target: PinnedTarget, limits: { timeoutMs: number; maxBytes: number }) => Promise<FetchAnswer>;

/** How images by URL are fetched: the resolver, the fetcher and the address policy (tests inject all three). */
export interface ImageSource {
  resolve: Resolver;
  fetch: Fetcher;
  policy: AddressPolicy;
  timeoutMs: number;
  maxBytes: number;
}

const maxRedirects = 3;

/** A picture address the seller must fix: the row error's text. */
export class ImageRefused extends Error {}

/** GET over http(s) to the pinned address (TLS still checks the certificate against the URL's host name). */
export const pinnedFetcher: Fetcher = (target, { timeoutMs, maxBytes }) =>
  new Promise((resolve, reject) => {
    const family = target.address.includes(':') ? 6 : 4;
    const pinned: LookupFunction = (_host, opts, done) => {
      if ((opts as { all?: boolean }).all)
        (done as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family }]);
      else done(null, target.address, family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    const req = client.get(target.url, { lookup: pinned, timeout: timeoutMs, headers: { accept: 'image/*' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy();
          resolve({ status, tooLarge: true });
        } else chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    // the socket timeout covers a silent server; the deadline covers a slow trickle
    const deadline = setTimeout(() => req.destroy(new Error('deadline')), timeoutMs);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.on('close', () => clearTimeout(deadline));
  });

/** Production: public addresses only, through the system resolver; 10 s and the picture upload limit. */
export const productionImageSource = (maxBytes: number): ImageSource => ({
  resolve: systemResolver,
  fetch: pinnedFetcher,
  policy: publicAddressesOnly,
  timeoutMs: 10_000,
  maxBytes,
});

/**
 * Downloads a picture: each address (the first and up to three redirects) is checked and pinned before a byte is sent
 * to it. Throws ImageRefused with the row error's text.
 */
export async function fetchImage(raw: string, source: ImageSource): Promise<Buffer> {
  let next: string | URL = raw;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    let target: PinnedTarget;
    try {
      target = await pinTarget(next, source.resolve, source.policy);
    } catch (err) {
      if (err instanceof AddressRefused) throw new ImageRefused(importTexts.imageAddress);
      throw err;
    }
    const answer = await source.fetch(target, { timeoutMs: source.timeoutMs, maxBytes: source.maxBytes }).catch(() => {
      throw new ImageRefused(importTexts.imageFetch);
    });
    if (answer.tooLarge) throw new ImageRefused(importTexts.imageTooLarge);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      next = new URL(answer.location, target.url);
      continue;
    }
    if (answer.status !== 200 || !answer.body?.length) throw new ImageRefused(importTexts.imageFetch);
    return answer.body;
  }
  throw new ImageRefused(importTexts.imageFetch);
}
