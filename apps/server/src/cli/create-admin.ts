import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createApprovalsService } from '../modules/approvals/approvals-service.ts';
import { createAuditService } from '../modules/audit/audit-service.ts';
import { grantRolesApproval } from '../modules/staff/grant-roles-approval.ts';
import { createStaffService } from '../modules/staff/staff-service.ts';
import { systemClock, type Clock } from '../shared/clock.ts';
import { keyringOf } from '../shared/keyring.ts';

export interface CreateAdminOptions {
  env?: Record<string, string | undefined>;
  /** An open database (tests); default: the configured one, as start.ts opens it. */
  database?: Database;
  now?: Clock;
  /** Where the link and problems are written; default the console. */
  out?: (line: string) => void;
}

const USAGE = 'usage: npm run staff:create-admin -- --email ada@lender.example --name "Ada Obi"';

/**
 * `npm run staff:create-admin` (ADR 072): the first administrator, invited with a one-time
 * enrolment link printed here, valid STAFF_ENROLMENT_HOURS. No password is set or shown: the
 * person chooses one, and a second factor, on following the link. Answers the exit code.
 */
export async function createAdminMain(argv: readonly string[], options: CreateAdminOptions = {}): Promise<number> {
  const out = options.out ?? ((line: string) => console.log(line));
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true }));
  } catch {
    out(USAGE);
    return 2;
  }
  if (!values.email || !values.name) {
    out(USAGE);
    return 2;
  }
  const config = loadConfig(options.env ?? process.env);
  const database =
    options.database ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: join(config.dataDir, 'pglite') }));
  try {
    await migrate(database);
    const now = options.now ?? systemClock;
    const audit = createAuditService({ db: database.db, now });
    const staff = createStaffService({
      db: database.db, now, keys: keyringOf(config), config: config.staff,
      origin: config.collections.publicUrl ?? `http://localhost:${config.port}`,
      audit, approvals: createApprovalsService({ db: database.db, now, audit, executors: { grantRoles: grantRolesApproval(database.db) } }),
    });
    const result = await staff.createAdmin({ email: values.email, name: values.name });
    if (!result.ok) {
      out(`Not created: ${result.error}${result.error === 'VALIDATION_FAILED' ? ` ${JSON.stringify(result.data)}` : ''}`);
      return 1;
    }
    out(`Admin invited. Send this one-time enrolment link to the person (valid until ${result.value.expiresAt}):`);
    out(result.value.link);
    return 0;
  } finally {
    if (!options.database) await database.close();
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  createAdminMain(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('staff:create-admin failed:', error);
      process.exit(1);
    },
  );
}
