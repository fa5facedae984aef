import { parseBuffer, parseFile, type IAudioMetadata } from 'music-metadata';

const options = { duration: false, skipCovers: true } as const;

async function hasVideo(read: () => Promise<IAudioMetadata>): Promise<boolean> {
  try {
    return (await read()).format.hasVideo === true;
  } catch {
    return false; // a container that does not parse is no video, whatever its first bytes said
  }
}

/**
 * True when the file on disk parses as a media container (MP4/ISO-BMFF or Matroska/WebM, read by music-metadata,
 * which seeks past the media data rather than reading it) that declares a video track.
 */
export const fileHasVideoTrack = (file: string): Promise<boolean> => hasVideo(() => parseFile(file, options));

/** The same check for an upload held in memory, parsed as the container its magic bytes named. */
export const bufferHasVideoTrack = (data: Uint8Array, mimeType: string): Promise<boolean> =>
  hasVideo(() => parseBuffer(data, { mimeType }, options));
