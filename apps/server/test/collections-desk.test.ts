import { addCalendarDays, ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { HOUR, useTestApp } from './helper.ts';
import { borrowerMessages, phoneOf, setMarketTime } from './reminders-fixtures.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { staffKey } from './staff-key.ts';
import { sqlRows } from './underwriting-fixtures.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://app.lendline.test', SESSION_TTL_HOURS: '8784' } });

const staffGet = async (url: string, key: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
  return { status: res.statusCode, body: res.json() };
};
const staffPost = async (url: string, key: string, body: object = {}) => {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() };
};
const collector = () => staffKey(t, ['collections.read', 'collections.act'], ['NG'], 'Chidi collector');
const inbox = (userId: string) =>
  sqlRows<{ kind: string; params: Record<string, unknown> }>(t, 'SELECT kind, params FROM inbox_messages WHERE user_id = $1 ORDER BY created_at', [userId]);
const auditActions = async (orderNo: string) => (await t.app.services.audit.search({ objectType: 'loan', objectId: orderNo })).events.map((e) => e.action);
const userIdOf = async (orderId: string) => (await sqlRows<{ user_id: string }>(t, 'SELECT user_id FROM loan_orders WHERE id = $1', [orderId]))[0]!.user_id;

type Row = { orderNo: string; daysPastDue: number; bucket: string; owed: { principal: number; interest: number; penalty: number; total: number; dueNow: number }; borrower: { name: string | null; phone: string | null }; extension: { available: boolean; fee: number; total: number; days: number; newDueDate: string | null }; lastReminder: { kind: string } | null; lastContact: { kind: string; by: string; note: string | null } | null; promise: { on: string; amount: number } | null };

/** A loan paid out today, with its first due date. */
async function loan(mobile: string, accountEnding: string) {
  const made = await disbursedLoan(t, { mobile, accountEnding });
  const detail = await t.call('/repay/repay-order/detail', { token: made.token, body: { orderNo: made.orderNo } });
  return { ...made, userId: await userIdOf(made.orderId), dueDate: (detail.body.data as { phases: { dueDate: string }[] }).phases[0]!.dueDate };
}

/** The daily servicing run of `day` (00:30 Lagos), then the clock at `hour`:00 Lagos that day. No reminder sweep runs. */
async function overdueOn(day: string, hour = 10) {
  t.clock.set(new Date(`${addCalendarDays(day, -1)}T23:30:00.000Z`));
  await t.app.services.servicingRun.runServicingDay();
  setMarketTime(t, day, hour);
}

