import sharp from 'sharp';
import { tinyWebm } from '../lib/uploads/fixtures/video-fixtures.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './test-users.ts';

export const picture = (format: 'jpeg' | 'png' = 'jpeg', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 248, g: 158, b: 35 } } })
    .toFormat(format)
    .toBuffer();

/** A real 16×16 WebM clip (VP8): a video must parse with a video track to be stored. */
export const webm = tinyWebm();

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A valid 16×16 PNG whose header (with a correct checksum) claims 60000 × 60000 pixels: a pixel flood. */
export async function pixelFloodPng(): Promise<Buffer> {
  const png = Buffer.from(await picture('png', 16, 16));
  png.writeUInt32BE(60000, 16);
  png.writeUInt32BE(60000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export type Part = [name: string, value: string | { data: Buffer; filename: string }];

/** Calls the API as a user with a multipart body built from `parts`. */
export async function multipartCall(t: TestApp, method: 'POST' | 'PUT', url: string, parts: Part[], as?: TestUser) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)]), value.filename);
  }
  const encoded = new Response(form);
  const r = await t.app.inject({
    method,
    url: `/api/v1/${url}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...(as ? as.auth : {}) },
  });
  return { status: r.statusCode, body: r.json() };
}

/** A JSON call as a user (or a visitor). */
export function jsonClient(t: TestApp) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { body?: object; as?: TestUser } = {}) => {
    const r = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(opts.body ? { payload: opts.body } : {}),
      headers: opts.as ? opts.as.auth : {},
    });
    return { status: r.statusCode, body: r.json() };
  };
}
