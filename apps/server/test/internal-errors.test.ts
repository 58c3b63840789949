import { ERRORS } from '@lendline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { callApi, createTestClock, testConfig } from './helper.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * An unexpected failure (here: the database gone) must answer INTERNAL with the generic
 * message only, and leave the detail in the log under the request id.
 */
describe('unexpected exceptions', () => {
  const logs: string[] = [];
  const clock = createTestClock();
  let testDb: TestDatabase;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await testDb.open();
    await migrate(database);
    const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
    // The request id below comes from the trusted proxy (inject's peer is 127.0.0.1).
    app = await buildApp({ config: testConfig({ TRUST_PROXY: '127.0.0.1' }), database, now: clock.now, logger });
    await database.close();
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose().catch(() => undefined);
  });

  it('answer 500 INTERNAL with no detail, in the caller’s language', async () => {
    for (const [lang, msg] of [
      ['en', 'The request failed Please try again'],
      ['es', 'La solicitud falló, inténtelo de nuevo'],
    ] as const) {
      const res = await callApi(app, clock, '/security/existsByMobile', { body: { mobile: '08031234567' }, lang });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: ERRORS.INTERNAL.code, data: null, msg });
      expect(res.text).not.toMatch(/stack|Error|closed|pool|pglite|at /i);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('log the error with its stack under the request id, without the phone number', async () => {
    logs.length = 0;
    const res = await callApi(app, clock, '/security/existsByMobile', {
      body: { mobile: '08031234567' },
      headers: { 'x-request-id': 'trace-internal-0001' },
    });
    expect(res.status).toBe(500);
    const errorLine = logs.map((l) => JSON.parse(l)).find((l) => l.level === 50);
    expect(errorLine).toMatchObject({ reqId: 'trace-internal-0001', msg: 'unhandled error' });
    expect(errorLine.err.stack).toEqual(expect.any(String));
    expect(logs.join('\n')).not.toMatch(/8031234567/);
  });
});
