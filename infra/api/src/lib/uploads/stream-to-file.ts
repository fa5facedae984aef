import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors.ts';

/** An upload written to a temporary file; `remove()` is safe to call more than once. */
export interface TempUpload {
  path: string;
  size: number;
  remove(): Promise<void>;
}

/**
 * Streams an uploaded file to a temporary file under `dir`, never holding it whole in memory (a 200 MB video costs a
 * few chunks of RAM). More than `maxBytes` answers 413 ERR_PAYLOAD_TOO_LARGE with `tooLarge` and leaves nothing behind.
 */
export async function streamToTempFile(
  source: Readable & { truncated?: boolean },
  dir: string,
  maxBytes: number,
  tooLarge?: string,
): Promise<TempUpload> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `.upload-${randomBytes(9).toString('base64url')}`);
  const remove = () => rm(file, { force: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) done(new AppError('ERR_PAYLOAD_TOO_LARGE', tooLarge));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(file));
  } catch (err) {
    await remove();
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ERR_PAYLOAD_TOO_LARGE', tooLarge);
    throw err;
  }
  // @fastify/multipart's own fileSize limit ends the stream early and marks it truncated
  if (source.truncated) {
    await remove();
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', tooLarge);
  }
  return { path: file, size, remove };
}
