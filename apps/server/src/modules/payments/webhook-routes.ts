import type { FastifyInstance } from 'fastify';
import type { DeliverWebhook } from '../../providers/payout/types.ts';
import type { PaymentsService } from './payments-service.ts';

/**
 * `POST /webhooks/payout/:provider`: outside the encrypted /api family (providers call it),
 * and the signature covers the exact bytes, so this scope keeps the raw body as a Buffer:
 * its own content-type parsers apply only to routes registered inside it.
 */
export async function registerPayoutWebhookRoutes(app: FastifyInstance, payments: PaymentsService, providerName: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/webhooks/payout/:provider', async (request, reply) => {
      if (request.params.provider !== providerName) return reply.code(404).send({ received: false });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await payments.receiveWebhook(raw, request.headers);
      if (result === 'forged') {
        // Never the body: it names the borrower's account.
        request.log.warn({ provider: providerName, bytes: raw.length }, 'payout webhook with a bad signature refused');
        return reply.code(401).send({ received: false });
      }
      return reply.code(200).send({ received: true });
    });
  });
}

/**
 * How the sandbox provider's webhooks reach us (ADR 017): over real HTTP to the address this
 * instance listens on, so they go through the same path a vendor's would; through
 * `app.inject` when it does not listen (tests, or before listen). Either way the body is
 * posted byte for byte, so the signature checks out.
 */
export function deliverToOwnWebhook(app: FastifyInstance, path: string): DeliverWebhook {
  return async (rawBody, headers) => {
    const address = app.server.listening ? app.server.address() : null;
    let httpStatus: number;
    if (address && typeof address === 'object') {
      const unspecified = address.address === '0.0.0.0' || address.address === '::';
      const host = unspecified ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      httpStatus = (await fetch(`http://${host}:${address.port}${path}`, { method: 'POST', headers, body: rawBody })).status;
    } else {
      httpStatus = (await app.inject({ method: 'POST', url: path, headers, payload: rawBody })).statusCode;
    }
    if (httpStatus !== 200) throw new Error(`sandbox webhook answered ${httpStatus}`);
  };
}
