import type { HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { CatalogueService } from './catalogue-service.ts';

export function registerCatalogueRoutes(registry: HandlerRegistry, catalogue: CatalogueService): void {
  // Every visitor's home screen asks for it, and it changes only with a release.
  registry.add('/loan/product/list', async () => catalogue.productList(), { publicCacheSeconds: 60 });
}
