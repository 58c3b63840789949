import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, LEGAL_DOCUMENTS, type LegalDocument, type MarketId } from '@lendline/domain';

/** Every published version of each legal text of a market, oldest first (ADR 043). */
export type LegalVersions = Record<LegalDocument, string[]>;

const FILE = /^(terms|privacy)-(\d{4}-\d{2}-\d{2})\.md$/;

/**
 * Reads the versions from the file names under `<contentDir>/<market>/<lang>/`: a version counts
 * only once it exists in every language, so a borrower is never asked to accept a text that
 * cannot be shown in the language of their screen. Read on each call (a handful of names):
 * publishing a version is copying a file, with no restart to forget.
 */
export async function readLegalVersions(contentDir: string, market: MarketId): Promise<LegalVersions> {
  const perLanguage = await Promise.all(LANGUAGES.map((lang) => readdir(join(contentDir, market, lang)).catch(() => [] as string[])));
  const versions: LegalVersions = { terms: [], privacy: [] };
  for (const document of LEGAL_DOCUMENTS) {
    const sets = perLanguage.map((names) => new Set(names.flatMap((name) => versionOf(name, document))));
    const [first = new Set<string>(), ...others] = sets;
    versions[document] = [...first].filter((v) => others.every((set) => set.has(v))).sort();
  }
  return versions;
}

function versionOf(name: string, document: LegalDocument): string[] {
  const match = FILE.exec(name);
  return match && match[1] === document ? [match[2]!] : [];
}

/** The newest version, or null when the market has none (then nothing is asked). */
export function currentVersion(versions: LegalVersions, document: LegalDocument): string | null {
  return versions[document].at(-1) ?? null;
}
