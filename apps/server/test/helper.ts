import { DEFAULT_PACKAGE_NAME, encryptPath, findEndpoint, type Envelope, type OtpPurpose } from '@lendline/domain';
import { schemasFor } from '@lendline/domain/contract';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/plugins/logging.ts';
import type { PayoutProvider } from '../src/providers/payout/types.ts';
import type { BureauDelivery } from '../src/providers/bureau-delivery/types.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** Monday 2 March 2026, 09:00 UTC (10:00 in Lagos): every test starts here. */
export const T0 = new Date('2026-03-02T09:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = T0): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms), set: (d) => void (current = d.getTime()) };
}

/** Test configuration: sandbox SMS, no web or console build, nothing read from the real environment. */
export function testConfig(env: Record<string, string> = {}): Config {
  // The monthly bureau files only where a test asks for them (BUREAU_REPORTING=monthly): a clock moved past a month's end would report every test's loans.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent/lendline-web-dist', CONSOLE_DIST: '/nonexistent/lendline-console-dist', BUREAU_REPORTING: 'on-demand', ...env });
}

export interface CallOptions {
  /** Default: the contract's method for the path. */
  method?: HTTPMethods;
  /** GET: query fields; POST: JSON object, form fields, or a raw string sent as is. */
  body?: Record<string, string> | string | unknown[] | object;
  token?: string;
  /** Sent verbatim as the Authorization header (overrides `token`). */
  authorization?: string;
  lang?: string;
  /** Default: the contract's encoding for the path. */
  encoding?: 'query' | 'json' | 'form';
  contentType?: string;
  ip?: string;
  packageName?: string;
  /** null: send no timestamp; default: the pinned clock's seconds. */
  timestamp?: string | null;
  /** Use this instead of encrypting `path` (for garbage-path tests). */
  hex?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly database: Database;
  /** With `readReplica`: the second database the app's heavy staff reads use (DATABASE_READ_URL, ADR 097); else null. */
  readonly readDatabase: Database | null;
  readonly clock: TestClock;
  /** Every log line the app wrote, raw JSON. */
  readonly logs: string[];
  // `any` by default: tests read `body.data` fields of many shapes and assert on them anyway.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** The code the sandbox provider last "sent" to a number. */
  latestCode(mobile: string): Promise<string>;
  /** Asks for a code and reads it from the sandbox; returns the code. */
  sendCode(mobile: string, type: OtpPurpose, options?: CallOptions): Promise<string>;
  /** Registers a number end to end; returns the session token. */
  register(mobile: string): Promise<string>;
  /** Signs a registered number in end to end; returns the session token. */
  login(mobile: string): Promise<string>;
  /** Another instance of the app on the same database (its own pool on PostgreSQL), sharing clock, logs and vendors. */
  secondInstance(): Promise<FastifyInstance>;
}

export interface TestAppOptions {
  /** Environment for loadConfig; a function when it depends on something started in a hook. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Start each test from empty tables and T0 (default true). */
  resetEachTest?: boolean;
  /** A vendor fake for payouts (default: the configured provider, the sandbox). */
  payoutProvider?: PayoutProvider;
  /** A fake bureau delivery (default: BUREAU_DELIVERY's, the sandbox). */
  bureauDelivery?: BureauDelivery;
  /** A second, migrated database standing for DATABASE_READ_URL's replica (ADR 097); never reset between tests. */
  readReplica?: boolean;
}

