import type { FastifyInstance } from 'fastify';
import { REPAYMENT_LINK_PREFIX } from './portal.ts';

/**
 * `GET /r/:token`: a reminder's short repayment link (ADR 039). It sends the browser on to the
 * portal screen, which the app routes by the hash, so the token never reaches any server but
 * ours and the link stays short enough for one SMS page. The access log names the route, not
 * the token: whoever holds a token may pay the loan, so it is kept like a session's.
 */
export function registerRepaymentLinkRoute(app: FastifyInstance): void {
  app.get<{ Params: { token: string } }>(`${REPAYMENT_LINK_PREFIX}:token`, async (request, reply) => {
    request.apiPath = `${REPAYMENT_LINK_PREFIX}:token`;
    // Only a token's own characters pass on; anything else lands on the portal's "not valid" answer.
    const token = /^[A-Za-z0-9._-]{1,200}$/.test(request.params.token) ? request.params.token : 'invalid';
    return reply.header('cache-control', 'no-store').redirect(`/#/portal/repayment?${new URLSearchParams({ token })}`, 302);
  });
}
