import { addCalendarDays, ERRORS } from '@lendline/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxMessages } from '../src/db/schema.ts';
import { createRemindersService } from '../src/modules/reminders/reminders-service.ts';
import type { SmsProvider, SmsResult } from '../src/providers/sms/types.ts';
import { ownAccount } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { disbursedLoan, signedPayment } from './repayments-fixtures.ts';
import { loanView, setMarketTime } from './reminders-fixtures.ts';
import { submitApplication } from './underwriting-fixtures.ts';

// Payouts to the account ending 34 fail (the sandbox's configurable failure).
const t = useTestApp({ env: { PUBLIC_URL: 'https://app.lendline.test', SESSION_TTL_HOURS: '8784', SANDBOX_PAYOUT_FAIL_ACCOUNTS: ownAccount('34') } });

/** Every message of the database, oldest first: what the borrower's inbox holds, whoever asks. */
const stored = () => t.database.db.select().from(inboxMessages).orderBy(asc(inboxMessages.seq));
const kinds = async () => (await stored()).map((m) => m.kind);
const list = (token: string, lang = 'en', page?: number) => t.call('/inbox/messages', { token, lang, body: page ? { page } : {} });
const unread = async (token: string) => (await t.call('/inbox/unread-count', { token })).body.data.unread as number;
const open = (token: string, id: string, lang = 'en') => t.call('/inbox/messages/read', { token, lang, body: { id } });

async function accountOf(token: string): Promise<string> {
  const res = await t.call('/repay/dedicated_account/create', { token });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data.accountNumber as string;
}

describe('messages are written with the events that cause them, once each', () => {
  it('an approved decision is one message, however often the assessment runs', async () => {
    const { token, orderId, orderNo } = await submitApplication(t);
    await t.app.jobs.runDue();
    await t.app.services.underwriting.assessOrder(orderId);
    await t.app.services.underwriting.assessOrder(orderId);
    expect(await kinds()).toEqual(['approved']);
    const res = await list(token);
    expect(res.body.code, res.text).toBe(0);
    expect(res.body.data).toEqual({
      page: 1, hasMore: false,
      messages: [{
        id: expect.any(String), kind: 'approved', orderNo, title: 'Your loan is approved', body: expect.stringMatching(/^Good news: you can borrow up to ₦[\d,]+\.00\./),
        createdAt: t.clock.now().toISOString(), readAt: null,
      }],
    });
  });

  it('a payout and a payment are one message each, even when their notifications come again', async () => {
    const { token, orderId } = await disbursedLoan(t);
    // The payout's news repeated (a second webhook, a requery): the transition is a no-op and writes nothing.
    await t.database.db.transaction((tx) => t.app.services.loans.markDisbursed(tx, orderId, t.clock.now()));
    await t.app.jobs.runDue();
    expect(await kinds()).toEqual(['approved', 'disbursed']);
    const before = await loanView(t, token, (await stored())[0]!.orderNo!);

    const { rawBody, headers } = await signedPayment(t, await accountOf(token), 2_000_00);
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody });
    await t.app.jobs.runDue();
    const received = (await stored()).filter((m) => m.kind === 'payment_received');
    expect(received).toHaveLength(1);
    expect(received[0]!.params).toEqual({ kind: 'payment_received', currency: 'NGN', amount: 2_000_00, left: before.outstanding - 2_000_00 });

    const es = await list(token, 'es');
    const texts = es.body.data.messages.map((m: { kind: string; title: string }) => [m.kind, m.title]);
    expect(texts).toEqual([['payment_received', 'Pago recibido'], ['disbursed', 'Dinero enviado'], ['approved', 'Su préstamo fue aprobado']]);
    expect(es.body.data.messages[0].body).toMatch(/^Recibimos 2000,00\s₦\. ¡Gracias! Le falta pagar [\d.]+,\d\d\s₦\.$/);
  });

  it('a failed payout is one message, whose text says nothing is owed', async () => {
    const { token, orderNo } = await approvedBorrower(t, { accountEnding: '34' });
    const offer = (await t.call('/loan/confirm/product-info', { token, body: { orderNo } })).body.data as { amount: number; tenure: number };
    await t.call('/loan/get-money', { token, body: { orderNo, ...offer, agreementAccepted: true } });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await kinds()).toEqual(['approved', 'payout_failed']);
    const [failed] = (await list(token)).body.data.messages as { title: string; body: string }[];
    expect(failed).toMatchObject({ title: 'We could not send your money', body: expect.stringContaining('You owe nothing for it.') });
  });

  it('a reminder is one message when its SMS is claimed, even after a vendor failure and a second sweep', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const { phases } = await loanView(t, token, orderNo);
    const soon = addCalendarDays(phases[0]!.dueDate, -3);
    // The SMS vendor cannot take it at 08:00; the 09:00 sweep sends it; the 15:00 sweep has nothing more to say.
    const answers: SmsResult[] = [{ ok: false, reason: 'unavailable' }];
    const sms: SmsProvider = { name: 'fake', sendSms: async () => answers.shift() ?? { ok: true, providerMessageId: 'v-1' } };
    const { auth, loans, repayments, inbox } = t.app.services;
    const reminders = createRemindersService({
      db: t.database.db, now: t.clock.now, log: { debug() {}, info() {}, warn() {}, error() {} }, market: 'NG', jobs: { enqueue: async () => true, nudge() {} },
      sms, phoneOf: auth.phoneOf, origin: 'https://app.lendline.test', inbox,
      loans: { loanOf: (id) => loans.loanForRepayment(t.database.db, id), detail: repayments.detail, repaymentLink: t.app.services.repaymentPortal.repaymentLink, paymentReceived: repayments.paymentReceived, latestUssdCode: repayments.latestUssdCode },
    });
    for (const hour of [8, 9, 15]) {
      setMarketTime(t, soon, hour);
      await reminders.sweep();
    }
    const due = (await stored()).filter((m) => m.kind === 'due_in_3_days');
    expect(due).toHaveLength(1);
    expect(due[0]!.params).toEqual({ kind: 'due_in_3_days', currency: 'NGN', amount: phases[0]!.outstanding, dueDate: phases[0]!.dueDate });
    expect(due[0]!.orderNo).toBe(orderNo);
  });
});

