import { describe, expect, it } from 'vitest';
import { startServer } from '../src/main.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { createTestDatabase } from './test-database.ts';

const OLD = 'the-old-secret-key-of-at-least-32-chars';
const NEW = 'the-new-secret-key-of-at-least-32-chars';
const base = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', CONSOLE_DIST: '/nonexistent/lendline-console-dist', LOG_LEVEL: 'silent' };

describe('the fingerprint key a database was started with (ADR 091)', () => {
  it('refuses to start under another key, and starts when FINGERPRINT_KEY names the original one', async () => {
    const testDb = await createTestDatabase({ empty: true });
    try {
      const database = await testDb.open();
      const start = (env: Record<string, string>) => startServer({ env: { ...base, ...env }, config: { port: 0, host: '127.0.0.1' }, database, logger: createLogger('silent') });
      await (await start({ SECRET_KEY: OLD })).close();
      // SECRET_KEY changed the old way, without keeping the fingerprints' key.
      await expect(start({ SECRET_KEY: NEW })).rejects.toThrow(/^FINGERPRINT_KEY: this database's fingerprints were made with key [0-9a-f]{8}/);
      await expect(start({ SECRET_KEY: NEW })).rejects.not.toThrow(OLD);
      await (await start({ SECRET_KEY: NEW, FINGERPRINT_KEY: OLD })).close();
      await (await start({ SECRET_KEY: NEW, SECRET_KEY_PREVIOUS: OLD, SECRET_KEY_PREVIOUS_UNTIL: '2030-01-01T00:00:00Z', FINGERPRINT_KEY: OLD })).close();
    } finally {
      await testDb.dispose();
    }
  });
});
