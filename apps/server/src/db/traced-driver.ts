import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { childSpan, type SpanHandle } from '../shared/trace-context.ts';
import owners from './table-owners.json' with { type: 'json' };

/**
 * The database seam of tracing (ADR 094): the driver handles Drizzle is given are wrapped so
 * each statement run inside a traced request or job becomes a child span. Only when tracing is
 * on (openDatabase's `traced`); otherwise Drizzle gets the driver itself.
 *
 * A span says what kind of statement it was and on which table, never its text or parameters:
 * the name is the first keyword and, when it is one of our tables, the table's name.
 */
const TABLES = new Set(Object.keys(owners.tables));
const KEYWORD = /^\s*([A-Za-z]+)/;
const TABLE_AFTER: Record<string, RegExp> = {
  SELECT: /\bfrom\s+"?([a-z_][a-z0-9_]*)"?/i,
  DELETE: /^\s*delete\s+from\s+"?([a-z_][a-z0-9_]*)"?/i,
  INSERT: /^\s*insert\s+into\s+"?([a-z_][a-z0-9_]*)"?/i,
  UPDATE: /^\s*update\s+"?([a-z_][a-z0-9_]*)"?/i,
};

/** `SELECT loans`, `INSERT jobs`, `BEGIN`, `WITH`: a statement's kind and table, nothing of its values. */
export function statementSummary(text: string): { operation: string; table: string | undefined } {
  const head = text.slice(0, 400);
  const operation = (KEYWORD.exec(head)?.[1] ?? 'SQL').toUpperCase();
  const table = TABLE_AFTER[operation]?.exec(head)?.[1];
  return { operation, table: table !== undefined && TABLES.has(table) ? table : undefined };
}

function statementSpan(query: unknown): SpanHandle | undefined {
  const text = typeof query === 'string' ? query : typeof query === 'object' && query !== null && 'text' in query ? String(query.text) : '';
  const { operation, table } = statementSummary(text);
  return childSpan(table ? `${operation} ${table}` : operation, 'client', {
    'db.system.name': 'postgresql',
    'db.operation.name': operation,
    ...(table ? { 'db.collection.name': table } : {}),
  });
}

/** `query` traced when a trace is running: the span starts in the caller's context, ends when the promise settles. */
function tracedQuery<T extends object>(target: T, query: (...args: never[]) => unknown): (...args: unknown[]) => unknown {
  return (...args) => {
    const span = statementSpan(args[0]);
    const result = (query as (...a: unknown[]) => unknown).apply(target, args);
    if (!span) return result;
    if (result instanceof Promise) result.then(() => span.end(), (error: unknown) => span.end(error));
    else span.end();
    return result;
  };
}

/** A Proxy that answers `overrides` and passes everything else to the target, bound to it. */
function withOverrides<T extends object>(target: T, overrides: Record<string | symbol, unknown>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/**
 * Drizzle runs plain statements through `pool.query` and a transaction's on a client it
 * `connect()`s (and awaits, so the client's statements run in the caller's context): both
 * are traced; the pool's own use of its clients is not wrapped, so nothing is counted twice.
 */
export function tracedPool(pool: pg.Pool): pg.Pool {
  return withOverrides(pool, {
    query: tracedQuery(pool, pool.query),
    connect: async () => {
      const client = await pool.connect();
      return withOverrides(client, { query: tracedQuery(client, client.query) });
    },
  });
}

/** Drizzle's PGlite session: `query`, and `transaction(fn)` whose `tx.query` are the transaction's statements. */
export function tracedPglite(client: PGlite): PGlite {
  return withOverrides(client, {
    query: tracedQuery(client, client.query),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => fn(withOverrides(tx, { query: tracedQuery(tx, tx.query) }))),
  });
}
