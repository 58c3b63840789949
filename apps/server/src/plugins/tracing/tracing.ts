import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { runInTrace, type ActiveTrace, type JobTracing } from '../../shared/trace-context.ts';
import { errorNameFor } from '../errors.ts';
import { lazyChildLogger } from '../lazy-child-logger.ts';
import { routeLabel } from '../metrics/http-metrics.ts';
import type { TracingConfig } from './tracing-config.ts';

/** The ids a log line carries to find its trace; absent when the trace was not sampled. */
export interface TraceIds {
  traceId: string;
  spanId: string;
}

/** One request's server span (ADR 094). */
export interface RequestTrace extends ActiveTrace {
  readonly ids: TraceIds | undefined;
  /** The error behind a 5xx: the span's status, with the error's class name only. */
  fail(error: unknown): void;
  end(status: number, route: string): void;
}

export interface Tracing extends JobTracing {
  /** `trustedHeaders`: the request's headers when it came from a trusted proxy (its traceparent is followed), else undefined. */
  startRequest(method: string, requestId: string, trustedHeaders: IncomingHttpHeaders | undefined): RequestTrace;
  /** Sends the spans still waiting (graceful stop); bounded by the exporter's timeout. */
  shutdown(): Promise<void>;
}

/**
 * Null when tracing is off, and then nothing of OpenTelemetry is imported: the SDK is a
 * dynamic import, loaded only here, only when a collector is configured.
 */
export async function startTracing(settings: TracingConfig | null): Promise<Tracing | null> {
  if (!settings) return null;
  const { createOtelTracing } = await import('./otel-tracing.ts');
  return createOtelTracing(settings);
}

/**
 * A server span per request, named by the same route label as the metrics (never the raw URL,
 * which carries ids and phone numbers). Registered after the request-id and security hooks and
 * before the routes. The rest of the request runs inside its trace from onRequest, so the
 * statements and vendor calls of the handler become the span's children: the context carries
 * through a body's parse, even one that arrives after a pause (tracing.test.ts posts one so).
 */
export function installRequestTracing(app: FastifyInstance, tracing: Tracing, isTrustedPeer: (address: string | undefined) => boolean): void {
  app.decorateRequest('trace', null);
  // Callback style, as every per-request hook here (ADR 061).
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const trace = tracing.startRequest(request.method, request.id, isTrustedPeer(raw.socket.remoteAddress) ? raw.headers : undefined);
    request.trace = trace;
    if (trace.ids) {
      // The request's own lines (the 5xx's "unhandled error") name the trace beside the request id.
      const log = lazyChildLogger(app.log, { reqId: request.id, traceId: trace.ids.traceId, spanId: trace.ids.spanId }, {}) as FastifyBaseLogger;
      request.log = log;
      reply.log = log;
    }
    runInTrace(trace, done);
  });
  app.addHook('onError', (request, _reply, error, done) => {
    // A refusal (a 4xx the error handler answers) is the caller's, not a failure of the span.
    if (errorNameFor(error) === 'INTERNAL') request.trace?.fail(error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.trace?.end(reply.statusCode, routeLabel(request));
    done();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span when tracing is on (plugins/tracing, ADR 094); null when off. */
    trace: RequestTrace | null;
  }
}