describe('the borrower’s inbox', () => {
  it('counts the unread, lists newest first, marks one read when opened (once), in the lang header’s language', async () => {
    const { token } = await disbursedLoan(t);
    expect(await unread(token)).toBe(2);
    const [latest, first] = (await list(token)).body.data.messages as { id: string; kind: string; readAt: string | null }[];
    expect([latest?.kind, first?.kind]).toEqual(['disbursed', 'approved']);

    const opened = await open(token, latest!.id, 'es');
    expect(opened.body.code, opened.text).toBe(0);
    expect(opened.body.data).toMatchObject({ id: latest!.id, kind: 'disbursed', title: 'Dinero enviado', readAt: t.clock.now().toISOString() });
    expect(opened.body.data.body).toMatch(/^Enviamos [\d.]+,\d\d\s₦ a su cuenta bancaria\. Pague [\d.]+,\d\d\s₦ a más tardar el \d+ de \w+ de \d{4}\.$/);
    expect(await unread(token)).toBe(1);
    // Opening it again keeps the first reading's time.
    const firstRead = opened.body.data.readAt;
    t.clock.advance(60_000);
    expect((await open(token, latest!.id)).body.data.readAt).toBe(firstRead);
    expect(await unread(token)).toBe(1);
  });

  it('answers NOT_FOUND for another borrower’s message and for an id that does not exist, and changes nothing', async () => {
    const { token } = await disbursedLoan(t);
    const other = await t.register('08039876543');
    const [message] = (await list(token)).body.data.messages as { id: string }[];
    for (const id of [message!.id, 'no-such-message']) {
      const res = await open(other, id);
      expect(res.body.code).toBe(ERRORS.NOT_FOUND.code);
    }
    const [row] = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.id, message!.id));
    expect(row?.readAt).toBeNull();
    expect((await list(other)).body.data).toEqual({ messages: [], page: 1, hasMore: false });
    expect(await unread(other)).toBe(0);
  });

  it('pages 20 at a time and needs a token', async () => {
    const { token } = await disbursedLoan(t);
    const userId = (await stored())[0]!.userId;
    const at = t.clock.now();
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 25; i += 1) {
        await t.app.services.inbox.record(tx, { key: `test:${i}`, userId, orderId: null, orderNo: null, at: new Date(at.getTime() - (i + 1) * 60_000), params: { kind: 'rejected' } });
      }
    });
    const first = await list(token);
    expect([first.body.data.messages.length, first.body.data.hasMore]).toEqual([20, true]);
    const second = await list(token, 'en', 2);
    expect([second.body.data.messages.length, second.body.data.hasMore, second.body.data.page]).toEqual([7, false, 2]);
    expect((await t.call('/inbox/unread-count')).body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });
});
