import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { maskPhone } from '@lendline/domain';
import { LogController, type FastifyInstance } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Field names whose values are secrets or personal data wherever they appear in a log object. */
const SENSITIVE_KEYS = ['code', 'token', 'mobile', 'phone', 'bvn', 'idNumber', 'password', 'body', 'authorization'];

/**
 * pino redaction paths for those keys at the top level and one level down. A safety net:
 * the server does not log request bodies or headers at all, and services log phones only
 * through maskPhone under other names. (Each wildcard level roughly doubles the cost of
 * every log line, and there is one line per request.)
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/** Long digit runs in free text (error messages, URLs) are masked as if they were phones. */
export function maskDigitRuns(text: string): string {
  return text.replace(/\d{7,}/g, (digits) => maskPhone(digits));
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
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
          // `code` is a redacted key (it usually means a one-time code); keep error codes visible.
          if (typeof serialized.code === 'string') serialized.errorCode = serialized.code;
          if (serialized.stack) serialized.stack = maskDigitRuns(serialized.stack);
          return serialized;
        },
      },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskDigitRuns(arg) : arg));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    // Asynchronous stdout by default: a request never waits on the terminal or a pipe.
    // pino flushes what is buffered when the process exits.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

const VERBOSE_LEVELS = new Set(['info', 'debug', 'trace']);
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Honours a caller's x-request-id (a proxy's, a client's) when it looks like an id, else makes one. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's own request logging is off (it would log URLs with query strings, which carry
 * phone numbers on GET calls); one line per request is written here instead, naming the
 * decrypted logical path and the envelope code, never the query or the body.
 */
export function installRequestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!VERBOSE_LEVELS.has(request.log.level)) return;
    const path = request.apiPath ?? maskDigitRuns(request.url.split('?', 1)[0] ?? '');
    request.log.info(
      {
        method: request.method,
        path,
        status: reply.statusCode,
        apiCode: request.apiCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
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
