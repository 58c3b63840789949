import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { LegalService } from './legal-service.ts';

/** The legal texts' extension calls (ADR 043). */
export function registerLegalRoutes(registry: HandlerRegistry, legal: LegalService): void {
  registry.add('/legal/state', (_input, ctx) => legal.state(principalOf(ctx).userId));
  registry.add('/legal/accept', (input, ctx) =>
    legal.accept(principalOf(ctx).userId, { terms: input.terms, privacy: input.privacy }, input.source ?? 'prompt'));
}
