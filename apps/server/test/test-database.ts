import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set (CI), a new PostgreSQL database created on that server and
 * dropped afterwards, so test files can run in parallel without seeing each other.
 */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** Opens a handle; on PostgreSQL each call is a separate pool (a second "instance"). */
  open(): Promise<Database>;
  /** Closes every handle opened here and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  return TEST_DATABASE_URL ? createPostgresDatabase(TEST_DATABASE_URL) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  let database: Database | undefined;
  return {
    kind: 'pglite',
    // One in-memory database per file: every open() returns the same handle.
    async open() {
      database ??= await openDatabase({ memory: true });
      return database;
    },
    async dispose() {
      await database?.close();
    },
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `lendline_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handles: Database[] = [];
  return {
    kind: 'postgres',
    async open() {
      const database = await openDatabase({ url: url.toString() });
      handles.push(database);
      return database;
    },
    async dispose() {
      await Promise.all(handles.map((h) => h.close()));
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
