import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createApiKeysService } from '../modules/api-keys/api-keys-service.ts';
import { createAuditService } from '../modules/audit/audit-service.ts';
import { createLogger } from '../plugins/logging.ts';
import { systemClock } from '../shared/clock.ts';

export interface ApiKeyCliOptions {
  /** Environment the configuration is read from; default process.env. */
  env?: Record<string, string | undefined>;
  /** Used as is (migrated, not closed); default DATABASE_URL, or PGlite under DATA_DIR, as the server opens it. */
  database?: Database;
  /** Where the lines meant for a person go; default stdout. */
  print?: (line: string) => void;
}

const USAGE = 'usage: npm run staff:api-key -- --name <name> --permissions <p1,p2> [--markets NG,MX] [--out <file>]';

/**
 * `npm run staff:api-key`: an integration's key made on the server's own database (ADR 074),
 * for setting one up before any admin can sign in to the console. The key is printed once
 * (or, with --out, written to that file alone, readable by its owner only). Returns the exit code.
 */
export async function main(args: readonly string[], options: ApiKeyCliOptions = {}): Promise<number> {
  const print = options.print ?? ((line: string) => void process.stdout.write(`${line}\n`));
  let values;
  try {
    ({ values } = parseArgs({ args: [...args], options: { name: { type: 'string' }, permissions: { type: 'string' }, markets: { type: 'string' }, out: { type: 'string' } } }));
  } catch (error) {
    print(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(options.env ?? process.env);
  const list = (text: string | undefined) => (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const database = options.database ?? (await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: join(config.dataDir, 'pglite') }));
  try {
    await migrate(database);
    // The log goes to stderr: stdout carries the key alone.
    const log = createLogger(config.logLevel, process.stderr);
    const apiKeys = createApiKeysService({ db: database.db, now: systemClock, log, audit: createAuditService({ db: database.db, now: systemClock }) });
    const made = await apiKeys.createKey('cli', { name: values.name, permissions: list(values.permissions), markets: values.markets ? list(values.markets) : [config.market] });
    if (!made.ok) {
      const fields = (made.data as { fields?: { field: string; key: string }[] } | undefined)?.fields ?? [];
      print(`refused: ${fields.map((f) => `${f.field} (${f.key})`).join(', ') || made.error}\n${USAGE}`);
      return 1;
    }
    if (values.out) {
      await writeFile(values.out, made.value.key, { mode: 0o600 });
      print(`API key ${made.value.apiKey.id} (${made.value.apiKey.name}) written to ${values.out}`);
    } else {
      print(made.value.key);
    }
    return 0;
  } finally {
    if (!options.database) await database.close();
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('staff:api-key failed:', error);
      process.exit(1);
    },
  );
}
