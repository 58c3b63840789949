import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database, type OpenOptions } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set (CI), a new PostgreSQL database created on that server and
 * dropped afterwards, so test files can run in parallel without seeing each other.
 */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** Opens a handle; on PostgreSQL each call is a separate pool (a second "instance"). */
  open(options?: OpenOptions): Promise<Database>;
  /** Closes every handle opened here and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/**
 * `empty`: no tables at all, for the tests of migrating itself. Otherwise a PGlite database
 * starts already migrated, from the image the global setup made (pglite-image.ts); migrating it
 * again finds nothing to do, as on any restart. Both start from an image, never from initdb.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  return TEST_DATABASE_URL ? createPostgresDatabase(TEST_DATABASE_URL, options.empty === true) : createPgliteDatabase(options.empty === true);
}

async function createPgliteDatabase(empty: boolean): Promise<TestDatabase> {
  let database: Database | undefined;
  const imageFile = inject(empty ? 'pgliteEmptyImage' : 'pgliteImage');
  return {
    kind: 'pglite',
    // One in-memory database per file: every open() returns the same handle.
    async open(openOptions) {
      database ??= await openDatabase(imageFile ? { memory: true, image: new Blob([await readFile(imageFile)]) } : { memory: true }, openOptions);
      return database;
    },
    async dispose() {
      await database?.close();
    },
  };
}

async function createPostgresDatabase(adminUrl: string, empty: boolean): Promise<TestDatabase> {
  const name = `lendline_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? '' : inject('postgresTemplate');
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const handles: Database[] = [];
  return {
    kind: 'postgres',
    async open(openOptions) {
      const database = await openDatabase({ url: databaseUrl(adminUrl, name) }, openOptions);
      handles.push(database);
      return database;
    },
    async dispose() {
      await Promise.all(handles.map((h) => h.close()));
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}


/**
 * Registers the hooks of a file that needs only a migrated database of its own (no app):
 * `database` is set before the file's first test and disposed of after its last.
 */
export function useMigratedDatabase(): { database: Database } {
  const state = {} as { database: Database };
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    state.database = await testDb.open();
    await migrate(state.database);
  });
  afterAll(() => testDb?.dispose());
  return state;
}

/**
 * The same for a data migration's test: the database is migrated up to just before migration
 * `first`, given the rows a release before it wrote (`rows`, SQL statements), then migrated to
 * the end. `run` reads what the migrations made of those rows.
 */
export function useRowsMigratedFrom(first: string, rows: () => readonly string[]) {
  let testDb: TestDatabase | undefined;
  let database: Database;
  const run = <R>(sql: string): Promise<R[]> => database.transaction((s) => s.query<R>(sql));
  beforeAll(async () => {
    testDb = await createTestDatabase({ empty: true });
    database = await testDb.open();
    const files = await readMigrations();
    await migrate(database, files.filter((f) => f.name < first));
    for (const statement of rows()) await run(statement);
    await migrate(database, files);
  });
  afterAll(() => testDb?.dispose());
  return { run };
}
