export const mediaKinds = ['image', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** docs/product.md §5: profile pictures are JPEG only. */
export const profilePictureType = 'image/jpeg';
export const profilePictureMessage = 'Only JPEG pictures are accepted.';

/** True when a picked file may be used as a profile picture. */
export const isJpeg = (file: { type: string }): boolean => file.type === profilePictureType;

/** Media kind of a MIME type ('video/mp4' → 'video'), undefined for other files. */
export const mediaKindOf = (mime: string): MediaKind | undefined =>
  mime.startsWith('image/') ? 'image' : mime.startsWith('video/') ? 'video' : undefined;

/** A file that names itself MP4 or WebM but does not parse as one with a video track (the API answers 415). */
export const videoUnreadableMessage = 'This video could not be read: upload an MP4 or WebM file with a video track.';
