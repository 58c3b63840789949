import { LEGAL_DOCUMENTS, type LegalDocument, type LegalState, type MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { acceptancesOf, recordAcceptance } from './legal-repository.ts';
import { currentVersion, readLegalVersions } from './legal-versions.ts';

export interface LegalServiceDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  contentDir: string;
}

export interface LegalService {
  /** `/legal/state`: the current versions, what the borrower accepted, what still needs accepting. */
  state(userId: string): Promise<Outcome<LegalState>>;
  /** `/legal/accept`: records the accepted versions (each must be a published one). */
  accept(userId: string, accepted: Record<LegalDocument, string>, source: 'register' | 'prompt'): Promise<Outcome<LegalState>>;
}

/** Versioned terms and privacy texts and their acceptances (issue 12, ADR 043). */
export function createLegalService(deps: LegalServiceDeps): LegalService {
  const { db, now, market, contentDir } = deps;

  async function state(userId: string): Promise<Outcome<LegalState>> {
    const [versions, accepted] = await Promise.all([readLegalVersions(contentDir, market), acceptancesOf(db, userId)]);
    const current = { terms: currentVersion(versions, 'terms') ?? '', privacy: currentVersion(versions, 'privacy') ?? '' };
    // A borrower who accepted the current version (or a market with no text yet) is not asked.
    const pending = LEGAL_DOCUMENTS.filter(
      (document) => current[document] !== '' && !accepted.some((a) => a.document === document && a.version === current[document]),
    );
    return ok({
      current,
      accepted: accepted.map((a) => ({ document: a.document, version: a.version, acceptedAt: a.acceptedAt.toISOString() })),
      pending,
    });
  }

  return {
    state,
    async accept(userId, accepted, source) {
      const versions = await readLegalVersions(contentDir, market);
      // An older published version is recorded as such (an old client's screen); the newer one stays pending.
      if (LEGAL_DOCUMENTS.some((document) => !versions[document].includes(accepted[document]))) return fail('VALIDATION_FAILED');
      const acceptedAt = now();
      await db.transaction(async (tx) => {
        for (const document of LEGAL_DOCUMENTS) {
          await recordAcceptance(tx, { userId, document, version: accepted[document], acceptedAt, source });
        }
      });
      return state(userId);
    },
  };
}
