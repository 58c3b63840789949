import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openPgliteDir } from './pglite-dir.ts';
import { schema, type Schema } from './schema.ts';
import { tracedPglite, tracedPool } from './traced-driver.ts';

/** The driver-neutral Drizzle handle every repository uses. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbTransaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can run several of them in one transaction. */
export type Executor = Db | DbTransaction;

/** Raw SQL access, for the migration runner (multi-statement files) and tests. */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back if it throws. */
  transaction<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections as the driver counts them (metrics, ADR 090). PGlite has one connection and no pool. */
  poolStats?(): PoolStats;
  /**
   * PostgreSQL only: cancels this instance's statements in flight whose text carries `mark` (a
   * SQL comment), and answers how many. A stopping instance uses it so a long read it no longer
   * waits for does not hold its connections (ADR 093). PGlite runs in the process: nothing to cancel.
   */
  cancelStatements?(mark: string): Promise<number>;
}

export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Callers waiting for a connection: a full pool. */
  waiting: number;
  /** The pool's most (DATABASE_POOL_SIZE). */
  max: number;
}

/**
 * `memory` may start from `image`, a dumped PGlite data directory (tests start every file from one
 * migrated image instead of running initdb and the migrations again: seconds per file).
 */
export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true; image?: Blob };

/** `traced`: Drizzle's statements become spans of the running trace (tracing on, ADR 094). */
export interface OpenOptions {
  traced?: boolean;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, target.poolSize, options);
  if ('dataDir' in target) {
    await mkdir(target.dataDir, { recursive: true });
    return openPglite(await openPgliteDir(target.dataDir), options);
  }
  return openPglite(await PGlite.create(target.image ? { loadDataDir: target.image } : {}), options);
}

export function openPglite(client: PGlite, options: OpenOptions = {}): Database {
  // Closing twice is harmless (a test that cuts the database under a running server, then cleans up).
  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    db: drizzlePglite({ client: options.traced ? tracedPglite(client) : client, schema }),
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (sql) => void (await tx.exec(sql)),
          query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
        }),
      ),
    close: () => (closed ??= client.close()),
  };
}

/** Connections one instance keeps to PostgreSQL at most (DATABASE_POOL_SIZE). */
const DEFAULT_POOL_SIZE = 10;

function openPostgres(url: string, poolSize = DEFAULT_POOL_SIZE, options: OpenOptions = {}): Database {
  // The name every connection of this pool gives PostgreSQL: an operator reads which instance
  // holds a connection in pg_stat_activity, and the instance finds its own statements to cancel
  // (another instance's are never touched). At most 63 bytes, PostgreSQL's limit.
  const applicationName = `lendline ${hostname()} ${process.pid} ${randomBytes(3).toString('hex')}`.slice(0, 63);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: applicationName });
  let closing = false;
  let ended: Promise<void> | undefined;
  // An idle client losing its connection emits 'error' on the pool; unhandled, that would
  // crash the process. The pool replaces the client on next use, so logging is enough
  // (and once we are closing, a server-side disconnect is expected, not news).
  pool.on('error', (error) => {
    if (!closing) console.error('postgres pool error:', error.message);
  });
  // The pool listens only to its IDLE clients. A client checked out by a transaction, between
  // two of its statements, gets a server's FATAL (a restart, a failover, pg_terminate_backend)
  // as an 'error' event of its own: with no listener that threw out of the socket handler and
  // ended the process (ADR 096). Heard here, the transaction's next statement fails instead,
  // and release() drops the dead client from the pool.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!closing) console.error('postgres connection lost:', error.message);
    });
  });
  return {
    kind: 'postgres',
    db: drizzleNodePg({ client: options.traced ? tracedPool(pool) : pool, schema }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (sql) => void (await client.query(sql)),
          query: async <R>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      closing = true;
      return (ended ??= pool.end());
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    async cancelStatements(mark) {
      // strpos, not LIKE: the mark is matched as it is, whatever characters it holds.
      const result = await pool.query<{ cancelled: boolean }>(
        `SELECT pg_cancel_backend(pid) AS cancelled FROM pg_stat_activity
          WHERE application_name = $1 AND pid <> pg_backend_pid() AND state = 'active' AND strpos(query, $2) > 0`,
        [applicationName, mark],
      );
      return result.rows.filter((row) => row.cancelled).length;
    },
  };
}
