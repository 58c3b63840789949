// A throwaway database on the PostgreSQL server the bench was pointed at, so a run never
// measures (or leaves behind) another run's rows.
import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl } from '../apps/server/test/postgres-admin.ts';

export interface FreshPostgres {
  url: string;
  drop(): Promise<void>;
  /** VACUUM ANALYZE the database, as autovacuum would in time (statistics, the visibility map). */
  vacuum(): Promise<void>;
  /** The same database on another server at `serverUrl`: a streaming replica of this one (issue 23). */
  urlOn(serverUrl: string): string;
}


/** Creates `<prefix>_<random>` on the server at `adminUrl`; `drop` removes it even with connections open. */
export async function freshPostgres(adminUrl: string, prefix: string): Promise<FreshPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(adminUrl, name), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), vacuum: () => adminQuery(databaseUrl(adminUrl, name), 'VACUUM ANALYZE'), urlOn: (serverUrl) => databaseUrl(serverUrl, name) };
}
