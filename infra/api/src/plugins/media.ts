import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../lib/errors.ts';
import { mediaBucketOf, readMediaObject } from '../lib/media-store.ts';

const isCertificate = (key: string) => key.toLowerCase().startsWith('certificates/');

/**
 * Uploaded and seeded media under /media; names are content-addressed or never reused, so caching is long and
 * immutable. From the media folder, or with S3_BUCKET from the bucket, streamed through (byte ranges for video).
 * Calibration certificates are stored below it but never served here: GET product/:id/certificate sends them as a
 * download (docs/product.md §2.9), so a PDF never opens inline from our origin.
 */
export async function registerMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  mkdirSync(mediaDir, { recursive: true });
  const bucket = mediaBucketOf(mediaDir);
  if (bucket) {
    app.get('/media/*', async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!/^[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/.test(key) || key.includes('..') || isCertificate(key))
        return reply.code(404).send(errorBody('ERR_NOT_FOUND'));
      const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
      const found = await readMediaObject(bucket, key, range).catch((err: unknown) => {
        if ((err as { name?: string }).name === 'InvalidRange') return 'bad-range' as const;
        throw err;
      });
      if (found === 'bad-range') return reply.code(416).send(errorBody('ERR_BAD_REQUEST', ['The requested range is not in this file.']));
      if (!found) return reply.code(404).send(errorBody('ERR_NOT_FOUND'));
      reply
        .code(found.range ? 206 : 200)
        .header('content-type', found.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      if (found.length !== undefined) reply.header('content-length', found.length);
      if (found.range) reply.header('content-range', found.range);
      return reply.send(found.body);
    });
    return;
  }
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathname) => !isCertificate(pathname.replace(/^\//, '')),
  });
}
