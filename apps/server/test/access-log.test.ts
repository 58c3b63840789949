import { ERRORS } from '@lendline/domain';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAccessLog, formatAccessLine, PINO_BASE, type AccessEntry } from '../src/plugins/access-log.ts';
import { accessLogOf, createLogger } from '../src/plugins/logging.ts';

const TIME = 1_795_000_000_123;

/** What pino itself writes for the same call, with the same pinned time. */
function pinoLine(entry: AccessEntry): string {
  const lines: string[] = [];
  const logger = pino({ level: 'info', timestamp: () => `,"time":${TIME}` }, { write: (line: string) => void lines.push(line) });
  logger.info(entry, 'request completed');
  return lines[0]!;
}

const ENTRIES: AccessEntry[] = [
  { reqId: '5fbffb8e-3efb-48a5-9a9f-b2fb6604f6dc', method: 'GET', path: '/loan/product/list', status: 200, apiCode: 0, ms: 0.4 },
  { reqId: 'req-1', method: 'POST', path: '/security/login', status: 400, apiCode: ERRORS.MISSING_TIMESTAMP.code, ms: 12.5 },
  { reqId: 'req-2', method: 'GET', path: '/openapi.json', status: 200, apiCode: undefined, ms: 3 },
  { reqId: 'q"\\x', method: 'GET', path: '/a"b\\c\nd\u2028é', status: 404, apiCode: ERRORS.NOT_FOUND.code, ms: 0 },
];

describe('access line', () => {
  it.each(ENTRIES)('is the line pino writes for the same fields (%#)', (entry) => {
    const ours = formatAccessLine(entry, TIME, PINO_BASE);
    expect(ours.endsWith('\n')).toBe(true);
    expect(ours.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(ours)).toEqual(JSON.parse(pinoLine(entry)));
  });

  it('writes nothing when info is off, and follows a level changed at run time', () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const logger = pino({ level: 'warn' }, stream);
    const access = createAccessLog(logger, stream, () => TIME);
    access.write(ENTRIES[0]!);
    expect(access.isEnabled()).toBe(false);
    logger.level = 'info';
    access.write(ENTRIES[0]!);
    expect(access.isEnabled()).toBe(true);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, time: TIME, path: '/loan/product/list', apiCode: 0 });
  });

  it('shares the logger’s destination, so lines keep their order', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info('before');
    accessLogOf(logger).write(ENTRIES[1]!);
    logger.warn('after');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['before', 'request completed', 'after']);
  });
});

describe('stdout destination', () => {
  const script = path.join(import.meta.dirname, 'log-burst.ts');
  const burst = (ending: 'exit' | 'crash') =>
    spawnSync(process.execPath, ['--import', 'tsx', script, '20000', ending], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

  it.each(['exit', 'crash'] as const)('writes out every line still waiting when the process ends by %s', (ending) => {
    const result = burst(ending);
    const lines = result.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
    const accessLines = lines.filter((line) => line.msg === 'request completed');
    expect(accessLines).toHaveLength(20_000);
    expect(accessLines.map((line) => line.reqId)).toEqual(Array.from({ length: 20_000 }, (_, i) => `burst-${i}`));
    expect(lines.at(-1).msg).toBe(ending === 'exit' ? 'last words' : 'uncaught');
    expect(result.status).toBe(ending === 'exit' ? 0 : 7);
  });
});