/**
 * Registers vitest hooks that build the app on a fresh, migrated database for this file,
 * reset tables and clock before each test, and tear everything down after the file.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let testDb: TestDatabase | undefined;
  let replicaDb: TestDatabase | undefined;
  let state: { app: FastifyInstance; config: Config; database: Database; readDatabase: Database | null } | undefined;
  const others: FastifyInstance[] = [];
  const clock = createTestClock();
  const logs: string[] = [];
  const ready = () => {
    if (!state) throw new Error('useTestApp: app not built yet (use it inside tests)');
    return state;
  };
  const build = async (config: Config, database: Database, readDatabase: Database | null) => {
    const logger = createLogger(config.logLevel, { write: (line: string) => void logs.push(line) });
    const app = await buildApp({
      config, database, now: clock.now, logger, ...(options.payoutProvider ? { payoutProvider: options.payoutProvider } : {}),
      ...(options.bureauDelivery ? { bureauDelivery: options.bureauDelivery } : {}), ...(readDatabase ? { readDatabase } : {}),
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const database = await testDb.open();
    await migrate(database);
    const config = testConfig(typeof options.env === 'function' ? options.env() : options.env);
    let readDatabase: Database | null = null;
    if (options.readReplica) {
      replicaDb = await createTestDatabase();
      readDatabase = await replicaDb.open();
      await migrate(readDatabase);
    }
    state = { app: await build(config, database, readDatabase), config, database, readDatabase };
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await state?.app.close();
    await testDb?.dispose();
    await replicaDb?.dispose();
    // A worker runs many files in one process (isolate: false): let the closed database's
    // memory go rather than keep it reachable from this file's closure.
    others.length = 0;
    state = undefined;
    testDb = undefined;
    replicaDb = undefined;
  });
  if (options.resetEachTest !== false) {
    beforeEach(async () => {
      clock.set(T0);
      logs.length = 0;
      await truncateAll(ready().database);
    });
  }

  const t: TestApp = {
    get app() { return ready().app; },
    get config() { return ready().config; },
    get database() { return ready().database; },
    get readDatabase() { return ready().readDatabase; },
    clock,
    logs,
    call: (path, callOptions) => callApi(ready().app, clock, path, callOptions),
    async latestCode(mobile) {
      const res = await t.call<{ code: string }>('/sandbox/sms/latest', { body: { mobile } });
      if (res.body.code !== 0) throw new Error(`no sandbox SMS for ${mobile}: ${res.text}`);
      return res.body.data.code;
    },
    async sendCode(mobile, type, callOptions) {
      const res = await t.call('/security/getVerifyCode', { ...callOptions, body: { mobile, type } });
      if (res.body.code !== 0) throw new Error(`getVerifyCode failed: ${res.text}`);
      return t.latestCode(mobile);
    },
    async register(mobile) {
      const code = await t.sendCode(mobile, 'register');
      const res = await t.call<{ token: string }>('/security/register', { body: { mobile, code } });
      if (res.body.code !== 0) throw new Error(`register failed: ${res.text}`);
      return res.body.data.token;
    },
    async login(mobile) {
      const code = await t.sendCode(mobile, 'login');
      const res = await t.call<{ token: string }>('/security/login', { body: { mobile, code } });
      if (res.body.code !== 0) throw new Error(`login failed: ${res.text}`);
      return res.body.data.token;
    },
    async secondInstance() {
      if (!testDb) throw new Error('useTestApp: no database yet');
      const app = await build(ready().config, await testDb.open(), ready().readDatabase);
      others.push(app);
      return app;
    },
  };
  return t;
}

export async function truncateAll(database: Database): Promise<void> {
  await database.transaction((s) =>
    s.exec('TRUNCATE users, sessions, otp_codes, otp_requests, rate_limit_counters, sandbox_sms, jobs, collections_reconciliations, servicing_runs, staff_accounts, staff_sessions, approval_requests, staff_api_keys, portfolio_snapshots, reconciliation_mismatches, bureau_files RESTART IDENTITY CASCADE'),
  );
}

/** One API call through app.inject, with the path encrypted and a timestamp added as clients do. */
export async function callApi<T>(app: FastifyInstance, clock: TestClock, path: string, o: CallOptions = {}): Promise<ApiResponse<T>> {
  const def = findEndpoint(path);
  const method = o.method ?? def?.method ?? 'GET';
  const encoding = o.encoding ?? (method === 'GET' ? 'query' : def?.encoding === 'form' ? 'form' : 'json');
  const hex = o.hex ?? encryptPath(path, o.packageName ?? DEFAULT_PACKAGE_NAME);
  const query = new URLSearchParams();
  if (o.timestamp !== null) query.set('timestamp', o.timestamp ?? String(Math.floor(clock.now().getTime() / 1000)));

  const headers: Record<string, string> = { ...o.headers };
  if (o.lang) headers.lang = o.lang;
  if (o.packageName) headers.packageName = o.packageName;
  if (o.authorization !== undefined) headers.authorization = o.authorization;
  else if (o.token) headers.authorization = `Bearer ${o.token}`;

  let payload: string | undefined;
  if (encoding === 'query') {
    for (const [k, v] of Object.entries((o.body ?? {}) as Record<string, string>)) query.set(k, v);
  } else if (o.body !== undefined) {
    if (typeof o.body === 'string') payload = o.body;
    else if (encoding === 'form') payload = new URLSearchParams(o.body as Record<string, string>).toString();
    else payload = JSON.stringify(o.body);
    headers['content-type'] = encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  if (o.contentType) headers['content-type'] = o.contentType;

  const res = await app.inject({
    method,
    url: `/api/${hex}?${query.toString()}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
    ...(o.ip ? { remoteAddress: o.ip } : {}),
  });
  const body = res.json() as Envelope<T>;
  if (body.code === 0 && o.hex === undefined) assertContractShape(path, body.data);
  return { status: res.statusCode, body, headers: res.headers, text: res.body };
}

/**
 * Every successful answer a test sees is checked against the contract's response schema: a
 * handler that answers a shape the contract does not describe (a missing, mistyped or extra
 * field) fails the test that called it, so the OpenAPI document cannot lie either.
 */
export function assertContractShape(path: string, data: unknown): void {
  const schemas = schemasFor(path);
  if (!schemas || schemas.provisional) return;
  const parsed = schemas.response.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
    throw new Error(`${path} answered a shape its contract does not describe: ${problems}`);
  }
  const extra = undeclared(data, parsed.data, '');
  if (extra.length > 0) throw new Error(`${path} answered fields its contract does not describe: ${extra.join(', ')}`);
}

/** Paths present in what was sent but dropped by the schema's parse (undeclared object keys). */
function undeclared(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, i) => undeclared(item, kept[i], `${at}[${i}]`));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.keys(sent).flatMap((key) =>
    Object.hasOwn(kept, key) ? undeclared(sent[key], kept[key], at ? `${at}.${key}` : key) : [at ? `${at}.${key}` : key],
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
