import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/plugins/logging.ts';
import { startServer, type RunningServer } from '../src/start.ts';
import { callApi, createTestClock } from './helper.ts';
import { startFakeCollector, type CollectedSpan } from './fake-otlp-collector.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// Counts the imports of the OpenTelemetry side (the factory runs when the module is first imported).
const sdk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../src/plugins/tracing/otel-tracing.ts', async (importOriginal) => {
  sdk.loads += 1;
  return importOriginal();
});

const PHONE = '08031234567';
const PROXY = '10.9.8.7';
const INCOMING_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const INCOMING_SPAN = '00f067aa0ba902b7';
const TRACEPARENT = `00-${INCOMING_TRACE}-${INCOMING_SPAN}-01`;

/** A JSON POST whose body goes out 50 ms after its headers, as a slow client's would. */
function postInTwoParts(url: string, body: string): Promise<{ headers: Record<string, unknown>; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ headers: res.headers, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(body), 50);
  });
}

/**
 * OpenTelemetry tracing (ADR 094) against a local OTLP/HTTP collector: what a real request
 * exports, what it must never export, the request id tying the access line, the span and a
 * 5xx's error line, and nothing at all (no SDK loaded) with tracing off.
 */
describe('tracing', () => {
  const clock = createTestClock();
  const logs: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
  const env = (extra: Record<string, string>) => ({
    NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent/lendline-web-dist', CONSOLE_DIST: '/nonexistent/lendline-console-dist', TRUST_PROXY: PROXY, ...extra,
  });
  let testDb: TestDatabase;
  let collector: Awaited<ReturnType<typeof startFakeCollector>>;
  const lines = () => logs.map((l) => JSON.parse(l) as Record<string, unknown>);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    collector = await startFakeCollector();
  });
  afterAll(async () => {
    await collector.close();
    await testDb.dispose().catch(() => undefined);
  });

  it('off: no OpenTelemetry module is loaded and nothing is sent', async () => {
    const server = await startServer({ env: env({}), config: { port: 0, host: '127.0.0.1' }, database: await testDb.open({ traced: true }), now: clock.now, logger });
    const res = await callApi(server.app, clock, '/security/existsByMobile', { body: { mobile: PHONE } });
    expect(res.body.code).toBe(0);
    await server.close();
    expect(sdk.loads).toBe(0);
    expect(collector.bodies).toEqual([]);
    const access = lines().find((l) => l.msg === 'request completed' && l.reqId === res.headers['x-request-id']);
    expect(access).toBeDefined();
    expect(access).not.toHaveProperty('traceId');
  });

  describe('on', () => {
    let server: RunningServer;
    let spans: CollectedSpan[] = [];
    const answers: Record<string, { reqId: string; status: number }> = {};

    beforeAll(async () => {
      logs.length = 0;
      const database = await testDb.open({ traced: true });
      server = await startServer({ env: env({ OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/` }), config: { port: 0, host: '127.0.0.1' }, database, now: clock.now, logger });
      const remember = (name: string, res: { headers: Record<string, unknown>; status?: number; statusCode?: number }) =>
        (answers[name] = { reqId: String(res.headers['x-request-id']), status: res.status ?? res.statusCode ?? 0 });

      remember('lookup', await callApi(server.app, clock, '/security/existsByMobile', { body: { mobile: PHONE } }));
      // A JSON body: the handler runs after the body's parse, which ends outside the request's context.
      remember('code', await callApi(server.app, clock, '/security/getVerifyCode', { body: { mobile: PHONE, type: 'register' } }));
      // Over a real socket, the body sent after a pause: its parse ends in the socket's context, not the request's.
      remember('signIn', await postInTwoParts(`${server.url}/staff/auth/sign-in`, JSON.stringify({ email: 'nobody@lender.example', password: 'not-the-password-at-all', code: '000000' })));
      remember('webhook', await server.app.inject({ method: 'POST', url: `/webhooks/collections/evil${PHONE}`, headers: { 'content-type': 'application/json' }, payload: `{"mobile":"${PHONE}"}` }));
      const forwarded = { traceparent: TRACEPARENT, 'x-request-id': 'edge-proxy-1234abcd' };
      remember('untrusted', await server.app.inject({ method: 'GET', url: '/healthz', headers: forwarded }));
      remember('trusted', await server.app.inject({ method: 'GET', url: '/healthz', headers: forwarded, remoteAddress: PROXY }));

      // A job run: a trace of its own, its statement a child.
      server.app.jobs.register('trace-probe', async () => void (await database.db.execute(sql`SELECT count(*) FROM jobs`)));
      await server.app.jobs.enqueue(database.db, { queue: 'trace-probe', key: 'probe-1' });
      await server.app.jobs.runDue();

      // A 5xx: the database gone under the running server (as internal-errors.test.ts does).
      await database.close();
      remember('internal', await callApi(server.app, clock, '/security/existsByMobile', { body: { mobile: PHONE } }));

      await server.close(); // flushes the batch
      spans = collector.spans();
    });

    const serverSpan = (reqId: string) => {
      const found = spans.find((s) => s.kind === 2 && s.attributes['lendline.request_id'] === reqId);
      expect(found, reqId).toBeDefined();
      return found as CollectedSpan;
    };

    it('loads the SDK once and sends OTLP/JSON spans under the service name', () => {
      expect(sdk.loads).toBe(1);
      expect(collector.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
      expect(new Set(collector.serviceNames())).toEqual(new Set(['lendline']));
    });

    it('names a request span by its logical route, with the database statement as its child', () => {
      const { reqId, status } = answers.lookup ?? { reqId: '', status: 0 };
      expect(status).toBe(200);
      const span = serverSpan(reqId);
      expect(span.name).toBe('GET /security/existsByMobile');
      expect(span.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.route': '/security/existsByMobile', 'http.response.status_code': 200 });
      const statements = spans.filter((s) => s.parentSpanId === span.spanId);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement.traceId).toBe(span.traceId);
        expect(statement.kind).toBe(3);
        expect(statement.attributes['db.system.name']).toBe('postgresql');
        expect(statement.name).toMatch(/^[A-Z]+( [a-z_]+)?$/);
      }
      expect(statements.map((s) => s.name)).toContain('SELECT users');
    });

    it('keeps a posted body\'s statements under the request span', () => {
      const { reqId, status } = answers.code ?? { reqId: '', status: 0 };
      expect(status).toBe(200);
      const span = serverSpan(reqId);
      expect(span.name).toBe('POST /security/getVerifyCode');
      const statements = spans.filter((s) => s.parentSpanId === span.spanId);
      expect(statements.every((s) => s.traceId === span.traceId)).toBe(true);
      expect(statements.map((s) => s.name)).toContain('INSERT otp_codes');
    });

    it('keeps the statements of a body posted over a socket under the request span', () => {
      const span = serverSpan(answers.signIn?.reqId ?? '');
      expect(span.name).toBe('POST /staff/auth/sign-in');
      expect(spans.filter((s) => s.parentSpanId === span.spanId && s.traceId === span.traceId).map((s) => s.name)).toContain('SELECT staff_accounts');
    });

    it('ties the request id and the trace ids together in the access line', () => {
      const { reqId } = answers.lookup ?? { reqId: '' };
      const span = serverSpan(reqId);
      const access = lines().find((l) => l.msg === 'request completed' && l.reqId === reqId);
      expect(access).toMatchObject({ traceId: span.traceId, spanId: span.spanId });
    });

    it('labels a path with an id by its pattern and exports no phone number anywhere', () => {
      const span = serverSpan(answers.webhook?.reqId ?? '');
      expect(span.name).toBe('POST /webhooks/collections/:provider');
      // A refusal is the caller's: the span is not an error.
      expect(span.attributes['http.response.status_code']).toBe(answers.webhook?.status);
      expect(answers.webhook?.status).toBeGreaterThanOrEqual(400);
      expect(span.status.code ?? 0).not.toBe(2);
      const exported = collector.bodies.join('\n');
      expect(exported).not.toContain(PHONE.slice(1));
      expect(exported).not.toContain('evil');
      expect(exported).not.toMatch(/"db\.(query|statement)/);
    });

    it('follows a trusted proxy\'s traceparent and request id, and ignores them from anyone else', () => {
      const trusted = serverSpan('edge-proxy-1234abcd');
      expect(answers.trusted?.reqId).toBe('edge-proxy-1234abcd');
      expect(trusted).toMatchObject({ traceId: INCOMING_TRACE, parentSpanId: INCOMING_SPAN, name: 'GET /healthz' });
      const untrusted = serverSpan(answers.untrusted?.reqId ?? '');
      expect(answers.untrusted?.reqId).not.toBe('edge-proxy-1234abcd');
      expect(untrusted.traceId).not.toBe(INCOMING_TRACE);
      expect(untrusted.parentSpanId).toBe('');
    });

    it('makes a job run the root of its trace, its statement a child', () => {
      const job = spans.find((s) => s.name === 'job trace-probe');
      expect(job?.attributes).toMatchObject({ 'lendline.job.queue': 'trace-probe', 'lendline.job.attempt': 1 });
      expect(job?.parentSpanId).toBe('');
      expect(spans.some((s) => s.parentSpanId === job?.spanId && s.name === 'SELECT jobs')).toBe(true);
    });

    it('marks a 5xx span as an error and logs the error line under the same request and trace ids', () => {
      const { reqId, status } = answers.internal ?? { reqId: '', status: 0 };
      expect(status).toBe(500);
      const span = serverSpan(reqId);
      expect(span.status.code).toBe(2);
      expect(span.attributes['error.type']).toEqual(expect.any(String));
      const errorLine = lines().find((l) => l.level === 50 && l.msg === 'unhandled error');
      expect(errorLine).toMatchObject({ reqId, traceId: span.traceId, spanId: span.spanId });
      const access = lines().find((l) => l.msg === 'request completed' && l.reqId === reqId);
      expect(access).toMatchObject({ status: 500, traceId: span.traceId });
    });
  });
});
