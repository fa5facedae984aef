import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Models whose demo listings carry a short video of our own (rendered once with ffmpeg, kept in seed/media). */
const demoVideos: Record<string, string> = {
  DSOX3034A: 'keysight-dsox3034a-demo.webm',
};

const sourceDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

/** Copies the model's demo video into the media folder and answers its /media url; undefined for other models. */
export function demoVideoOf(mediaDir: string, model: string): string | undefined {
  const file = demoVideos[model];
  if (!file) return undefined;
  const dir = path.join(mediaDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, file);
  if (!existsSync(target)) copyFileSync(path.join(sourceDir, file), target);
  return `/media/seed/${file}`;
}
