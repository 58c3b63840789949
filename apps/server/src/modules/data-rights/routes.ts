import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import { ok } from '../../shared/outcome.ts';
import type { DataRightsService } from './data-rights-service.ts';

/** The borrower's calls about their own data (ADR 103): always their own, by the session's user. */
export function registerDataRightsRoutes(registry: HandlerRegistry, dataRights: DataRightsService): void {
  registry.add('/me/data/requests', async (_input, ctx) => ok(await dataRights.overview(principalOf(ctx).userId)));
  // The export's messages are written in the language the borrower asked in.
  registry.add('/me/data/export', (_input, ctx) => dataRights.requestExport(principalOf(ctx).userId, ctx.lang));
  registry.add('/me/data/export/open', (input, ctx) => dataRights.openExport(principalOf(ctx).userId, input.token));
  registry.add('/me/data/correction', (input, ctx) => dataRights.requestCorrection(principalOf(ctx).userId, input));
  registry.add('/me/data/marketing', async (input, ctx) => ok(await dataRights.setMarketing(principalOf(ctx).userId, input.allowed)));
}
