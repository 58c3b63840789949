// What a test run or the bench does on a PostgreSQL server as its admin (no vitest here, the
// bench uses it too): the server's own admin helpers, which the restore drill runs as well.
export { adminQuery, databaseUrl, queryRows } from '../src/db/postgres-admin.ts';
