import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { endpoints, profilePictureMessage, profilePictureType, type ProfilePictureQuery } from '@xchange/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { publishMedia, removeMedia } from '../../lib/media-store.ts';
import { jpegVariants, closeIfUnread, readSingleFile, requireMediaType } from '../../lib/uploads/index.ts';
import { setProfilePhoto, toBuyerProfile, toSellerProfile } from './service.ts';

/** The contract's client-side cap (profilePictureSchema), enforced again here. */
export const maxPictureBytes = 10 * 1024 * 1024;
export const pictureTooLarge = 'Pictures must be at most 10 MB.';
/** Edge lengths of the stored square JPEGs: `<name>.jpg` and its thumbnail `<name>-thumb.jpg`. */
export const pictureSizes = { full: 512, thumb: 96 } as const;
const urlPrefix = '/media/profiles/';

/** Sniffs, re-encodes and stores a profile picture; answers its public url. */
async function storePicture(app: FastifyInstance, userId: number, data: Buffer): Promise<string> {
  await requireMediaType(data, [profilePictureType], profilePictureMessage);
  const variants = await jpegVariants(data, pictureSizes, profilePictureMessage);
  const dir = path.join(app.config.mediaDir, 'profiles');
  await mkdir(dir, { recursive: true });
  const name = `${userId}-${randomBytes(9).toString('base64url')}`;
  await writeFile(path.join(dir, `${name}.jpg`), variants.full);
  await writeFile(path.join(dir, `${name}-thumb.jpg`), variants.thumb);
  await publishMedia(app.config.mediaDir, 'profiles', [`${name}.jpg`, `${name}-thumb.jpg`]);
  return `${urlPrefix}${name}.jpg`;
}

/** Names are never reused (immutable caching), so a replaced picture's files are removed. */
async function removePicture(app: FastifyInstance, url: string | null): Promise<void> {
  if (!url?.startsWith(urlPrefix)) return;
  const name = path.basename(url, '.jpg');
  await removeMedia(app.config.mediaDir, 'profiles', [`${name}.jpg`, `${name}-thumb.jpg`]);
}

/** PUT signup/upload{Buyer,Seller}ProfilePicture?email=: multipart 'file', the signed-in owner's own email only. */
export async function pictureRoutes(app: ApiApp) {
  await app.register(multipart, { limits: { fileSize: maxPictureBytes, files: 1, fields: 5, parts: 6 } });

  // another account's email is refused before the picture is read (preValidation: the query is not parsed yet)
  const ownEmail = async (req: FastifyRequest<{ Querystring: Partial<Record<keyof ProfilePictureQuery, unknown>> }>) => {
    const email = req.query.email;
    if (typeof email !== 'string' || email.trim().toLowerCase() !== req.user!.email.toLowerCase()) throw new AppError('ERR_FORBIDDEN');
  };
  const upload = async (req: FastifyRequest) => {
    const user = req.user!;
    const { data } = await readSingleFile(req, {
      field: 'file',
      maxBytes: maxPictureBytes,
      tooLarge: pictureTooLarge,
      missing: profilePictureMessage,
    });
    const url = await storePicture(app, user.id, data);
    const { user: row, previous } = await setProfilePhoto(app.db, user.id, url);
    await removePicture(app, previous).catch((err: unknown) => req.log.warn({ err }, 'old profile picture not removed'));
    return { ...(row.role === 'seller' ? toSellerProfile(row) : toBuyerProfile(row)), profilePhoto: url };
  };

  const tags = ['profile'];
  const buyer = endpointRoute(app, endpoints.uploadBuyerProfilePicture, {
    tags,
    summary: "Upload the buyer's picture (JPEG, checked by content)",
  });
  app.put(buyer.url, { ...buyer.options, preValidation: ownEmail, onSend: closeIfUnread }, upload);
  const seller = endpointRoute(app, endpoints.uploadSellerProfilePicture, {
    tags,
    summary: "Upload the seller's picture (JPEG, checked by content)",
  });
  app.put(seller.url, { ...seller.options, preValidation: ownEmail, onSend: closeIfUnread }, upload);
}
