import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageKey, type FileStorage } from '../types.ts';

/**
 * Files under `dir` (DATA_DIR/uploads by default), owner-only: directories 0700, files
 * 0600, so other accounts on the host cannot read identity photos. Config refuses a
 * directory inside WEB_DIST, which the server publishes.
 */
export function createLocalDiskStorage(dir: string): FileStorage {
  // Two-character fan-out keeps any one directory small after years of uploads.
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, key.slice(0, 2), key);
  };
  return {
    name: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { mode: 0o600, flag: 'wx' });
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
