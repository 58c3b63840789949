import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from '../src/plugins/lazy-child-logger.ts';
import { createLogger, QuietRequestLog } from '../src/plugins/logging.ts';

describe('a request’s logger, made on first use (ADR 061)', () => {
  it('makes no pino child until something logs, then logs with the request id', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    let children = 0;
    const child = logger.child.bind(logger);
    const counting = Object.assign(Object.create(logger) as typeof logger, {
      child: (...args: Parameters<typeof logger.child>) => {
        children += 1;
        return child(...args);
      },
    });
    const log = lazyChildLogger(counting as unknown as FastifyBaseLogger, { reqId: 'req-12345678' }, {});
    expect(log.level).toBe('info');
    expect(children).toBe(0);
    log.debug('not written at info');
    log.warn({ path: '/x', mobile: '08031234567' }, 'something to see');
    log.error('and again');
    expect(children).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-12345678', 'something to see'],
      ['req-12345678', 'and again'],
    ]);
    // The same redaction as every other line.
    expect(lines[0]!.mobile).toBe('[redacted]');
  });
});

describe('request.log in Fastify', () => {
  it('still writes with the request id when a handler logs, and Fastify accepts the logger', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, childLoggerFactory: lazyChildLogger, logController: new QuietRequestLog() });
    app.get('/probe', (request) => {
      request.log.warn({ probe: true }, 'probe line');
      return { ok: true };
    });
    try {
      const res = await app.inject({ url: '/probe' });
      expect(res.statusCode).toBe(200);
      expect(lines.find((line) => line.msg === 'probe line')).toMatchObject({ reqId: expect.any(String), probe: true, level: 40 });
    } finally {
      await app.close();
    }
  });
});
