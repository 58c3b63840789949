import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import { ok } from '../../shared/outcome.ts';
import type { CareService } from './care-service.ts';
import type { DeletionService } from './deletion-service.ts';

/** Customer care's calls (ADR 044): the public channels and store address, and the borrower's own complaints and deletion. */
export function registerCareRoutes(registry: HandlerRegistry, care: CareService, deletion: DeletionService): void {
  // The same for everyone and changed only by a redeploy: served from the public read cache.
  registry.add('/loanMarket/customer-service', async () => ok(care.channels()), { publicCacheSeconds: 60 });
  registry.add('/app-download/getAddress', async () => ok(care.downloadAddress()), { publicCacheSeconds: 60 });
  registry.add('/care/complaint/create', (input, ctx) => care.createComplaint(principalOf(ctx).userId, input));
  registry.add('/care/complaint/list', async (_input, ctx) => ok(await care.listComplaints(principalOf(ctx).userId)));
  registry.add('/user/account/delete', (input, ctx) => deletion.deleteAccount(principalOf(ctx), input.reason));
}
