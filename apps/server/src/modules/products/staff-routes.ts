import { languageOf } from '../../plugins/api/envelope.ts';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { ProductsService } from './products-service.ts';

/**
 * Products on the staff API (issue 22, ADR 082): the products with their versions, and the
 * preview of edited terms. The preview is a GET (the terms as JSON in `?terms=`): it changes
 * nothing, and every staff POST is an action with its audit row (ADR 077). A version goes live
 * through four-eyes (`POST /staff/approvals {action:'productVersion'}`).
 */
export function registerStaffProductRoutes(staff: StaffRoutes, products: ProductsService): void {
  staff.get('/staff/products', { permission: 'products.read' }, async () => ok(await products.list()));
  staff.get<{ Querystring: { productId?: string; terms?: string } }>('/staff/products/preview', { permission: 'products.read' }, async (request) => {
    let terms: unknown;
    try {
      terms = JSON.parse(request.query.terms ?? 'null');
    } catch {
      return fieldProblem('terms', 'error.product.terms');
    }
    return products.preview({ productId: request.query.productId, terms }, languageOf(request.headers.lang));
  });
}
