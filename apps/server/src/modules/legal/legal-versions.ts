import { LEGAL_DOCUMENTS, type LegalDocument, type MarketId } from '@lendline/domain';
import { publishedVersions } from '../../shared/published-versions.ts';

/** Every published version of each legal text of a market, oldest first (ADR 043). */
export type LegalVersions = Record<LegalDocument, string[]>;

/** The versions under `<contentDir>/<market>/<lang>/` (`terms-YYYY-MM-DD.md`, `privacy-…`), each in every language. */
export function readLegalVersions(contentDir: string, market: MarketId): Promise<LegalVersions> {
  return publishedVersions(contentDir, market, LEGAL_DOCUMENTS);
}

/** The newest version, or null when the market has none (then nothing is asked). */
export function currentVersion(versions: LegalVersions, document: LegalDocument): string | null {
  return versions[document].at(-1) ?? null;
}
