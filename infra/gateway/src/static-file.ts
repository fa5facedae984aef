import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The file `relative` names inside `root`, or null when it is missing, a folder, or outside the root. */
export async function findStaticFile(root: string, relative: string): Promise<string | null> {
  if (relative === '' || relative.includes('\0')) return null;
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}
