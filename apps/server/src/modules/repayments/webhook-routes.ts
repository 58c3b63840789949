import type { FastifyInstance } from 'fastify';
import type { RepaymentsService } from './repayments-service.ts';

/**
 * `POST /webhooks/collections/:provider`: providers tell us about money in. Like the payout
 * webhooks, outside the encrypted /api family and with the raw body kept, since the signature
 * covers the exact bytes. A payment we could not confirm with the provider answers 503, so
 * the provider sends it again; a forged one 401; a signed one we cannot read (the sandbox's,
 * signed by hand) 400 with the reason; and the body is never logged.
 */
export async function registerCollectionsWebhookRoutes(app: FastifyInstance, repayments: RepaymentsService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/webhooks/collections/:provider', async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const provider = request.params.provider;
      const result = await repayments.receiveNotification(provider, raw, request.headers);
      if (result === 'forged') {
        request.log.warn({ provider, bytes: raw.length }, 'collections notification refused: bad signature or unknown provider');
        return reply.code(401).send({ received: false });
      }
      if (result === 'retry') return reply.code(503).send({ received: false });
      if (typeof result === 'object' && 'malformed' in result) {
        request.log.warn({ provider, bytes: raw.length, reason: result.malformed }, 'collections notification refused: malformed');
        return reply.code(400).send({ received: false, reason: result.malformed });
      }
      return reply.code(200).send(repayments.acknowledgementOf(provider) ?? { received: true });
    });
  });
}

