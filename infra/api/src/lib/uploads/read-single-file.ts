import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export interface SingleFileOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  tooLarge?: string;
  missing?: string;
}

/**
 * Reads the one file of a multipart request (needs @fastify/multipart in the route's scope) into memory, capped:
 * a bigger file answers 413 ERR_PAYLOAD_TOO_LARGE, a missing one 400 ERR_VALIDATION.
 */
export async function readSingleFile(req: FastifyRequest, o: SingleFileOptions): Promise<{ data: Buffer; filename: string }> {
  if (!req.isMultipart()) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', 'The request is not multipart.');
  const missing = o.missing ?? `Please choose a file (field "${o.field}").`;
  const part = await req.file({ limits: { fileSize: o.maxBytes, files: 1 } });
  if (!part || part.fieldname !== o.field) throw new AppError('ERR_VALIDATION', missing);
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ERR_PAYLOAD_TOO_LARGE', o.tooLarge);
    throw err;
  });
  if (data.length === 0) throw new AppError('ERR_VALIDATION', missing);
  return { data, filename: part.filename };
}
