import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolveFromCwd } from '../config-fns.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createAuditService } from '../modules/audit/audit-service.ts';
import { systemClock } from '../shared/clock.ts';

export interface AuditCheckOptions {
  /** Where DATABASE_URL or DATA_DIR are read, as the server reads them; default process.env. */
  env?: Record<string, string | undefined>;
  /** An open database to check instead (tests); left open. */
  database?: Database;
  print?: (line: string) => void;
}

/** Exit codes: the chain verifies, it is broken, or it could not be read. */
export const AUDIT_CHECK_EXIT = { ok: 0, broken: 1, failed: 2 } as const;

async function openConfigured(env: Record<string, string | undefined>): Promise<Database | string> {
  const url = env.DATABASE_URL?.trim();
  if (url) return openDatabase({ url, poolSize: 1 });
  const dataDir = join(resolveFromCwd(env.DATA_DIR?.trim() || './data'), 'pglite');
  // Opening an empty directory would create a database there: a check must change nothing.
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return `no database in ${dataDir} (set DATABASE_URL or DATA_DIR)`;
  return openDatabase({ dataDir });
}

/**
 * `npm run audit:check` (ADR 073): verifies the audit chain of the configured database, read
 * only (no migration). Prints the count, or the first broken row (never its before and after).
 * On PGlite, run it while the server is stopped: the embedded database has one user at a time.
 */
export async function runAuditCheck(options: AuditCheckOptions = {}): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const opened = options.database ?? (await openConfigured(options.env ?? process.env));
  if (typeof opened === 'string') {
    print(opened);
    return AUDIT_CHECK_EXIT.failed;
  }
  try {
    const audit = createAuditService({ db: opened.db, now: systemClock });
    const result = await audit.verifyChain();
    if (result.ok) {
      print(`audit chain verified: ${result.count} events`);
      return AUDIT_CHECK_EXIT.ok;
    }
    print(`audit chain BROKEN at seq ${result.brokenAt}: ${result.reason}`);
    const [row] = (await audit.search({ cursor: result.brokenAt + 1, limit: 1 })).events;
    if (row?.seq === result.brokenAt) {
      print(`  row ${row.seq}: id ${row.id}, at ${row.at.toISOString()}, ${row.actorKind} ${row.actorId} (${row.actorName}), ${row.action} ${row.objectType} ${row.objectId}`);
    }
    return AUDIT_CHECK_EXIT.broken;
  } finally {
    if (!options.database) await opened.close();
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  runAuditCheck().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // Drizzle's message names the query; the database's reason is its cause.
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      console.error(`audit check failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${cause}`);
      process.exit(AUDIT_CHECK_EXIT.failed);
    },
  );
}
