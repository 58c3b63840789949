import { LANGUAGES, type Language, type LegalDocument, type MarketId } from '@lendline/domain';

/**
 * The repository's help and legal texts (content/<market>/<lang>/*.md, ADR 043). Each file is
 * its own small chunk, fetched the first time a screen shows it: no screen bundles the texts
 * of other markets, languages or versions. The names are known at build time, so the legal
 * versions need no file to be fetched.
 */
const FILES = import.meta.glob<string>('../../../../../content/*/*/*.md', { query: '?raw', import: 'default' });

const NAME = /\/content\/([A-Z]{2})\/([a-z]{2})\/([a-z]+)(?:-(\d{4}-\d{2}-\d{2}))?\.md$/;
const byKey = new Map<string, () => Promise<string>>();
const versionsSeen = new Map<string, Set<string>>();
for (const [path, load] of Object.entries(FILES)) {
  const match = NAME.exec(path);
  if (!match) continue;
  const [, market, lang, name, version] = match;
  byKey.set(`${market}/${lang}/${name}${version ? `-${version}` : ''}`, load);
  if (version) {
    const key = `${market}/${name}/${lang}`;
    versionsSeen.set(key, (versionsSeen.get(key) ?? new Set()).add(version));
  }
}

/** Published versions of a legal text, oldest first: those present in every language (as the server counts them). */
export function legalVersions(market: MarketId, document: LegalDocument): string[] {
  const [first, ...others] = LANGUAGES.map((lang) => versionsSeen.get(`${market}/${document}/${lang}`) ?? new Set<string>());
  return [...(first ?? [])].filter((v) => others.every((set) => set.has(v))).sort();
}

export function currentLegalVersion(market: MarketId, document: LegalDocument): string | null {
  return legalVersions(market, document).at(-1) ?? null;
}

/** `faq`, `about`, or a legal text with its version (`terms-2026-11-30`); null when there is no such file. */
export function loadContent(market: MarketId, lang: Language, name: string): Promise<string> | null {
  return byKey.get(`${market}/${lang}/${name}`)?.() ?? null;
}
