import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { BureausService } from './bureaus-service.ts';

/** The credit bureau consent's extension calls (issue 24, ADR 102). */
export function registerBureauRoutes(registry: HandlerRegistry, bureaus: BureausService): void {
  registry.add('/bureau/consent', (input, ctx) => bureaus.consentState(principalOf(ctx).userId, input.orderNo, ctx.lang));
  registry.add('/bureau/consent/give', (input, ctx) =>
    bureaus.giveConsent(principalOf(ctx).userId, { orderNo: input.orderNo, textVersion: input.textVersion, nip: input.nip }, ctx.clientIp, ctx.lang));
  registry.add('/bureau/consent/withdraw', (input, ctx) => bureaus.withdrawConsent(principalOf(ctx).userId, input.orderNo, ctx.lang));
}
