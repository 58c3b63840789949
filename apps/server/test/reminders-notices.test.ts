import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, reminderMessages } from '../src/db/schema.ts';
import { smsDate } from '../src/modules/reminders/reminder-texts.ts';
import type { SmsProvider, SmsResult } from '../src/providers/sms/types.ts';
import { createRemindersService } from '../src/modules/reminders/reminders-service.ts';
import { useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { borrowerMessages, loanView, phoneOf, setMarketTime, tokenOf } from './reminders-fixtures.ts';

const LINK = /^https:\/\/app\.lendline\.test\/r\/[\w-]{40}$/;
const t = useTestApp({ env: { PUBLIC_URL: 'https://app.lendline.test', SESSION_TTL_HOURS: '8784' } });

async function pay(token: string, amount: number): Promise<void> {
  const res = await t.call('/sandbox/collections/pay', { token, body: { amount } });
  expect(res.body.code, res.text).toBe(0);
}

describe('the payment receipt (notice queue)', () => {
  it('tells the borrower, and only the borrower, what was received and what is left, with a link that opens their loan', async () => {
    const { token, detail } = await disbursedLoan(t);
    await pay(token, 5_000_00);
    await t.app.jobs.runDue();
    const left = detail.outstanding - 5_000_00;
    const [message, ...more] = await borrowerMessages(t);
    expect(more).toEqual([]);
    expect(message?.phone).toBe(await phoneOf(t, token));
    const [text, link] = message!.text.split(' Details: ');
    expect(text).toBe(`Lendline: we received NGN 5,000.00. Thank you! Left to pay: NGN ${(left / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`);
    expect(link).toMatch(LINK);
    const portal = await t.call('/portal/repayment/detail', { body: { token: tokenOf(message!.text) } });
    expect(portal.body).toMatchObject({ code: 0, data: { outstanding: left } });
    // The log names the message, never its text or link (whoever holds the link may pay).
    const ours = t.logs.filter((line) => line.includes('borrower message sent'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).not.toContain(tokenOf(message!.text));
    expect(ours[0]).not.toContain(message!.phone);
  });

  it('says the loan is repaid when the payment finishes it', async () => {
    const { token, detail } = await disbursedLoan(t);
    await pay(token, detail.outstanding);
    await t.app.jobs.runDue();
    const messages = await borrowerMessages(t);
    expect(messages.map((m) => m.text.split(' https://')[0])).toEqual([
      `Lendline: we received NGN ${(detail.outstanding / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}. Your loan is fully repaid. Thank you!`,
    ]);
  });

  it('waits for 08:00 Lagos time when the payment comes in at night, then sends it once', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const today = t.clock.now().toISOString().slice(0, 10);
    setMarketTime(t, today, 21);
    await pay(token, 2_000_00);
    await t.app.jobs.runDue();
    expect(await borrowerMessages(t)).toEqual([]);
    const deferred = await t.database.db.select({ key: jobs.key, runAt: jobs.runAt, state: jobs.state }).from(jobs).where(eq(jobs.queue, 'notice'));
    expect(deferred.find((j) => j.state === 'queued')?.runAt.toISOString()).toBe('2026-03-03T07:00:00.000Z');

    setMarketTime(t, '2026-03-03', 7);
    await t.app.jobs.runDue();
    expect(await borrowerMessages(t)).toEqual([]);
    setMarketTime(t, '2026-03-03', 8);
    await t.app.jobs.runDue();
    const messages = await borrowerMessages(t);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.sentAt.toISOString()).toBe('2026-03-03T07:00:00.000Z');
    expect(messages[0]?.text).toContain('we received NGN 2,000.00');
    expect((await loanView(t, token, orderNo)).outstanding).toBeGreaterThan(0);
  });

  it('sends once however often the job is repeated, or however many instances run it', async () => {
    const { token } = await disbursedLoan(t);
    const second = await t.secondInstance();
    await pay(token, 1_000_00);
    const [notice] = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'notice'));
    // The same event queued again under another job key (as a deferral would): still one message.
    await t.database.db.insert(jobs).values({ ...notice!, id: crypto.randomUUID(), key: `${notice!.key}@again`, state: 'queued', attempts: 0 });
    await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
    await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
    expect(await borrowerMessages(t)).toHaveLength(1);
    const recorded = await t.database.db.select().from(reminderMessages);
    expect(recorded).toMatchObject([{ kind: 'payment_received', state: 'sent', language: 'en', pages: 1, dedupeKey: `payment_received:${notice!.key}` }]);
  });

  it('confirms a rollover with the new due date, once per extension', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    const { phases, dueNow } = await loanView(t, token, orderNo);
    // As the rollover queues it when its fee is confirmed (one key per extension).
    const notice = { key: 'rollover_confirmed:ext-1', payload: { kind: 'rollover_confirmed' as const, orderId } };
    expect(await t.app.services.reminders.handleNotice(notice.payload, notice)).toBe('sent');
    expect(await t.app.services.reminders.handleNotice(notice.payload, { key: `${notice.key}@2026-03-03T07:00:00.000Z` })).toBe('skipped');
    const messages = await borrowerMessages(t);
    expect(messages.map((m) => m.text.split(' Details: ')[0])).toEqual([
      `Lendline: extension confirmed. New due date ${smsDate(phases[0]!.dueDate, 'en')}, amount NGN ${(dueNow / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`,
    ]);
    expect(messages[0]?.text).toMatch(/ Details: https:\/\/app\.lendline\.test\/r\/[\w-]{40}$/);
    expect((await t.database.db.select().from(reminderMessages)).map((r) => r.dedupeKey)).toEqual(['rollover_confirmed:ext-1']);
  });

  it('retries a message the SMS vendor could not take, and never one it refused', async () => {
    const { token } = await disbursedLoan(t);
    await pay(token, 1_000_00);
    await pay(token, 1_500_00);
    const notices = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'notice'));
    const answers: SmsResult[] = [{ ok: false, reason: 'unavailable' }, { ok: true, providerMessageId: 'v-1' }, { ok: false, reason: 'rejected' }];
    const sms: SmsProvider = { name: 'fake', sendSms: async () => answers.shift() ?? { ok: true, providerMessageId: 'v-more' } };
    const { auth, loans, repayments } = t.app.services;
    const quiet = { debug() {}, info() {}, warn() {}, error() {} };
    const reminders = createRemindersService({
      db: t.database.db, now: t.clock.now, log: quiet, market: 'NG', jobs: { enqueue: async () => true, nudge() {} }, sms, phoneOf: auth.phoneOf, origin: 'https://app.lendline.test', inbox: t.app.services.inbox,
      loans: { loanOf: (id) => loans.loanForRepayment(t.database.db, id), detail: repayments.detail, repaymentLink: t.app.services.repaymentPortal.repaymentLink, paymentReceived: repayments.paymentReceived, latestUssdCode: repayments.latestUssdCode },
    });
    const [first, second] = notices.map((n) => ({ payload: n.payload as { kind: 'payment_received'; orderId: string; paymentId: string }, job: n }));
    await expect(reminders.handleNotice(first!.payload, first!.job)).rejects.toThrow(/could not take it/);
    expect(await reminders.handleNotice(first!.payload, first!.job)).toBe('sent');
    expect(await reminders.handleNotice(second!.payload, second!.job)).toBe('rejected');
    expect(await reminders.handleNotice(second!.payload, second!.job)).toBe('skipped');
    expect(answers).toEqual([]);
    const states = await t.database.db.select({ key: reminderMessages.dedupeKey, state: reminderMessages.state, id: reminderMessages.providerMessageId }).from(reminderMessages);
    expect(states.sort((a, b) => a.state.localeCompare(b.state))).toEqual([
      { key: `payment_received:${second!.job.key}`, state: 'rejected', id: null },
      { key: `payment_received:${first!.job.key}`, state: 'sent', id: 'v-1' },
    ]);
  });
});
