import { DEFAULT_PACKAGE_NAME, encryptPath, ERRORS } from '@lendline/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createHandlerRegistry } from '../src/plugins/api/handlers.ts';
import type { PublicReadCache } from '../src/plugins/api/public-read-cache.ts';
import { registerApiRoutes } from '../src/plugins/api/routes.ts';
import { ok } from '../src/shared/outcome.ts';

// Every call of the contract is built (ADR 048), so no real server answers NOT_AVAILABLE_YET any
// more; the dispatcher keeps the answer for a path nobody registered (a module left out of the
// composition by mistake), checked here with a registry of one handler.
const unusedCache: PublicReadCache = { remember: () => undefined, serve: () => false, report: () => undefined, totalHits: () => 0 };

async function appWithOneHandler() {
  const registry = createHandlerRegistry();
  registry.add('/loan/product/list', async () => ok({ products: [] }));
  const app = Fastify();
  registerApiRoutes(app, {
    registry,
    isExposed: () => true,
    authenticate: async () => ok({ userId: 'u1', sessionId: 's1', signedInAt: new Date(0) }),
    publicReads: unusedCache,
  });
  await app.ready();
  return app;
}

const url = (path: string) => `/api/${encryptPath(path, DEFAULT_PACKAGE_NAME)}?timestamp=1772442000`;

describe('a contract path without a handler', () => {
  it('answers NOT_AVAILABLE_YET (501) in the envelope, translated, while a registered one answers', async () => {
    const app = await appWithOneHandler();
    const unbuilt = await app.inject({ method: 'GET', url: url('/loanMarket/index'), headers: { lang: 'es' } });
    expect(unbuilt.statusCode).toBe(501);
    expect(unbuilt.json()).toEqual({ code: ERRORS.NOT_AVAILABLE_YET.code, data: null, msg: 'Este servicio aún no está disponible' });
    const built = await app.inject({ method: 'GET', url: url('/loan/product/list') });
    expect(built.json()).toMatchObject({ code: 0, data: { products: [] } });
    await app.close();
  });
});
