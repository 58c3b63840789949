/**
 * Form drafts in local storage, one entry per borrower and form (`draft:<userId>:<form>`), so a
 * reload, a WebView crash or going back never loses what was typed. Keyed by user so a phone
 * shared by two borrowers never shows one the other's answers; all are dropped at session end.
 */
const PREFIX = 'draft:';

export type Draft = Record<string, string>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function draftKey(userId: string, form: string): string {
  return `${PREFIX}${userId}:${form}`;
}

export function readDraft(key: string): Draft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const draft: Draft = {};
    for (const [name, field] of Object.entries(value)) if (typeof field === 'string') draft[name] = field;
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the form still works, only the draft is not kept.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

function clearDraftsStartingWith(prefix: string): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Session end: every borrower's drafts go, not only the current one's. */
export function clearAllDrafts(): void {
  clearDraftsStartingWith(PREFIX);
}

/** One borrower's drafts (their application was submitted: nothing of it can change). */
export function clearDraftsOf(userId: string): void {
  clearDraftsStartingWith(draftKey(userId, ''));
}
