import { LANDING_PAGES, type LandingPage } from '@lendline/domain';

/**
 * The landing page a hash opens (`#/yx3?afid=...`), or null. Read before anything else loads:
 * a landing page starts without React (ADR 046), the rest of the app with it.
 */
export function landingPageOf(hash: string): LandingPage | null {
  const path = hash.replace(/^#\/?/, '').split('?')[0]?.replace(/\/+$/, '') ?? '';
  return (LANDING_PAGES as readonly string[]).includes(path) ? (path as LandingPage) : null;
}

/** The query of a hash route ("?afid=..."), as parameters. */
function hashQuery(hash: string): URLSearchParams {
  const at = hash.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : hash.slice(at + 1));
}

/**
 * What a landing URL carries: the landing route's own query first, then the query before the `#`
 * for what it lacks. Ad networks append their click ids (fbclid, gclid, ttclid) and often the utm
 * parameters to the URL's query, which comes before the fragment (`/?fbclid=...#/yx1`).
 */
export function landingQuery(search: string, hash: string): URLSearchParams {
  const merged = hashQuery(hash);
  for (const [name, value] of new URLSearchParams(search)) if (!merged.has(name)) merged.set(name, value);
  return merged;
}
