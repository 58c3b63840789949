import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { initPgliteDirInChild } from '../src/db/pglite-dir.ts';

const root = mkdtempSync(join(tmpdir(), 'lendline-pglite-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const query = async (dataDir: string, sql: string) => {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    return await database.transaction((session) => session.query<Record<string, unknown>>(sql));
  } finally {
    await database.close();
  }
};

describe('the embedded database in a directory (ADR 060)', () => {
  it('is created by initdb in a child process, then opened, migrated and kept across a restart', async () => {
    const dataDir = join(root, 'data');
    const [settings] = await query(dataDir, "SELECT current_setting('shared_buffers') AS buffers, count(*)::int AS users FROM users");
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    // The smaller buffer pool this process asked for, not initdb's 128 MB.
    expect(settings).toEqual({ buffers: '32MB', users: 0 });
    const [again] = await query(dataDir, 'SELECT count(*)::int AS migrations FROM schema_migrations');
    expect(Number(again?.migrations)).toBeGreaterThan(20);
  }, 120_000);

  it('leaves an existing directory alone and says what failed when initdb cannot run', async () => {
    await expect(initPgliteDirInChild(join(root, 'data'))).resolves.toBeUndefined();
    // A file where the directory should be: the child fails, and the error names the directory.
    const blocked = join(root, 'blocked');
    writeFileSync(blocked, 'not a directory');
    await expect(initPgliteDirInChild(join(blocked, 'pglite'))).rejects.toThrow(/creating the embedded database in .*blocked/);
  }, 60_000);
});
