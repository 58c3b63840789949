import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { rowsOf } from '../db/sql-rows.ts';
import { createApiKeysService } from '../modules/api-keys/api-keys-service.ts';
import { createAuditService } from '../modules/audit/audit-service.ts';
import { checkLedgerInvariants } from '../modules/ledger/ledger-invariants.ts';
import { createLogger } from '../plugins/logging.ts';
import { systemClock } from '../shared/clock.ts';
import { adminQuery, databaseUrl } from '../db/postgres-admin.ts';
import { clientArgs, describeDatabase, runProgram, startBuiltServer, waitReady, type BuiltServer } from './restore-drill-steps.ts';

export interface DrillStep {
  step: string;
  ok: boolean;
  ms: number;
  detail: string;
}

export interface DrillResult {
  ok: boolean;
  steps: DrillStep[];
}

export interface DrillOptions {
  /** The database backed up (its connection string; the password is never printed). */
  from: string;
  /** The built server `npm start` runs; default dist/main.js beside src/. */
  serverEntry?: string;
  /** Settings the server on the copy gets besides the drill's own (the lender's MARKET, CONTENT_DIR, ...). */
  serverEnv?: Record<string, string>;
  /** Where each report line goes as it happens; default stdout. */
  print?: (line: string) => void;
}

const STEP_OF_CHECK = { transactions_balanced: 'ledger balanced', money_received_accounted: 'ledger money in', finished_loans_owe_nothing: 'ledger finished' } as const;
const DEFAULT_ENTRY = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const USAGE = 'usage: npm run ops:restore-drill -- --from postgres://user@host:5432/lendline [--server apps/server/dist/main.js]';
const READY_TIMEOUT_MS = 60_000;
/** What the copy's server may take from the operator's environment: no secret, no provider. */
const PASSED_THROUGH = ['MARKET', 'WEB_DIST', 'CONSOLE_DIST', 'CONTENT_DIR'] as const;

/** One borrower with a paid-out loan (the newest), else any borrower; null on an empty database. */
async function aBorrower(database: Database): Promise<string | null> {
  const [lent] = rowsOf<{ user_id: string }>(
    await database.db.execute(sql`SELECT o."user_id" FROM "portfolio_loans" p JOIN "loan_orders" o ON o."id" = p."order_id" ORDER BY p."disbursed_at" DESC, o."id" LIMIT 1`),
  );
  if (lent) return lent.user_id;
  const [any] = rowsOf<{ id: string }>(await database.db.execute(sql`SELECT "id" FROM "users" ORDER BY "id" LIMIT 1`));
  return any?.id ?? null;
}

/** A read-only key on the scratch copy, for the staff read (the copy is dropped with it). */
async function readerKey(database: Database): Promise<string> {
  const log = createLogger('warn', process.stderr);
  const apiKeys = createApiKeysService({ db: database.db, now: systemClock, log, audit: createAuditService({ db: database.db, now: systemClock }) });
  const made = await apiKeys.createKey('cli', { name: 'restore drill', permissions: ['borrowers.read'], markets: ['NG', 'MX'] });
  if (!made.ok) throw new Error(`could not make the drill's read key: ${made.error}`);
  return made.value.key;
}

/**
 * The restore drill (ADR 092): dump with pg_dump (custom format), restore into a fresh database
 * on the same server, check the ledger's invariants on the copy, start the built server on it,
 * ask it whether it is ready, read a borrower's detail through the staff API, check the ledger
 * again, then drop the copy. Figures and ids only: no secret or personal data is printed.
 */
