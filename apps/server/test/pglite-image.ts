import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory; empty when the tests run on PostgreSQL. */
    pgliteImage: string;
    /** The same before any migration (initdb only), for the tests of migrating itself; or empty. */
    pgliteEmptyImage: string;
    /** On PostgreSQL: a migrated database each test file's database is created from; else empty. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup of the server tests: initdb and the migrations once, dumped to a file,
 * so each of the ~100 test files loads a migrated database in about a second instead of
 * building one in five (the CI budget is minutes, and the machine has two cores). The data
 * directory right after initdb is dumped too: the migration tests start from it, not initdb.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
  if (postgresUrl) {
    project.provide('pgliteImage', '');
    project.provide('pgliteEmptyImage', '');
    const template = await createPostgresTemplate(postgresUrl);
    project.provide('postgresTemplate', template);
    return () => adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  project.provide('postgresTemplate', '');
  const client = await PGlite.create();
  const emptyFile = await dumpImage(client, 'empty');
  await migrate(openPglite(client));
  const file = await dumpImage(client, 'migrated');
  await client.close();
  project.provide('pgliteImage', file);
  project.provide('pgliteEmptyImage', emptyFile);
  return async () => {
    await rm(file, { force: true });
    await rm(emptyFile, { force: true });
  };
}

async function dumpImage(client: PGlite, kind: string): Promise<string> {
  const file = path.join(tmpdir(), `lendline-pglite-image-${kind}-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  return file;
}

/** The same on PostgreSQL: a migrated database, closed, that `CREATE DATABASE … TEMPLATE` copies. */
async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `lendline_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return name;
}
