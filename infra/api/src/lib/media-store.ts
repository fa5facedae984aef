import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.ts';

/**
 * Media live under DATA_DIR/media (the default), or with S3_BUCKET in an S3 bucket under the same names
 * (`products/…`, `adverts/…`, `profiles/…`, `seed/…`), so a `/media/…` url means the same file in both
 * (docs/architecture.md §11). Every writer first writes the file into the media folder as before; `publishMedia`
 * then streams it to the bucket and removes the local copy, so no API process keeps media on its own disk.
 */
export interface MediaBucket {
  client: S3Client;
  bucket: string;
}

const buckets = new Map<string, MediaBucket>();

/** Media of `mediaDir` go to this bucket from now on (called once per app). */
export function attachMediaBucket(mediaDir: string, s3: S3Settings): MediaBucket {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
  });
  const b = { client, bucket: s3.bucket };
  buckets.set(path.resolve(mediaDir), b);
  return b;
}

export function forgetMediaBucket(mediaDir: string): void {
  buckets.get(path.resolve(mediaDir))?.client.destroy();
  buckets.delete(path.resolve(mediaDir));
}

export const mediaBucketOf = (mediaDir: string): MediaBucket | undefined => buckets.get(path.resolve(mediaDir));

const types: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};
export const mediaTypeOf = (name: string): string => types[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/** Moves files just written to `mediaDir/folder/` into the bucket (streamed), when there is one; else leaves them. */
export async function publishMedia(mediaDir: string, folder: string, names: string[]): Promise<void> {
  const b = mediaBucketOf(mediaDir);
  if (!b) return;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(mediaDir, folder, name);
      const upload = new Upload({
        client: b.client,
        params: {
          Bucket: b.bucket,
          Key: `${folder}/${name}`,
          Body: createReadStream(file),
          ContentType: mediaTypeOf(name),
          CacheControl: 'public, max-age=31536000, immutable',
        },
      });
      await upload.done();
      await rm(file, { force: true });
    }),
  );
}

/** Removes stored files, from the media folder and from the bucket. */
export async function removeMedia(mediaDir: string, folder: string, names: string[]): Promise<void> {
  await Promise.all(names.map((n) => rm(path.join(mediaDir, folder, n), { force: true })));
  const b = mediaBucketOf(mediaDir);
  if (!b || !names.length) return;
  await b.client.send(
    new DeleteObjectsCommand({ Bucket: b.bucket, Delete: { Objects: names.map((n) => ({ Key: `${folder}/${n}` })), Quiet: true } }),
  );
}

/** Moves every file of the media folder into the bucket (after the demo seed wrote its pictures and video). */
export async function publishMediaFolder(mediaDir: string): Promise<number> {
  if (!mediaBucketOf(mediaDir)) return 0;
  const entries = await readdir(mediaDir, { recursive: true }).catch(() => [] as string[]);
  let moved = 0;
  for (const entry of entries.map(String)) {
    if (entry.split(path.sep).some((part) => part.startsWith('.'))) continue;
    if (!(await stat(path.join(mediaDir, entry))).isFile()) continue;
    await publishMedia(mediaDir, path.dirname(entry), [path.basename(entry)]);
    moved += 1;
  }
  return moved;
}

/** One object of the bucket, for the /media route; undefined when there is no such object. */
export async function readMediaObject(
  b: MediaBucket,
  key: string,
  range: string | undefined,
): Promise<{ body: Readable; type: string; length?: number; range?: string } | undefined> {
  try {
    const r = await b.client.send(new GetObjectCommand({ Bucket: b.bucket, Key: key, Range: range }));
    return { body: r.Body as Readable, type: r.ContentType ?? mediaTypeOf(key), length: r.ContentLength, range: r.ContentRange };
  } catch (err) {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return undefined;
    throw err;
  }
}
