import { attributionFromQuery, cleanAttribution, type Attribution } from '@lendline/domain';
import { readItem, writeItem } from '../storage/storage.ts';

/**
 * The campaign a visitor arrived with (ADR 046), kept until they register. First touch: a later
 * advert does not replace it. `afid` also goes to its spec storage key, so every request sends
 * it as the header (spec section 7); the other fields live under one key of our own, like the
 * form drafts, outside the spec's list.
 */
const KEY = 'campaign';

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readCampaign(): Attribution | null {
  try {
    const raw = local()?.getItem(KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    // Each field is checked and cleaned again: storage is anyone's to edit.
    return typeof stored === 'object' && stored !== null ? cleanAttribution({ ...stored }) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a visit's query (a landing page's `landingQuery`, or the app's own URL query) once;
 * cleaned values only. `landingPage`: the promotion the visitor landed on, if any.
 */
export function captureAttribution(query: URLSearchParams, landingPage?: string): void {
  const found = attributionFromQuery(query, landingPage);
  if (!found) return;
  if (found.afid && !readItem('afid')) writeItem('afid', found.afid);
  if (readCampaign()) return;
  try {
    local()?.setItem(KEY, JSON.stringify(found));
  } catch {
    // Blocked storage: the visit is simply not attributed.
  }
}

/** What registration sends: the kept campaign, with the stored afid when the campaign has none. */
export function storedAttribution(): Attribution | null {
  return cleanAttribution({ afid: readItem('afid') ?? undefined, ...(readCampaign() ?? {}) });
}

/** Sent with a registration: the campaign has done its work (afid stays, the spec's header). */
export function dropCampaign(): void {
  try {
    local()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
