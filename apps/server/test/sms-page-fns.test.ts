import { describe, expect, it } from 'vitest';
import { smsCursorOf, smsPage, smsPlacesOf, type SmsPlaces, type SmsSources } from '../src/modules/borrowers/sms-page-fns.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

/** Every source newest first, as the repositories answer; the code send and its outbox text share an instant, as they do. */
const ALL: SmsSources = {
  codes: [{ id: 30, purpose: 'login', createdAt: at(50) }, { id: 20, purpose: 'bankCard', createdAt: at(30) }, { id: 10, purpose: 'register', createdAt: at(10) }],
  reminders: [{ id: 'r-b', kind: 'due_today', state: 'sent', createdAt: at(40), sentAt: at(41) }, { id: 'r-a', kind: 'due_in_3_days', state: 'rejected', createdAt: at(30), sentAt: null }],
  outbox: [{ id: 7, text: 'Your code is 123456', sentAt: at(50) }, { id: 6, text: 'Your code is 654321', sentAt: at(30) }, { id: 5, text: 'Welcome', sentAt: at(10) }],
};

/** What the repositories answer after `places`, limit + 1 of each source. */
function read(places: SmsPlaces, limit: number): SmsSources {
  const reminderAfter = places.reminder;
  return {
    codes: ALL.codes.filter((c) => places.code === undefined || c.id < places.code).slice(0, limit + 1),
    reminders: ALL.reminders
      .filter((r) => !reminderAfter || r.createdAt.toISOString() < reminderAfter.at || (r.createdAt.toISOString() === reminderAfter.at && r.id < reminderAfter.id))
      .slice(0, limit + 1),
    outbox: ALL.outbox.filter((m) => places.outbox === undefined || m.id < places.outbox).slice(0, limit + 1),
  };
}

/** Every page through the cursor's text, as the console would ask. */
function walk(limit: number) {
  const pages: string[][] = [];
  let places: SmsPlaces = {};
  for (let n = 0; n < 20; n += 1) {
    const page = smsPage(read(places, limit), limit, places);
    pages.push(page.sms.map((s) => `${s.source}:${s.kind}:${s.at.slice(14, 16)}`));
    if (!page.next) break;
    places = smsPlacesOf(smsCursorOf(page.next))!;
  }
  return pages;
}

describe('the borrower’s SMS a page at a time', () => {
  it.each([1, 2, 3, 4, 7, 8, 50])('shows each text once, newest first, in pages of %i', (limit) => {
    const whole = walk(100)[0]!;
    expect(whole).toHaveLength(8);
    const pages = walk(limit);
    expect(pages.flat()).toEqual(whole);
    expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    expect(pages.at(-1)!.length).toBeGreaterThan(0);
  });

  it('masks every code of an outbox text and shows a reminder at the time it was sent', () => {
    const { sms } = smsPage(ALL, 100, {});
    expect(sms.filter((s) => s.source === 'outbox').map((s) => s.text)).toEqual(['Your code is ••••••', 'Your code is ••••••', 'Welcome']);
    expect(sms.find((s) => s.kind === 'due_today')).toMatchObject({ source: 'reminder', state: 'sent', at: at(41).toISOString() });
  });

  it.each(['', undefined])('reads no cursor (%j) as the first page, and refuses one it did not write', (empty) => {
    expect(smsPlacesOf(empty)).toBeUndefined();
    expect(smsPlacesOf('not-json')).toBeNull();
    expect(smsPlacesOf(Buffer.from(JSON.stringify({ code: 'x' })).toString('base64url'))).toBeNull();
    expect(smsPlacesOf(Buffer.from(JSON.stringify({ reminder: { at: 'never', id: 'r' } })).toString('base64url'))).toBeNull();
  });
});
