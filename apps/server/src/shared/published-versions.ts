import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type MarketId } from '@lendline/domain';

const FILE = /^(.+)-(\d{4}-\d{2}-\d{2})\.md$/;

/**
 * Every published version of each named text of a market, oldest first, from the file names
 * `<contentDir>/<market>/<lang>/<name>-YYYY-MM-DD.md` (ADR 043): a version counts only once it
 * exists in every language, so nobody is asked to accept a text their screen's language lacks.
 * Read on each call (a handful of names): publishing is copying a file, with no restart to forget.
 */
export async function publishedVersions<Name extends string>(contentDir: string, market: MarketId, names: readonly Name[]): Promise<Record<Name, string[]>> {
  const perLanguage = await Promise.all(LANGUAGES.map((lang) => readdir(join(contentDir, market, lang)).catch(() => [] as string[])));
  const parsed = perLanguage.map((files) => files.flatMap((file) => {
    const match = FILE.exec(file);
    return match ? [{ name: match[1]!, version: match[2]! }] : [];
  }));
  const versions = {} as Record<Name, string[]>;
  for (const name of names) {
    const [first = new Set<string>(), ...others] = parsed.map((files) => new Set(files.filter((f) => f.name === name).map((f) => f.version)));
    versions[name] = [...first].filter((v) => others.every((set) => set.has(v))).sort();
  }
  return versions;
}
