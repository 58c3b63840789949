import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { CatalogueService } from './catalogue-service.ts';

/** The same for every visitor and changed only by a release: served from the public read cache (ADR 021). */
const CACHE = { publicCacheSeconds: 60 };

export function registerCatalogueRoutes(registry: HandlerRegistry, catalogue: CatalogueService): void {
  // Every visitor's home screen asks for it, and it changes only with a release.
  registry.add('/loan/product/list', async () => catalogue.productList(), CACHE);
  // Landing pages and hot loans (ADR 046).
  registry.add('/loanMarket/index', async () => catalogue.marketIndex(), CACHE);
  registry.add('/loan/product/list-market', async () => catalogue.marketProducts(), CACHE);
  registry.add('/loanMarket/repay-color', async () => catalogue.repayColors(), CACHE);
  registry.add('/loan/loan-product/index', async (input) => catalogue.productIndex(input.productId), CACHE);
  registry.add('/loanMarket/lending-record', async () => catalogue.lendingRecord());
  registry.add('/loanMarket/repay/products', async (_input, ctx) => catalogue.repayProducts(principalOf(ctx).userId));
}
