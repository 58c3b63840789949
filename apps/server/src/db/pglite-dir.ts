import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** Beside this module in src/db, and copied beside the bundle in dist/ (build/bundle.ts). */
const INITDB_SCRIPT = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));

/**
 * PGlite's own start parameters plus a smaller buffer pool (ADR 060). Its default
 * shared_buffers is 128 MB, allocated and zeroed inside the WebAssembly memory at start, so
 * resident whether used or not; the embedded database serves one developer or a small
 * deployment, and its files are in the system's page cache anyway. 32 MB measured the same
 * resident size as 16 MB (the rest is PGlite's code and heap).
 */
export const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Makes sure `dataDir` holds a database, running initdb in a child process when it does not.
 * In-process, PGlite's first start runs initdb in a second WebAssembly instance whose memory
 * the process keeps after it is closed: 885-920 MB resident against 450 MB on a restart.
 */
export async function initPgliteDirInChild(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [INITDB_SCRIPT, dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-2000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`);
}

/** Opens (creating when needed) the embedded database in a directory. */
export async function openPgliteDir(dataDir: string): Promise<PGlite> {
  await initPgliteDirInChild(dataDir);
  return PGlite.create(dataDir, { startParams: EMBEDDED_START_PARAMS });
}
