import type { EndpointDef } from '@lendline/domain';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi-document.ts';

/** GET /openapi.json, outside /api: built and serialised once at start. */
export function registerOpenApiRoute(app: FastifyInstance, isExposed: (def: EndpointDef) => boolean): void {
  const body = JSON.stringify(buildOpenApiDocument({ version: '0.1.0', isExposed }));
  app.get('/openapi.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
}
