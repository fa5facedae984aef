import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Uploaded and seeded media under /media; names are content-addressed or never reused, so caching is long and immutable.
 * Calibration certificates are stored below it but never served here: GET product/:id/certificate sends them as a
 * download (docs/product.md §2.9), so a PDF never opens inline from our origin.
 */
export async function registerMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathname) => !pathname.toLowerCase().startsWith('/certificates/'),
  });
}
