import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import { startServer } from '../src/main.ts';
import { HTTP_TIMEOUTS } from '../src/plugins/http-timeouts.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { createTestDatabase } from './test-database.ts';

const env = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', LOG_LEVEL: 'silent' };
const url = (base: string, path: string) => `${base}/api/${encryptPath(path, DEFAULT_PACKAGE_NAME)}?timestamp=${Math.floor(Date.now() / 1000)}`;

describe('startServer', () => {
  it('listens on a random port over real HTTP with an in-memory database, and closes', async () => {
    const server = await startServer({ env, config: { port: 0, host: '127.0.0.1' }, database: 'memory', logger: createLogger('silent') });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      // Slow clients' limits as chosen (ADR 095), not Node's or Fastify's defaults.
      const { headersTimeout, requestTimeout, keepAliveTimeout } = server.app.server;
      expect({ headersTimeout, requestTimeout, keepAliveTimeout }).toEqual({
        headersTimeout: HTTP_TIMEOUTS.headersTimeout, requestTimeout: HTTP_TIMEOUTS.requestTimeout, keepAliveTimeout: HTTP_TIMEOUTS.keepAliveTimeout,
      });
      const res = await fetch(url(server.url, '/loan/product/list'));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as { code: number }).code).toBe(0);
      const openapi = await fetch(`${server.url}/openapi.json`);
      expect(openapi.status).toBe(200);
    } finally {
      await server.close();
    }
    await expect(fetch(url(server.url, '/loan/product/list'))).rejects.toThrow();
  });

  it('migrates a database it is given and leaves it open for its owner', async () => {
    const testDb = await createTestDatabase({ empty: true });
    try {
      const database = await testDb.open();
      const server = await startServer({ env, config: { port: 0, host: '127.0.0.1' }, database, logger: createLogger('silent') });
      await server.close();
      const rows = await database.transaction((s) => s.query<{ name: string }>('SELECT name FROM schema_migrations'));
      expect(rows.map((r) => r.name)).toContain('0001_init.sql');
    } finally {
      await testDb.dispose();
    }
  });

  it('refuses to start on a bad configuration, naming the variable', async () => {
    await expect(startServer({ env: { ...env, MARKET: 'XX' }, database: 'memory' })).rejects.toThrow(/MARKET/);
  });
});
