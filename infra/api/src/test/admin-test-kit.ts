import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './test-users.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart body: text fields (arrays repeat the field) and files. */
export function multipartBody(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = `----xchange${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Calls /api/v1/<url> as `who` (or as a visitor) with a JSON body or a multipart body. */
export function caller(t: TestApp) {
  return async (method: Method, url: string, who?: TestUser, body?: object | ReturnType<typeof multipartBody>) => {
    const isMultipart = !!body && 'payload' in body && Buffer.isBuffer((body as { payload: unknown }).payload);
    const r = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(who?.auth ?? {}), ...(isMultipart ? (body as ReturnType<typeof multipartBody>).headers : {}) },
      ...(body ? { payload: isMultipart ? (body as ReturnType<typeof multipartBody>).payload : (body as object) } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
    return { status: r.statusCode, body: r.body ? (r.json() as Record<string, any>) : {} };
  };
}
