import pg from 'pg';

/**
 * What runs on a PostgreSQL server as its admin, outside any pool: the restore drill's scratch
 * database, and the tests' and benchmarks' databases of their own (test/postgres-admin.ts).
 */

/** The same server and credentials, another database. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a connection of its own (CREATE/DROP DATABASE cannot run in a transaction or a pool's session). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  await queryRows(adminUrl, sql);
}

/** One read on a connection of its own, for a look into a database from outside its server. */
export async function queryRows<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}
