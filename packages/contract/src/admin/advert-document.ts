import { videoUnreadableMessage } from '@xchange/contract/core';

/** What an advert's document may be: pictures and videos every browser shows, checked again by content on the server. */
export const advertDocumentTypes = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm'] as const;
export const advertDocumentMaxBytes = { image: 10 * 1024 * 1024, video: 50 * 1024 * 1024 } as const;
export const advertDocumentMessages = {
  type: 'Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).',
  tooLarge: 'Pictures may be at most 10 MB and videos at most 50 MB.',
  noVideoTrack: videoUnreadableMessage,
} as const;

/** Why a picked file cannot be an advert's document, or undefined when it can. */
export function advertDocumentProblem(file: { type: string; size: number }): string | undefined {
  if (!(advertDocumentTypes as readonly string[]).includes(file.type)) return advertDocumentMessages.type;
  const kind = file.type.startsWith('video/') ? 'video' : 'image';
  return file.size > advertDocumentMaxBytes[kind] ? advertDocumentMessages.tooLarge : undefined;
}
