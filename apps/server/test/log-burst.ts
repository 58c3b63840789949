// Run by access-log.test.ts in a child process: a burst of lines through the real stdout
// destination, then an exit or a crash before the batching timer has had a chance to run.
import { accessLogOf, createLogger } from '../src/plugins/logging.ts';

const [count, ending] = [Number(process.argv[2]), process.argv[3]];
const logger = createLogger('info');
const access = accessLogOf(logger);
for (let i = 0; i < count; i++) access.write({ reqId: `burst-${i}`, method: 'GET', path: '/loan/product/list', status: 200, apiCode: 0, ms: 0.1 });
if (ending === 'crash') {
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught');
    process.exit(7);
  });
  throw new Error('boom');
}
logger.info('last words');
process.exit(0);
