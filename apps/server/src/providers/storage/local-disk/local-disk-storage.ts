import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageKey, type FileStorage } from '../types.ts';

/**
 * Files under `dir` (DATA_DIR/uploads by default), owner-only: directories 0700, files
 * 0600, so other accounts on the host cannot read identity photos. Config refuses a
 * directory inside WEB_DIST, which the server publishes.
 */
/**
 * A directory's entries reach the disk with it: a file created in it is found after a crash
 * only once the directory is flushed too. Where a directory cannot be opened for that
 * (Windows), the file's own flush is what there is.
 */
async function syncDirectory(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch {
    // EINVAL/EISDIR on a platform that cannot flush a directory: nothing more to do.
  } finally {
    await handle.close();
  }
}

export function createLocalDiskStorage(dir: string): FileStorage {
  // Two-character fan-out keeps any one directory small after years of uploads.
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, key.slice(0, 2), key);
  };
  return {
    name: 'local',
    /**
     * On the disk before it answers, not only in the page cache: an upload's row and job are
     * committed right after (ADR 056), and a crash must not leave them pointing at nothing.
     */
    async put(key, bytes) {
      const folder = join(dir, key.slice(0, 2));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = await open(pathOf(key), 'wx', 0o600);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await syncDirectory(folder);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
