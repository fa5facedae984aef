import { videoUnreadableMessage } from '@xchange/contract/core';

/** Upload types accepted for product and advertisement media (docs/product.md §5: image and video). */
export const productMediaTypes = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm'] as const;
/** Largest accepted product upload per kind (issue 7): pictures 15 MB, videos 200 MB. */
export const productMediaMaxBytes = { image: 15 * 1024 * 1024, video: 200 * 1024 * 1024 } as const;
/** What a seller reads when a picked file cannot be used (the form checks before sending, the API again by content). */
export const productMediaMessages = {
  type: 'Please choose a picture (JPEG, PNG, WebP) or a video (MP4, WebM).',
  tooLarge: 'Pictures may be at most 15 MB and videos at most 200 MB.',
  unreadable: 'This picture could not be read.',
  pixelFlood: 'This picture has too many pixels (more than 40 megapixels). Please upload a smaller picture.',
  noVideoTrack: videoUnreadableMessage,
} as const;

/** Why a picked file cannot be product media, or undefined when it can (by its announced type; the API sniffs the content). */
export function productMediaProblem(file: { type: string; size: number }): string | undefined {
  if (!(productMediaTypes as readonly string[]).includes(file.type)) return productMediaMessages.type;
  const kind = file.type.startsWith('video/') ? 'video' : 'image';
  return file.size > productMediaMaxBytes[kind] ? productMediaMessages.tooLarge : undefined;
}
