import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { checkFingerprintKey } from './modules/underwriting/fingerprint-key-check.ts';
import { listenMetrics } from './plugins/metrics/metrics-server.ts';
import { startTracing } from './plugins/tracing/tracing.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import { keyringOf } from './shared/keyring.ts';

export interface StartServerOptions {
  /** Environment the configuration is read from; default process.env. */
  env?: Record<string, string | undefined>;
  /** Applied over the parsed configuration, e.g. `{ port: 0, host: '127.0.0.1' }`. */
  config?: Partial<Config>;
  /**
   * 'memory': a throwaway in-memory PGlite. A Database: used as is (migrated, not closed
   * on close()). Default: DATABASE_URL, or PGlite under DATA_DIR.
   */
  database?: 'memory' | Database;
  /** The read replica for the heavy staff reads, used as is; default DATABASE_READ_URL when set (ADR 097). */
  readDatabase?: Database;
  now?: Clock;
  logger?: Logger;
}

export interface RunningServer {
  /** e.g. http://localhost:8080 (the real port when 0 was asked for). */
  url: string;
  port: number;
  /** The metrics listener's port (METRICS_PORT; the real one when 0 was asked for), null when off. */
  metricsPort: number | null;
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Stops accepting requests, lets in-flight ones finish, then closes a database it opened. */
  close(): Promise<void>;
}

/** Connections to the read replica per instance (DATABASE_READ_URL): the portfolio computes with six reads at once. */
const READ_POOL_SIZE = 6;

/** Opens the database, migrates it, builds the app and listens. Used by main.ts, e2e and bench. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config: Config = { ...loadConfig(options.env ?? process.env), ...options.config };
  const ownsDatabase = typeof options.database !== 'object';
  // Off (null) unless a collector is configured; then the SDK is loaded here, once (ADR 094).
  const tracing = await startTracing(config.tracing);
  const traced = { traced: tracing !== null };
  const database =
    typeof options.database === 'object'
      ? options.database
      : await openDatabase(
          options.database === 'memory'
            ? { memory: true }
            : config.databaseUrl
              ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
              : { dataDir: join(config.dataDir, 'pglite') },
          traced,
        );
  // Never migrated: a replica follows the primary's schema. Small: the portfolio's six reads side by side.
  const ownsReadDatabase = !options.readDatabase && config.databaseReadUrl !== null && options.database !== 'memory';
  const readDatabase = options.readDatabase ?? (ownsReadDatabase ? await openDatabase({ url: config.databaseReadUrl!, poolSize: READ_POOL_SIZE }, traced) : undefined);
  try {
    await migrate(database);
    // Before anything answers: a wrong fingerprint key would lose duplicate detection silently.
    await checkFingerprintKey(database.db, keyringOf(config).fingerprint, (options.now ?? systemClock)());
    const app = await buildApp({ config, database, readDatabase, now: options.now, logger: options.logger, tracing });
    await app.listen({ port: config.port, host: config.host });
    app.jobs.start();
    const metricsServer = config.metrics.port === null
      ? null
      : await listenMetrics(app.metrics, { port: config.metrics.port, host: config.metrics.host }, app.log).catch(async (error: unknown) => {
        await app.close();
        throw error;
      });
    const metricsAddress = metricsServer?.address();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      metricsPort: typeof metricsAddress === 'object' && metricsAddress ? metricsAddress.port : null,
      app,
      config,
      database,
      async close() {
        // Before the app and the database: a scrape in flight reads nothing closed.
        if (metricsServer) {
          const closed = new Promise<void>((resolve) => metricsServer.close(() => resolve()));
          // A scraper keeps its connection alive; close() alone would wait for it.
          metricsServer.closeAllConnections();
          await closed;
        }
        await app.close();
        // After the app (its last requests and jobs have ended their spans), before the database.
        await tracing?.shutdown();
        if (ownsDatabase) await database.close();
        if (ownsReadDatabase) await readDatabase?.close();
      },
    };
  } catch (error) {
    await tracing?.shutdown();
    if (ownsDatabase) await database.close().catch(() => undefined);
    if (ownsReadDatabase) await readDatabase?.close().catch(() => undefined);
    throw error;
  }
}