describe('the collections desk (issue 22, ADR 087)', () => {
  it('lists overdue loans oldest first with days past due, bucket, what is owed, the borrower masked and the rollover; counts, filters and pages', async () => {
    const older = await loan('08031234510', '10');
    t.clock.advance(5 * 24 * HOUR);
    const newer = await loan('08031234511', '11');
    const sameDay = await loan('08031234512', '12');
    await overdueOn(addCalendarDays(newer.dueDate, 1));
    const key = await collector();

    const all = await staffGet('/staff/collections', key);
    expect(all.body.code, JSON.stringify(all.body)).toBe(0);
    const list = all.body.data as { loans: Row[]; counts: Record<string, number>; asOf: string; nextCursor: string | null; contactHours: { open: boolean; timeZone: string } };
    expect(list.asOf).toBe(addCalendarDays(newer.dueDate, 1));
    expect(list.contactHours).toMatchObject({ open: true, from: 8, until: 20, timeZone: 'Africa/Lagos' });
    // Oldest first: the loan 6 days past due, then the two of 1 day (in order id order).
    expect(list.loans.map((l) => [l.orderNo, l.daysPastDue, l.bucket])[0]).toEqual([older.orderNo, 6, '1-30']);
    expect(new Set(list.loans.slice(1).map((l) => `${l.orderNo} ${l.daysPastDue} ${l.bucket}`))).toEqual(new Set([`${newer.orderNo} 1 1-30`, `${sameDay.orderNo} 1 1-30`]));
    expect(list.counts).toEqual({ '1-30': 3, '31-60': 0, '61-90': 0, '91+': 0 });
    const first = list.loans[0]!;
    expect(first.owed.total).toBe(first.owed.principal + first.owed.interest + first.owed.penalty);
    expect(first.owed.penalty).toBeGreaterThan(0);
    expect(first.borrower.name).toBe('Adaeze Okafor');
    const phone = await phoneOf(t, older.token);
    expect(first.borrower.phone).toMatch(/\*{4,}\d{4}$/);
    expect(JSON.stringify(list)).not.toContain(phone);
    expect(first.extension).toMatchObject({ available: true, days: 7 });
    expect(first.extension.total).toBeGreaterThan(0);
    expect(first).toMatchObject({ lastReminder: null, lastContact: null, promise: null });

    const paged = await staffGet('/staff/collections?limit=1', key);
    expect(paged.body.data.loans.map((l: Row) => l.orderNo)).toEqual([older.orderNo]);
    const next = await staffGet(`/staff/collections?limit=1&cursor=${paged.body.data.nextCursor}`, key);
    const third = await staffGet(`/staff/collections?limit=1&cursor=${next.body.data.nextCursor}`, key);
    expect([next, third].map((r) => r.body.data.loans[0].orderNo)).toEqual(list.loans.slice(1).map((l) => l.orderNo));
    expect(third.body.data.nextCursor).toBeNull();

    const empty = await staffGet('/staff/collections?bucket=31-60', key);
    expect(empty.body.data.loans).toEqual([]);
    expect(empty.body.data.counts['1-30']).toBe(3);
    expect((await staffGet('/staff/collections?bucket=lots', key)).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect((await staffGet('/staff/collections?cursor=bad', key)).body.code).toBe(ERRORS.VALIDATION_FAILED.code);

    // 40 days after the older loan's due date, all three are in 31-60.
    await overdueOn(addCalendarDays(older.dueDate, 40));
    const later = await staffGet('/staff/collections?bucket=31-60', key);
    expect(later.body.data.loans.map((l: Row) => l.daysPastDue)).toEqual([40, 35, 35]);
    expect(later.body.data.counts).toEqual({ '1-30': 0, '31-60': 3, '61-90': 0, '91+': 0 });
  });

  it('sends a reminder to the borrower alone (message centre and SMS), once a day whoever sends it, and never outside 08:00-20:00', async () => {
    const made = await loan('08031234520', '20');
    const day = addCalendarDays(made.dueDate, 1);
    await overdueOn(day, 7);
    const key = await collector();
    expect((await staffPost(`/staff/collections/${made.orderNo}/remind`, key)).body.code).toBe(ERRORS.COLLECTIONS_OUTSIDE_HOURS.code);
    setMarketTime(t, day, 10);
    const sent = await staffPost(`/staff/collections/${made.orderNo}/remind`, key);
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ code: 0, data: { orderNo: made.orderNo, kind: 'reminder', sms: 'sent' } });
    const again = await staffPost(`/staff/collections/${made.orderNo}/remind`, key);
    expect(again.body.code).toBe(ERRORS.REMINDER_ALREADY_SENT.code);
    expect(again.body.msg).toBe('This borrower already had a reminder today. One reminder a day at most');

    const sms = await borrowerMessages(t);
    expect(sms.map((m) => m.phone)).toEqual([await phoneOf(t, made.token)]);
    expect(sms[0]!.text).toMatch(/^Lendline: NGN [\d,.]+ is overdue\./);
    expect((await inbox(made.userId)).filter((m) => m.kind === 'overdue')).toHaveLength(1);
    expect(await auditActions(made.orderNo)).toEqual(['collection.remind']);

    // The hourly sweep later that day sends nothing more: one reminder a day in all.
    setMarketTime(t, day, 15);
    await t.app.jobs.runDue();
    expect(await borrowerMessages(t)).toHaveLength(1);

    const list = await staffGet('/staff/collections', key);
    const row = (list.body.data.loans as Row[])[0]!;
    expect(row.lastReminder).toMatchObject({ kind: 'overdue' });
    expect(row.lastContact).toMatchObject({ kind: 'reminder', by: 'Chidi collector' });

    // The next day the collector may remind again.
    setMarketTime(t, addCalendarDays(day, 1), 9);
    expect((await staffPost(`/staff/collections/${made.orderNo}/remind`, key)).body.code).toBe(0);
  });

  it('refuses a collector’s reminder on a day the sweep already reminded the borrower', async () => {
    const made = await loan('08031234525', '25');
    const day = addCalendarDays(made.dueDate, 1);
    await overdueOn(day, 9);
    await t.app.jobs.runDue();
    expect((await borrowerMessages(t)).map((m) => m.text)).toEqual([expect.stringMatching(/^Lendline: NGN [\d,.]+ is overdue\./)]);
    const key = await collector();
    const refused = await staffPost(`/staff/collections/${made.orderNo}/remind`, key);
    expect(refused.body.code).toBe(ERRORS.REMINDER_ALREADY_SENT.code);
    expect(await borrowerMessages(t)).toHaveLength(1);
    expect(await auditActions(made.orderNo)).toEqual([]);
    // The list says when it went, for the collector to see before trying.
    const row = ((await staffGet('/staff/collections', key)).body.data.loans as Row[])[0]!;
    expect(row.lastReminder).toMatchObject({ kind: 'overdue' });
    expect(row.lastContact).toBeNull();
  });

  it('sends the extension offer to the message centre with its fee and new due date, once a day', async () => {
    const made = await loan('08031234530', '30');
    await overdueOn(addCalendarDays(made.dueDate, 2));
    const key = await collector();
    const quote = ((await staffGet('/staff/collections', key)).body.data.loans as Row[])[0]!.extension;
    const sent = await staffPost(`/staff/collections/${made.orderNo}/rollover-offer`, key);
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ code: 0, data: { kind: 'rollover_offer' } });
    expect((await staffPost(`/staff/collections/${made.orderNo}/rollover-offer`, key)).body.code).toBe(ERRORS.ROLLOVER_OFFER_ALREADY_SENT.code);
    const offers = (await inbox(made.userId)).filter((m) => m.kind === 'rollover_offer');
    expect(offers.map((m) => m.params)).toEqual([{ kind: 'rollover_offer', currency: 'NGN', fee: quote.total, days: 7, dueDate: quote.newDueDate }]);
    const listed = await t.call('/inbox/messages', { token: made.token, body: { page: 1 } });
    expect(JSON.stringify(listed.body)).toContain('You can extend your loan');
    expect(await auditActions(made.orderNo)).toEqual(['collection.rolloverOffer']);
    // No SMS for an offer: the borrower asked, and reads it in the app.
    expect(await borrowerMessages(t)).toEqual([]);
  });

  it('records a note and a promise to pay, shown on the row; refuses a promise without an amount or in the past, and a loan not overdue', async () => {
    const made = await loan('08031234540', '40');
    const key = await collector();
    expect((await staffPost(`/staff/collections/${made.orderNo}/notes`, key, { note: 'Called, no answer' })).body.code).toBe(ERRORS.LOAN_NOT_OVERDUE.code);
    expect((await staffPost('/staff/collections/LLNOSUCHLOAN/notes', key, { note: 'Called, no answer' })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const day = addCalendarDays(made.dueDate, 3);
    await overdueOn(day);
    expect((await staffPost(`/staff/collections/${made.orderNo}/notes`, key, { note: 'ok' })).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    const half = await staffPost(`/staff/collections/${made.orderNo}/notes`, key, { note: 'Will pay', promisedOn: addCalendarDays(day, 2) });
    expect(half.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'promisedOn' }] } });
    const past = await staffPost(`/staff/collections/${made.orderNo}/notes`, key, { note: 'Will pay', promisedOn: addCalendarDays(day, -1), promisedAmount: 5_000_00 });
    expect(past.body.code).toBe(ERRORS.VALIDATION_FAILED.code);

    expect((await staffPost(`/staff/collections/${made.orderNo}/notes`, key, { note: 'Called, no answer' })).body).toMatchObject({ code: 0, data: { kind: 'note' } });
    t.clock.advance(60_000);
    expect((await staffPost(`/staff/collections/${made.orderNo}/notes`, key, { note: 'Promised on the phone', promisedOn: addCalendarDays(day, 2), promisedAmount: 5_000_00 })).body).toMatchObject({ code: 0, data: { kind: 'promise' } });
    const row = ((await staffGet('/staff/collections', key)).body.data.loans as Row[])[0]!;
    expect(row.lastContact).toMatchObject({ kind: 'promise', note: 'Promised on the phone' });
    expect(row.promise).toMatchObject({ on: addCalendarDays(day, 2), amount: 5_000_00 });
    // The audit trail keeps the kind and the promise, never the words.
    const events = (await t.app.services.audit.search({ objectType: 'loan', objectId: made.orderNo })).events;
    expect(events.map((e) => e.action)).toEqual(['collection.note', 'collection.note']);
    expect(JSON.stringify(events)).not.toContain('Promised on the phone');
  });

  it('refuses the list and the actions without the collections permissions', async () => {
    const support = await staffKey(t, ['borrowers.read'], ['NG'], 'support');
    expect((await staffGet('/staff/collections', support)).body.code).toBe(ERRORS.STAFF_FORBIDDEN.code);
    const reader = await staffKey(t, ['collections.read'], ['NG'], 'reader');
    expect((await staffPost('/staff/collections/LL1/remind', reader)).body.code).toBe(ERRORS.STAFF_FORBIDDEN.code);
  });
});
