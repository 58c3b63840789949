// Run by pglite-dir.ts in a short-lived child process: creates a PGlite data directory (initdb)
// and exits, so the memory initdb takes is given back to the system with the process (ADR 060).
// Plain JavaScript so that it runs with `node` alone, from src/db and, copied, from dist/.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: pglite-initdb.mjs <data dir>');
  process.exit(2);
}
const db = await PGlite.create(dataDir);
await db.close();
