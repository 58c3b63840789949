import { isLanguage } from '@lendline/domain';
import { writeItem, type StorageKey } from './storage.ts';

/**
 * A native shell (or a marketing link) may open the app as `index.html?packageName=...&afid=...`.
 * Those values go to the spec's storage keys so every later request carries them.
 * Our assumption, recorded in the README: the spec does not say how the shell hands them over.
 */
const LAUNCH_KEYS: readonly StorageKey[] = ['packageName', 'appName', 'afid', 'edition', 'language'];

export function captureLaunchParams(search: string): void {
  const params = new URLSearchParams(search);
  for (const key of LAUNCH_KEYS) {
    const value = params.get(key)?.trim();
    if (!value || value.length > 200) continue;
    if (key === 'language' && !isLanguage(value)) continue;
    writeItem(key, value);
  }
}
