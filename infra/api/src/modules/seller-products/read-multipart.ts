import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { streamToTempFile, type TempUpload } from '../../lib/uploads/index.ts';
import type { ProductMediaConfig } from './media.ts';

export interface ProductMultipart {
  fields: Record<string, unknown>;
  /** Streamed files by field name, in the order sent. */
  files: Record<string, TempUpload[]>;
  /** Removes every temporary file not yet consumed. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart product request: text fields (tags and payment terms may repeat or be comma-separated) and the files of the allowed
 * fields, each streamed to a temporary file under the media folder (at most `media.maxBytes.video` each; the real
 * per-kind cap is checked once the content is known). Any other file field is refused.
 */
export async function readProductMultipart(
  req: FastifyRequest,
  media: ProductMediaConfig,
  allowed: Record<string, number>,
): Promise<ProductMultipart> {
  if (!req.isMultipart()) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', 'The request is not multipart.');
  const fields: Record<string, unknown> = {};
  const files: Record<string, TempUpload[]> = {};
  const tags: string[] = [];
  const terms: string[] = [];
  const discard = async () => {
    await Promise.all(
      Object.values(files)
        .flat()
        .map((f) => f.remove()),
    );
  };
  const tmpDir = path.join(media.mediaDir, 'products', '.incoming');
  try {
    for await (const part of req.parts({ limits: { fileSize: media.maxBytes.video + 1 } })) {
      if (part.type === 'file') {
        const field = part.fieldname.replace(/\[\d*\]$/, '');
        const list = (files[field] ??= []);
        if (!(field in allowed) || list.length >= allowed[field]!) {
          part.file.resume();
          throw new AppError(
            'ERR_VALIDATION',
            field in allowed
              ? `At most ${allowed[field]} file(s) may be sent as "${field}".`
              : `Unexpected file field "${field}"; send ${Object.keys(allowed)
                  .map((f) => `"${f}"`)
                  .join(' or ')}.`,
          );
        }
        const upload = await streamToTempFile(part.file, tmpDir, media.maxBytes.video, media.texts.tooLarge);
        if (upload.size === 0) await upload.remove();
        else list.push(upload);
      } else if (part.fieldname === 'tags' || part.fieldname === 'tags[]') {
        tags.push(String(part.value));
      } else if (part.fieldname === 'paymentTerms' || part.fieldname === 'paymentTerms[]') {
        terms.push(String(part.value));
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    await discard();
    throw err;
  }
  if (tags.length) fields.tags = tags.flatMap((t) => t.split(','));
  if (terms.length) fields.paymentTerms = terms.flatMap((t) => t.split(','));
  return { fields, files, discard };
}
