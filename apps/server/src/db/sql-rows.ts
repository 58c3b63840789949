/** The rows of `db.execute(sql…)`: node-postgres and PGlite's Drizzle drivers both answer `{ rows }`. */
export function rowsOf<R>(result: unknown): R[] {
  return Array.isArray(result) ? (result as R[]) : ((result as { rows?: R[] }).rows ?? []);
}
