import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Every answered request into the duration histogram, labelled by its route pattern: the
 * contract's logical path for the encrypted /api family (set only once known to be one of ours),
 * else Fastify's route pattern (`/staff/loans/:id`), else "unmatched" (a 404 for any URL a
 * scanner tries must not become a new series). Public reads answered at the socket from the
 * micro-cache never reach Fastify: the cache observes those itself (public-read-cache.ts).
 */
export function installHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  // Callback style: an async hook costs every request a promise (ADR 061).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** The request's route as metrics and traces name it (ADR 090, 094): a pattern, never the URL. */
export function routeLabel(request: FastifyRequest): string {
  return request.apiPath ?? (request.is404 ? 'unmatched' : request.routeOptions.url ?? 'unmatched');
}
