import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { UnderwritingService } from './underwriting-service.ts';

/** The borrower-facing call of the underwriting module. */
export function registerUnderwritingRoutes(registry: HandlerRegistry, underwriting: UnderwritingService): void {
  registry.add('/app/isRejectRecommendation', (input, ctx) => underwriting.recommendation(principalOf(ctx).userId, input.orderNo));
}
