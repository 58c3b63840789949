// A throwaway database on the PostgreSQL server the bench was pointed at, so a run never
// measures (or leaves behind) another run's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshPostgres {
  url: string;
  drop(): Promise<void>;
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

/** Creates `<prefix>_<random>` on the server at `adminUrl`; `drop` removes it even with connections open. */
export async function freshPostgres(adminUrl: string, prefix: string): Promise<FreshPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
