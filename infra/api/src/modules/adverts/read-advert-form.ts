import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { advertMaxBytes, advertMediaTexts } from './advert-media.ts';

/** The text fields and the optional `document` file of a multipart advert request (tags may repeat or be comma-separated). */
export async function readAdvertMultipart(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; document?: Buffer }> {
  const fields: Record<string, unknown> = {};
  let document: Buffer | undefined;
  const tags: string[] = [];
  for await (const part of req.parts({ limits: { fileSize: advertMaxBytes.video, files: 1, fields: 30 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'document') {
        await part.toBuffer().catch(() => undefined);
        throw new AppError('ERR_VALIDATION', 'Only one file, named "document", may be sent.');
      }
      document = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ERR_PAYLOAD_TOO_LARGE', advertMediaTexts.tooLarge);
        throw err;
      });
      if (document.length === 0) document = undefined;
    } else if (part.fieldname === 'tags' || part.fieldname === 'tags[]') {
      tags.push(String(part.value));
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (tags.length) fields.tags = tags.flatMap((t) => t.split(','));
  return { fields, ...(document ? { document } : {}) };
}
