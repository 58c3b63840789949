import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';

const READY = JSON.stringify({ status: 'ready' });
const NOT_READY = JSON.stringify({ status: 'not ready' });
const UP = JSON.stringify({ status: 'up' });

/**
 * `GET /healthz` (the process answers: no I/O) and `GET /readyz` (ADR 090), for a load
 * balancer or an orchestrator. Plain routes outside the encrypted /api family and the staff
 * plugin, so they pass the app-wide hooks (security headers, request id, access log) like every
 * other answer. The body is a word, never the reason: the reason is in the log.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', (_request, reply) => {
    void reply.code(200).header('cache-control', 'no-store').type('application/json').send(UP);
  });
  app.get('/readyz', async (_request, reply) => {
    const { ready } = await readiness.check();
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').type('application/json').send(ready ? READY : NOT_READY);
  });
}
