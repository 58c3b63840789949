import { startServer, type RunningServer, type StartServerOptions } from '../src/start.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * startServer over real HTTP on this file's test database (the migrated image on PGlite, a
 * database from the template on PostgreSQL) instead of `database: 'memory'`, whose initdb and
 * migrations cost seconds a file; close() also disposes the database. The 'memory' start
 * itself keeps its own test (start-server.test.ts).
 */
export async function startTestServer(options: Omit<StartServerOptions, 'database'>): Promise<RunningServer> {
  const testDb = await createTestDatabase();
  try {
    const server = await startServer({ ...options, database: await testDb.open() });
    return {
      ...server,
      async close() {
        await server.close();
        await testDb.dispose();
      },
    };
  } catch (error) {
    await testDb.dispose();
    throw error;
  }
}
