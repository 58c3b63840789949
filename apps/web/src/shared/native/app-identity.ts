import { readItem, writeItem, type StorageKey } from '../storage/storage.ts';
import { getPackageName, type AppIdentity } from './shell-extras.ts';

/**
 * Fills the app identity from the shell at start (ADR 041). The first screen does not wait: the
 * launch parameters or the default identity serve until the shell answers, and from then on
 * every request path is encrypted with the shell's package name. The shell is the app, so its
 * answer wins over a launch parameter. Device ids in the answer are not stored.
 */
export async function fillAppIdentity(): Promise<AppIdentity | null> {
  const identity = await getPackageName();
  if (!identity) return null;
  const values: [StorageKey, string | null][] = [
    ['packageName', identity.packageName],
    ['appName', identity.appName],
    ['afid', identity.afid],
    ['edition', identity.appVersion],
  ];
  for (const [key, value] of values) {
    // Writing only what changed keeps storage listeners (and re-renders) quiet on every start.
    if (value && value.length <= 200 && readItem(key) !== value) writeItem(key, value);
  }
  return identity;
}
