import { maskCodes, type StaffBorrowerSms } from '@lendline/domain';

/**
 * The SMS a borrower was sent, a page at a time (issue 22): three sources (code sends, reminders
 * and receipts, the sandbox outbox), each read newest first from where the last page left it.
 * The cursor keeps each source's own place, so a page never skips nor repeats a text of one
 * source for another's, even at the same instant.
 */
export interface SmsPlaces {
  /** The last code send shown (its id: ids follow the order of sends). */
  code?: number;
  /** The last outbox text shown (its id). */
  outbox?: number;
  /** The last reminder shown: its instant, then its id. */
  reminder?: { at: string; id: string };
}

export interface SmsSources {
  codes: readonly { id: number; purpose: string; createdAt: Date }[];
  reminders: readonly { id: string; kind: string; state: string; createdAt: Date; sentAt: Date | null }[];
  outbox: readonly { id: number; text: string; sentAt: Date }[];
}

interface Candidate {
  sms: StaffBorrowerSms;
  /** The source's own order (creation), newest first. */
  order: number;
  place: Partial<SmsPlaces>;
}

/** A page of `limit` texts from sources each read with limit + 1 after `places`; the places after it, or null on the last page. */
export function smsPage(sources: SmsSources, limit: number, places: SmsPlaces): { sms: StaffBorrowerSms[]; next: SmsPlaces | null } {
  const candidates: Candidate[] = [
    ...sources.codes.map((c) => ({ sms: { source: 'code' as const, kind: c.purpose, state: null, at: c.createdAt.toISOString(), text: null }, order: c.createdAt.getTime(), place: { code: c.id } })),
    ...sources.reminders.map((r) => ({
      sms: { source: 'reminder' as const, kind: r.kind, state: r.state, at: (r.sentAt ?? r.createdAt).toISOString(), text: null },
      order: r.createdAt.getTime(), place: { reminder: { at: r.createdAt.toISOString(), id: r.id } },
    })),
    // A code's text is never shown: every code in an outbox text is masked.
    ...sources.outbox.map((m) => ({ sms: { source: 'outbox' as const, kind: 'text', state: 'sent', at: m.sentAt.toISOString(), text: maskCodes(m.text) }, order: m.sentAt.getTime(), place: { outbox: m.id } })),
  ];
  // Stable: each source's rows keep their own order among themselves, so what is taken of a source is its newest rows.
  const sorted = candidates.map((c, index) => ({ c, index })).sort((a, b) => b.c.order - a.c.order || a.index - b.index).map(({ c }) => c);
  const taken = sorted.slice(0, limit);
  const next = taken.reduce<SmsPlaces>((after, c) => ({ ...after, ...c.place }), { ...places });
  return { sms: taken.map((c) => c.sms), next: sorted.length > taken.length ? next : null };
}

/** The cursor staff's console sends back: the places, as opaque text. */
export function smsCursorOf(places: SmsPlaces): string {
  return Buffer.from(JSON.stringify(places), 'utf8').toString('base64url');
}

/** Undefined without a cursor (the first page); null for one this server did not write. */
export function smsPlacesOf(cursor: string | undefined): SmsPlaces | undefined | null {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const places: SmsPlaces = {};
    if (parsed.code !== undefined) places.code = Number(parsed.code);
    if (parsed.outbox !== undefined) places.outbox = Number(parsed.outbox);
    const reminder = parsed.reminder as { at?: unknown; id?: unknown } | undefined;
    if (reminder !== undefined) places.reminder = { at: String(reminder.at), id: String(reminder.id) };
    const valid = [places.code, places.outbox].every((id) => id === undefined || Number.isSafeInteger(id))
      && (places.reminder === undefined || !Number.isNaN(new Date(places.reminder.at).getTime()));
    return valid ? places : null;
  } catch {
    return null;
  }
}
