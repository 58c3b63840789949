import { hostname } from 'node:os';
import type { DestinationStream, Logger } from 'pino';

/** One request's access line: only values the server itself produced, never input echoed raw. */
export interface AccessEntry {
  reqId: string;
  method: string;
  /** The decrypted logical path, or the URL path with digit runs masked; never the query. */
  path: string;
  status: number;
  apiCode?: number | undefined;
  ms: number;
  /** With tracing on and the trace sampled: the ids that find it in the tracing backend (ADR 094). */
  traceId?: string | undefined;
  spanId?: string | undefined;
}

export interface AccessLog {
  isEnabled(): boolean;
  write(entry: AccessEntry): void;
}

const INFO = 30;

/**
 * The line pino would write for `logger.info(entry, 'request completed')`, built directly.
 * It is written for every request that goes through the pipeline, and pino's general path
 * (bindings, hooks, serializers, key checks) cost about a microsecond and a half a line; the
 * fields here are fixed and typed, and every string goes through JSON.stringify, so the line
 * is always JSON.
 */
export function formatAccessLine(entry: AccessEntry, time: number, base: string): string {
  const apiCode = entry.apiCode === undefined ? '' : `,"apiCode":${entry.apiCode}`;
  // Hex ids the tracing SDK made, never input: written as they are.
  const trace = entry.traceId === undefined ? '' : `,"traceId":"${entry.traceId}","spanId":"${entry.spanId ?? ''}"`;
  return (
    `{"level":${INFO},"time":${time}${base},"reqId":${JSON.stringify(entry.reqId)},` +
    `"method":${JSON.stringify(entry.method)},"path":${JSON.stringify(entry.path)},` +
    `"status":${entry.status}${apiCode},"ms":${entry.ms}${trace},"msg":"request completed"}\n`
  );
}

/** pino's default bindings (pid, hostname), as the rest of the server's lines carry them. */
export const PINO_BASE = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

/** Access lines into the logger's own destination, so they keep their order with its other lines. */
export function createAccessLog(logger: Logger, stream: DestinationStream, now: () => number = Date.now): AccessLog {
  return {
    isEnabled: () => logger.isLevelEnabled('info'),
    write(entry) {
      if (logger.isLevelEnabled('info')) stream.write(formatAccessLine(entry, now(), PINO_BASE));
    },
  };
}
