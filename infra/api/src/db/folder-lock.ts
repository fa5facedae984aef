import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class FolderLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database at ${dir} is already open in process ${pid}. ` +
        'Two processes writing one PGlite folder lose data: stop the other API process, ' +
        'or set DATA_DIR to another folder, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'FolderLockedError';
  }
}

const held = new Set<string>();
process.once('exit', () => held.forEach((f) => rmSync(f, { force: true })));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<dir>.lock` holding our pid; a lock left by a dead process is taken over. Returns the release function. */
export function lockFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        if (held.delete(file)) rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid > 0 && isAlive(pid)) throw new FolderLockedError(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}.`);
}
