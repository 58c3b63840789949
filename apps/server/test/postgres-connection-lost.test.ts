import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/sql-rows.ts';
import { adminQuery } from './postgres-admin.ts';
import { TEST_DATABASE_URL } from './test-database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 23 (ADR 096): PostgreSQL restarting ends every session with a FATAL message. A pool
 * client checked out by a transaction has no 'error' listener of the pool's, and node-postgres
 * emits the message as an 'error' event when no query of that client is running: unhandled,
 * it threw from the socket's handler and took the whole instance down (both instances, in the
 * fault run). The transaction must fail instead, and the process and its pool carry on.
 */
describe.skipIf(!TEST_DATABASE_URL)('a connection PostgreSQL ends while a transaction holds it (ADR 096; skipped on PGlite: no server to end a session)', () => {
  let database: Database | undefined;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => void uncaught.push(error);

  afterEach(async () => {
    process.off('uncaughtException', record);
    await database?.close();
  });

  const ways = [
    ['database.transaction (raw SQL)', (db: Database, body: (query: (text: string) => Promise<{ pid: number }[]>) => Promise<void>) => db.transaction((s) => body((text) => s.query<{ pid: number }>(text)))],
    ['drizzle db.transaction', (db: Database, body: (query: (text: string) => Promise<{ pid: number }[]>) => Promise<void>) => db.db.transaction((tx) => body(async (text) => rowsOf<{ pid: number }>(await tx.execute(sql.raw(text)))))],
  ] as const;

  it.each(ways)('%s: the transaction fails, nothing is thrown out of the socket, the next query is served', async (_name, transaction) => {
    uncaught.length = 0;
    process.on('uncaughtException', record);
    database = await openDatabase({ url: TEST_DATABASE_URL!, poolSize: 2 });
    const outcome = await transaction(database, async (query) => {
      const [row] = await query('SELECT pg_backend_pid() AS pid');
      // As a restart does to every session: the server ends this one while it sits idle in the transaction.
      await adminQuery(TEST_DATABASE_URL!, `SELECT pg_terminate_backend(${Number(row!.pid)})`);
      await sleep(300);
      await query('SELECT 1 AS pid');
    }).then(
      () => 'committed',
      () => 'failed',
    );
    expect(uncaught.map(String)).toEqual([]);
    expect(outcome).toBe('failed');
    const [after] = rowsOf<{ one: number }>(await database.db.execute(sql`SELECT 1 AS one`));
    expect(after?.one).toBe(1);
  });
});
