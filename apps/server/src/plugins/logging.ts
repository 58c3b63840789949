import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { maskPhone } from '@lendline/domain';
import { LogController, type FastifyInstance } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { createAccessLog, type AccessLog } from './access-log.ts';

/** Field names whose values are secrets or personal data wherever they appear in a log object. */
const SENSITIVE_KEYS = new Set(['code', 'token', 'mobile', 'phone', 'bvn', 'idNumber', 'password', 'body', 'authorization', 'cookie']);
const CENSOR = '[redacted]';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Replaces those keys at the top level and one level down. A safety net: the server does not
 * log request bodies or headers at all, and services log phones only through maskPhone under
 * other names. It runs in the log-method hook, so only on lines actually written: pino's own
 * path redaction also ran on every per-request child logger, and was the largest cost of a
 * cached read under load (measured with --cpu-prof).
 */
export function redactSensitive(value: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const field = value[key];
    let replaced: unknown = field;
    if (SENSITIVE_KEYS.has(key)) replaced = CENSOR;
    else if (depth === 0 && isPlainObject(field)) replaced = redactSensitive(field, 1);
    if (replaced !== field) (copy ??= { ...value })[key] = replaced;
  }
  return copy ?? value;
}

/** Long digit runs in free text (error messages, URLs) are masked as if they were phones. */
export function maskDigitRuns(text: string): string {
  return text.replace(/\d{7,}/g, (digits) => maskPhone(digits));
}

/**
 * The access line of every request is written by an AccessLog beside the main logger (same
 * destination, no hooks, no per-request child): its fields are built from known-safe values.
 */
const accessLogs = new WeakMap<Logger, AccessLog>();

export function accessLogOf(logger: Logger): AccessLog {
  const access = accessLogs.get(logger);
  if (!access) throw new Error('accessLogOf: the logger was not made by createLogger');
  return access;
}

const FLUSH_EVERY_MS = 200;
/** About a hundred access lines a write: each write is a round trip through the thread pool. */
const BATCH_CHARS = 16 * 1024;

/**
 * Asynchronous stdout, written in batches: a request never waits on the terminal or a pipe,
 * and one write call carries many lines. Lines are gathered here and handed to sonic-boom
 * (which owns the descriptor, partial writes, EAGAIN and the synchronous flush at exit) as
 * one string a batch: per line, sonic-boom's own bookkeeping re-measured its whole pending
 * chunk, and with 4 KB batches the writes themselves were ~8 % of a loaded server's CPU
 * (both measured with --cpu-prof on the cached public read). A timer hands over what waits
 * every 200 ms, so a quiet server's lines still appear at once; at exit, crash included, the
 * batch goes to sonic-boom first (prepended listener) and pino's exit hook then writes it out.
 */
function batchedStdout(): DestinationStream {
  // minLength 1: a handed-over batch goes out at once, yet flush(cb) still waits for the
  // write in flight (at 0, sonic-boom calls back at once, and main.ts exits in that callback).
  const sonic = pino.destination({ dest: 1, sync: false, minLength: 1 });
  let batch: string[] = [];
  let size = 0;
  const handOver = () => {
    if (size === 0) return;
    const text = batch.join('');
    batch = [];
    size = 0;
    sonic.write(text);
  };
  process.prependListener('exit', handOver);
  setInterval(handOver, FLUSH_EVERY_MS).unref();
  return {
    write(line: string) {
      batch.push(line);
      size += line.length;
      if (size >= BATCH_CHARS) handOver();
    },
    // pino's logger.flush(cb), used before exiting, calls this when it exists.
    flush(done?: (error?: Error) => void) {
      handOver();
      sonic.flush(done);
    },
  } as DestinationStream;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const stream = destination ?? batchedStdout();
  const logger = pino(
    {
      level,
      serializers: {
        // Whatever logs a request object gets method and path only: query strings carry
        // phone numbers on GET calls, headers carry tokens.
        req: (req: { method?: string; url?: string; id?: string }) => ({
          method: req.method,
          path: maskDigitRuns((req.url ?? '').split('?', 1)[0] ?? ''),
          id: req.id,
        }),
        err: (error: Error) => {
          const serialized = pino.stdSerializers.err(error);
          serialized.message = maskDigitRuns(serialized.message);
          // `code` is a sensitive key (it usually means a one-time code); error codes stay
          // visible under another name.
          if (typeof serialized.code === 'string') serialized.errorCode = serialized.code;
          delete serialized.code;
          for (const key of SENSITIVE_KEYS) if (key in serialized) serialized[key] = CENSOR;
          if (serialized.stack) serialized.stack = maskDigitRuns(serialized.stack);
          return serialized;
        },
      },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg) =>
            typeof arg === 'string' ? maskDigitRuns(arg) : isPlainObject(arg) ? redactSensitive(arg) : arg,
          );
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    stream,
  );
  accessLogs.set(logger, createAccessLog(logger, stream));
  return logger;
}

/** A request id we echo and log: a short token, nothing a log reader could be fooled by. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId. A trusted proxy's x-request-id (TRUST_PROXY names the peer) is kept when
 * it looks like an id, so the proxy's log and ours share it; from anyone else it is ignored and
 * an id is made: a client must not choose the id its errors are filed under (ADR 094).
 */
export function requestIdGenerator(isTrustedPeer: (address: string | undefined) => boolean): (req: IncomingMessage) => string {
  return (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) && isTrustedPeer(req.socket.remoteAddress) ? incoming : randomUUID();
  };
}

/**
 * Fastify's own request logging is off (it would log URLs with query strings, which carry
 * phone numbers on GET calls); one line per request is written here instead, naming the
 * decrypted logical path and the envelope code, never the query or the body.
 */
export function installRequestLogging(app: FastifyInstance, access: AccessLog): void {
  // Callback style, not async: an async hook costs every request a promise and a microtask
  // turn, which showed in the profile of an authenticated read (ADR 061).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (access.isEnabled()) {
      access.write({
        reqId: request.id,
        method: request.method,
        path: request.apiPath ?? maskDigitRuns(request.url.split('?', 1)[0] ?? ''),
        status: reply.statusCode,
        apiCode: request.apiCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        traceId: request.trace?.ids?.traceId,
        spanId: request.trace?.ids?.spanId,
      });
    }
    done();
  });
}

/**
 * Fastify's per-request lines are replaced by the one in installRequestLogging; its other
 * lines (stream errors and the like) stay, and go through the req serializer above.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
  override routeNotFound(): void {}
}
