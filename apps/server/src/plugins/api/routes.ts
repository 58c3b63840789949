import type { FastifyInstance } from 'fastify';
import { dispatch, type DispatchDeps } from './dispatch.ts';

/**
 * The whole API is one route family: /api/<encrypted logical path>?timestamp=<seconds>.
 * Methods other than GET and POST are routed too, so they get a 405 envelope from the
 * contract rather than a bare 404.
 */
export function registerApiRoutes(app: FastifyInstance, deps: DispatchDeps): void {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/:hex',
    handler: (request, reply) => dispatch(request, reply, deps),
  });
}
