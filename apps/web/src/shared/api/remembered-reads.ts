import { readUserInfo } from '../session/session.ts';

/**
 * Reads remembered across reloads (ADR 025): the last good answer of an opted-in read, in local
 * storage under `read:<userId>:<path>?<params>`, so a reload without a network still shows
 * what was last known. Keyed by borrower so a shared phone never shows one person another's
 * loan; all of them go at session end. Not the spec's keys (storage.ts keeps those exactly).
 */
const PREFIX = 'read:';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The signed-in borrower's storage key for a read, or null when nobody is signed in. */
function keyFor(readKey: string): string | null {
  const userId = readUserInfo()?.basicInfo.userId;
  return userId ? `${PREFIX}${userId}:${readKey}` : null;
}

export function readRemembered(readKey: string): unknown {
  const key = keyFor(readKey);
  try {
    const raw = key ? storage()?.getItem(key) : null;
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return typeof stored === 'object' && stored !== null && 'data' in stored ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeRemembered(readKey: string, data: unknown): void {
  const key = keyFor(readKey);
  try {
    if (key) storage()?.setItem(key, JSON.stringify({ data }));
  } catch {
    // A full or blocked storage: the read is still cached for this page life.
  }
}

/** Session end: every borrower's remembered reads go, like their drafts. */
export function forgetRememberedReads(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
