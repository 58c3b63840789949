import { optionalOrderNoRequest } from '@lendline/domain';
import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { UnderwritingService } from './underwriting-service.ts';

/** The borrower-facing call of the underwriting module. */
export function registerUnderwritingRoutes(registry: HandlerRegistry, underwriting: UnderwritingService): void {
  registry.add('/app/isRejectRecommendation', optionalOrderNoRequest, (input, ctx) =>
    underwriting.recommendation(principalOf(ctx).userId, input.orderNo),
  );
}
