/**
 * A staff list a page at a time (issue 22): `?limit=` (1 to 100, 50 by default) and `?cursor=`,
 * the opaque place after the last row shown. The place is the row's instant and id (the id
 * breaks ties of the same instant), so a row added meanwhile neither repeats nor hides one.
 */
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;

export interface Place {
  at: Date;
  id: string;
}

export function pageLimit(text: string | undefined): number {
  const asked = text === undefined || text === '' ? DEFAULT_PAGE : Math.trunc(Number(text));
  return Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MAX_PAGE) : DEFAULT_PAGE;
}

export function cursorOf(place: Place): string {
  return Buffer.from(`${place.at.toISOString()}|${place.id}`, 'utf8').toString('base64url');
}

/** Undefined without a cursor; null for one this server did not write (the caller refuses it at `cursor`). */
export function placeOf(cursor: string | undefined): Place | undefined | null {
  if (cursor === undefined || cursor === '') return undefined;
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (rest.length > 0 || !id || Number.isNaN(at.getTime())) return null;
  return { at, id };
}

/** The rows of a page asked with limit + 1: the page, and the cursor after it while more remain. */
export function pageOf<T>(rows: readonly T[], limit: number, placeOfRow: (row: T) => Place): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit && page.length > 0 ? cursorOf(placeOfRow(page.at(-1)!)) : null };
}
