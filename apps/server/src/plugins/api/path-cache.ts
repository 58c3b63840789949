import { decryptPath } from '@lendline/domain';

const MAX_ENTRIES = 2048;
const cache = new Map<string, string | null>();

/**
 * decryptPath memoised. Clients send the same few dozen ciphertexts over and over, and the
 * pure-JS AES costs about as much as the rest of a cached read; garbage input only churns
 * a bounded map that is simply emptied when full.
 */
export function decryptPathCached(hex: string, packageName: string): string | null {
  const key = `${packageName}\n${hex}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const path = decryptPath(hex, packageName);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, path);
  return path;
}
