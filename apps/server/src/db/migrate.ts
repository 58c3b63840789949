import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary but fixed: every instance must take the same advisory lock. ("LENDLINE" in hex.) */
const MIGRATION_LOCK_KEY = '4c454e444c494e45';
const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies the pending migrations, forward only, in one transaction. The transaction first
 * takes a PostgreSQL advisory lock, so when several instances start together one migrates
 * and the others wait, then find nothing left to do. An applied file whose content changed
 * stops the start: released migrations are never edited.
 */
export async function migrate(database: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return database.transaction(async (session) => {
    await session.query(`SELECT pg_advisory_xact_lock(x'${MIGRATION_LOCK_KEY}'::bigint)`);
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await session.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    const done: string[] = [];
    for (const migration of all) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await session.exec(migration.sql);
      await session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.name);
    }
    return done;
  });
}

/** The newest migration this build carries, by file name (readiness compares the database's with it, ADR 090). */
export async function latestMigrationName(dir = MIGRATIONS_DIR): Promise<string | null> {
  const names = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  return names.at(-1) ?? null;
}
