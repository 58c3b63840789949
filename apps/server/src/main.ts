import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './plugins/logging.ts';
import { startServer, type RunningServer } from './start.ts';

export { startServer, type RunningServer, type StartServerOptions } from './start.ts';
export { buildApp, type AppOptions } from './app.ts';

/** `npm run serve`: start from the environment, stop cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const server: RunningServer = await startServer({ config, logger });
  const { url, database } = server;
  logger.info({ market: config.market, sms: config.smsProvider, database: database.kind }, `Lendline listening on ${url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A hung close must still end the process.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The log is written asynchronously; flush it before the process goes.
    const exit = (code: number) => logger.flush(() => process.exit(code));
    server.close().then(
      () => exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error('Lendline failed to start:', error);
    process.exit(1);
  });
}
