import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language, type MarketId } from '@lendline/domain';

/**
 * The bureau consent texts (ADR 102), versioned like the legal texts (ADR 043): the date in the
 * file name `<contentDir>/<market>/<lang>/bureau-consent-YYYY-MM-DD.md`, a version counting once
 * it exists in every language. `{bureaus}` is filled with the configured bureaus' names.
 */
const FILE = /^bureau-consent-(\d{4}-\d{2}-\d{2})\.md$/;

export async function consentVersions(contentDir: string, market: MarketId): Promise<string[]> {
  const perLanguage = await Promise.all(LANGUAGES.map((lang) => readdir(join(contentDir, market, lang)).catch(() => [] as string[])));
  const sets = perLanguage.map((names) => new Set(names.flatMap((name) => FILE.exec(name)?.[1] ?? [])));
  const [first = new Set<string>(), ...others] = sets;
  return [...first].filter((v) => others.every((set) => set.has(v))).sort();
}

export async function consentText(contentDir: string, market: MarketId, lang: Language, version: string, bureaus: readonly string[]): Promise<string> {
  const text = await readFile(join(contentDir, market, lang, `bureau-consent-${version}.md`), 'utf8');
  return text.replaceAll('{bureaus}', bureaus.join(lang === 'es' ? ' y ' : ' and '));
}
