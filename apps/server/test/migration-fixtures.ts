import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * A data migration's test: a fresh database migrated up to just before migration `first`, the
 * rows a release before it wrote (`rows`, SQL statements), then every migration. The answer's
 * `run` reads what the migrations made of those rows.
 */
export function useRowsMigratedFrom(first: string, rows: () => readonly string[]) {
  let disposable: TestDatabase;
  let database: Database;
  const run = <R>(sql: string): Promise<R[]> => database.transaction((s) => s.query<R>(sql));
  beforeAll(async () => {
    disposable = await createTestDatabase({ empty: true });
    database = await disposable.open();
    const files = await readMigrations();
    await migrate(database, files.filter((f) => f.name < first));
    for (const statement of rows()) await run(statement);
    await migrate(database, files);
  });
  afterAll(() => disposable.dispose());
  return { run };
}
