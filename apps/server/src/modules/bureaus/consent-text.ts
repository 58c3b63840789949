import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language, MarketId } from '@lendline/domain';
import { publishedVersions } from '../../shared/published-versions.ts';

/**
 * The bureau consent texts (ADR 102), versioned like the legal texts (ADR 043): the date in the
 * file name `<contentDir>/<market>/<lang>/bureau-consent-YYYY-MM-DD.md`, a version counting once
 * it exists in every language. `{bureaus}` is filled with the configured bureaus' names.
 */
export async function consentVersions(contentDir: string, market: MarketId): Promise<string[]> {
  return (await publishedVersions(contentDir, market, ['bureau-consent']))['bureau-consent'];
}

export async function consentText(contentDir: string, market: MarketId, lang: Language, version: string, bureaus: readonly string[]): Promise<string> {
  const text = await readFile(join(contentDir, market, lang, `bureau-consent-${version}.md`), 'utf8');
  return text.replaceAll('{bureaus}', bureaus.join(lang === 'es' ? ' y ' : ' and '));
}
