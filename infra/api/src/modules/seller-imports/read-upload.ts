import type { FastifyRequest } from 'fastify';
import { importMaxBytes, importTexts } from '@xchange/contract';
import { AppError } from '../../lib/errors.ts';

/** The multipart fields of POST seller/imports and its one file, held in memory (at most importMaxBytes). */
export async function readImportUpload(req: FastifyRequest): Promise<{ fields: Record<string, string>; data: Buffer; fileName: string }> {
  if (!req.isMultipart()) throw new AppError('ERR_VALIDATION', importTexts.fileRequired);
  const fields: Record<string, string> = {};
  let file: { data: Buffer; fileName: string } | undefined;
  for await (const part of req.parts({ limits: { fileSize: importMaxBytes, files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || file) {
      part.file.resume();
      throw new AppError('ERR_VALIDATION', importTexts.fileRequired);
    }
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ERR_PAYLOAD_TOO_LARGE', importTexts.fileTooLarge);
      throw err;
    });
    if (part.file.truncated) throw new AppError('ERR_PAYLOAD_TOO_LARGE', importTexts.fileTooLarge);
    file = { data, fileName: part.filename.slice(0, 200) };
  }
  if (!file?.data.length) throw new AppError('ERR_VALIDATION', importTexts.fileRequired);
  return { fields, ...file };
}
