import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import { ok } from '../../shared/outcome.ts';
import type { InboxService } from './inbox-service.ts';

/** The message centre's calls (ADR 047): the borrower's own messages, in the request's language. */
export function registerInboxRoutes(registry: HandlerRegistry, inbox: InboxService): void {
  registry.add('/inbox/messages', async (input, ctx) => ok(await inbox.list(principalOf(ctx).userId, input.page ?? 1, ctx.lang)));
  registry.add('/inbox/unread-count', async (_input, ctx) => ok(await inbox.unreadCount(principalOf(ctx).userId)));
  registry.add('/inbox/messages/read', (input, ctx) => inbox.open(principalOf(ctx).userId, input.id, ctx.lang));
}