export async function runRestoreDrill(options: DrillOptions): Promise<DrillResult> {
  const print = options.print ?? ((line: string) => console.log(line));
  const steps: DrillStep[] = [];
  const started = performance.now();
  /** `since`: when the step began (performance.now()), or `{ ms }` when it was timed elsewhere. */
  const record = (step: string, ok: boolean, since: number | { ms: number }, detail: string) => {
    const entry = { step, ok, ms: typeof since === 'number' ? Math.round(performance.now() - since) : since.ms, detail };
    steps.push(entry);
    print(`  ${step.padEnd(16)} ${ok ? 'ok  ' : 'FAIL'} ${String(entry.ms).padStart(7)} ms  ${detail}`);
    return ok;
  };
  const entry = options.serverEntry ?? DEFAULT_ENTRY;
  const scratchName = `lendline_drill_${randomBytes(6).toString('hex')}`;
  const scratchUrl = databaseUrl(options.from, scratchName);
  print(`restore drill: ${describeDatabase(options.from)} -> scratch ${describeDatabase(scratchUrl)}`);

  const workDir = await mkdtemp(join(tmpdir(), 'lendline-drill-'));
  let created = false;
  let completed = false;
  let database: Database | undefined;
  let server: BuiltServer | undefined;
  try {
    let at = performance.now();
    if (!existsSync(entry)) return finish(record('server build', false, at, `${entry} is missing: run npm run build first`));
    // The dump holds everyone's data: it lives in a directory only this user reads, and goes with it.
    const dumpFile = join(workDir, 'lendline.dump');
    const source = clientArgs(options.from);
    const dumped = await runProgram('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dumpFile}`, `--dbname=${source.dbname}`], source.env);
    const size = dumped.code === 0 ? (await stat(dumpFile)).size : 0;
    if (!record('dump', dumped.code === 0, at, dumped.code === 0 ? `pg_dump custom format, ${Math.round(size / 1024)} KiB` : `pg_dump exited ${dumped.code}: ${dumped.stderr}`)) return finish(false);

    at = performance.now();
    await adminQuery(options.from, `CREATE DATABASE ${scratchName} TEMPLATE template0`);
    created = true;
    const target = clientArgs(scratchUrl);
    const restored = await runProgram('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.dbname}`, dumpFile], target.env);
    if (!record('restore', restored.code === 0, at, restored.code === 0 ? 'pg_restore into a fresh database' : `pg_restore exited ${restored.code}: ${restored.stderr}`)) return finish(false);

    at = performance.now();
    database = await openDatabase({ url: scratchUrl, poolSize: 1 });
    const before = await checkLedgerInvariants(database.db).catch((error: unknown) => reasonOf(error));
    if (typeof before === 'string') return finish(record('ledger', false, at, `could not be read: ${before}`));
    for (const check of before.checks) record(STEP_OF_CHECK[check.name], check.ok, check, check.detail);
    const borrower = await aBorrower(database);
    const key = borrower ? await readerKey(database) : null;

    at = performance.now();
    server = startBuiltServer(entry, {
      PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info',
      ...options.serverEnv,
      DATABASE_URL: scratchUrl, DATABASE_POOL_SIZE: '2', DATA_DIR: workDir,
    });
    let base: string;
    try {
      base = await server.url;
    } catch (error) {
      return finish(record('start', false, at, error instanceof Error ? error.message : String(error)));
    }
    record('start', true, at, `node ${describeEntry(entry)} listening on a free 127.0.0.1 port`);

    at = performance.now();
    const ready = await waitReady(base, READY_TIMEOUT_MS);
    if (!record('ready', ready.ok, at, ready.how)) return finish(false);

    at = performance.now();
    if (!borrower || !key) {
      record('borrower read', false, at, 'the restored database has no borrower to read');
    } else {
      const read = await fetch(`${base}/staff/borrowers/${encodeURIComponent(borrower)}`, { headers: { authorization: `Bearer ${key}` } });
      const text = await read.text();
      // The answer names a person: only whether it is this borrower's, and its size, are reported.
      const code = read.status === 200 ? (JSON.parse(text) as { code?: number }).code : undefined;
      const ok = read.status === 200 && (code === undefined || code === 0) && text.includes(borrower);
      record('borrower read', ok, at, `GET /staff/borrowers/:id as a read-only key: ${read.status}${code !== undefined ? `, code ${code}` : ''}, ${text.length} bytes`);
    }

    at = performance.now();
    const exit = await server.stop();
    server = undefined;
    // Not the backup's failure: on a copy of a real book the job runner finds work due (the nightly
    // run, the portfolio figures) and the server's shutdown may outlast its 10 s grace (exit 1).
    record('stop', true, at, `SIGTERM, exit ${exit}${exit === 0 ? '' : ' (jobs the copy found due outlasted the shutdown grace; not a restore failure)'}`);
    at = performance.now();
    const after = await checkLedgerInvariants(database.db);
    record('ledger after', after.ok, at, after.ok ? 'still holds after the server ran on the copy' : after.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`).join('; '));
    return finish(true);
  } finally {
    await server?.stop();
    await database?.close();
    if (created) {
      const at = performance.now();
      try {
        await adminQuery(options.from, `DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
        record('drop scratch', true, at, scratchName);
      } catch (error) {
        record('drop scratch', false, at, `${scratchName}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await rm(workDir, { recursive: true, force: true });
    // Passed only when the drill ran to its end: an error part-way is a failure whatever ran before.
    const ok = completed && steps.every((s) => s.ok);
    print(`restore drill ${ok ? 'PASSED' : 'FAILED'} in ${Math.round(performance.now() - started)} ms`);
  }

  function finish(ok: boolean): DrillResult {
    completed = true;
    return { ok: ok && steps.every((s) => s.ok), steps };
  }
}

/** The database's own reason (Drizzle's message is the query; the reason is its cause), first line only, any password masked. */
function reasonOf(error: unknown): string {
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (inner instanceof Error ? inner.message : String(inner)).split('\n')[0]!.replace(/(\/\/[^:/@\s]+:)[^@\s]+@/g, '$1****@');
}

function describeEntry(entry: string): string {
  return entry.split(/[\\/]/).slice(-2).join('/');
}

/** `npm run ops:restore-drill -- --from <url>`: 0 passed, 1 a step failed, 2 not run (usage, or an error before any check). */
export async function restoreDrillMain(argv: readonly string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  let values: { from?: string; server?: string };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { from: { type: 'string' }, server: { type: 'string' } }, strict: true }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  const from = values.from ?? env.DATABASE_URL?.trim();
  if (!from || !/^postgres(ql)?:\/\//.test(from)) {
    console.error(`${USAGE}\n(--from, or DATABASE_URL: a PostgreSQL connection string; the embedded PGlite database has no pg_dump)`);
    return 2;
  }
  // The restored lender's market and files, when the operator's environment names them; nothing else of it.
  const serverEnv = Object.fromEntries(PASSED_THROUGH.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const result = await runRestoreDrill({ from, serverEnv, ...(values.server ? { serverEntry: values.server } : {}) });
  return result.ok ? 0 : 1;
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  restoreDrillMain(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`restore drill failed: ${reasonOf(error)}`);
      process.exit(2);
    },
  );
}
