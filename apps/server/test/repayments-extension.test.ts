import { addCalendarDays, applyPpm, ERRORS, findProductTerms, marketDate, OrderStatus } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR, useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

// Sessions outlive the loans these tests age to their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });
const DAY = 24 * HOUR;

type Order = { extensionNo: string; state: string; fee: number; feeTax: number; total: number; currentDueDate: string; newDueDate: string };

async function rows<R>(query: string): Promise<R[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return ((result as unknown as { rows?: R[] }).rows ?? (result as unknown as R[]));
}

async function extensionData(token: string, orderNo: string, lang: 'en' | 'es' = 'en') {
  const res = await t.call('/repay/getExtensionData', { token, lang, body: { orderNo } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as { canExtend: boolean; reason: string | null; fee: number; feeTax: number; total: number; days: number; currentDueDate: string; newDueDate: string; used: number; max: number; principalOwed: number; pending: Order | null; channels: string[]; agreement: { title: string; sections: { paragraphs: string[] }[] } | null };
}

async function confirm(token: string, orderNo: string, channel?: string) {
  return t.call('/repay/confirmExtensionOrder', { token, body: { orderNo, agreementAccepted: 'true', ...(channel ? { channel } : {}) } });
}

async function detailOf(token: string, orderNo: string) {
  const res = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as { status: number; outstanding: number; nextDueDate: string; credit: number; phases: { dueDate: string }[] };
}

async function pay(token: string, amount: number) {
  const res = await t.call('/sandbox/collections/pay', { token, body: { amount } });
  expect(res.body.code, res.text).toBe(0);
}

async function expectLedgerBalanced() {
  expect(await rows('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0')).toEqual([]);
}

describe('the rollover quote', () => {
  it('charges the product’s rate on the principal owed (plus VAT) and moves the due date by its days', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const data = await extensionData(token, orderNo);
    const terms = findProductTerms('NG', 'ng-cash-50k')!;
    const detail = await detailOf(token, orderNo);
    expect(data).toMatchObject({ canExtend: true, reason: null, days: 7, used: 0, max: 2, currentDueDate: detail.nextDueDate, newDueDate: addCalendarDays(detail.nextDueDate, 7) });
    expect(data.fee).toBe(applyPpm(data.principalOwed, terms.extensionFeePpm));
    expect(data.feeTax).toBe(applyPpm(data.fee, terms.feeTaxPpm));
    expect(data.total).toBe(data.fee + data.feeTax);
    expect(data.channels).toEqual(['paystack_account', 'paystack_card']);
    // The renewal agreement is written from these same figures, in the request's language.
    const text = data.agreement!.sections.flatMap((s) => s.paragraphs).join('\n');
    expect(text).toContain('₦');
    expect(text).toMatch(/7 days/);
    const es = await extensionData(token, orderNo, 'es');
    expect(es.agreement!.title).toMatch(/^Convenio de renovación/);
  });

  it('names the borrower and the lender as the loan agreement does, middle name and all (issue 19)', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    // The personal step as a borrower with a middle name saves it (the fixture has none).
    await rows(`UPDATE applicant_profiles SET personal = jsonb_set(personal, '{middleName}', '"Ngozi"')`);
    for (const lang of ['en', 'es'] as const) {
      const loan = (await t.call('/loan/loan-order/loanAgreement', { token, lang, body: { orderNo } })).body.data as { sections: { paragraphs: string[] }[] };
      const renewal = (await extensionData(token, orderNo, lang)).agreement!;
      const [loanParties, renewalParties] = [loan.sections[0]!.paragraphs[0]!, renewal.sections[0]!.paragraphs[0]!];
      expect(loanParties, lang).toContain('Adaeze Ngozi Okafor');
      expect(renewalParties, lang).toContain(loanParties.slice(loanParties.indexOf('Lendline')));
    }
  });

  it('refuses a loan not paid out yet, with its translated message, and makes no order', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const data = await extensionData(token, orderNo);
    expect(data).toMatchObject({ canExtend: false, reason: 'EXTENSION_LOAN_CLOSED' });
    const res = await confirm(token, orderNo);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: ERRORS.EXTENSION_LOAN_CLOSED.code, msg: expect.stringMatching(/cannot be extended/) });
    const es = await t.call('/repay/confirmExtensionOrder', { token, lang: 'es', body: { orderNo, agreementAccepted: true } });
    expect(es.body.msg).toMatch(/no se puede prorrogar/);
    expect(await rows('SELECT id FROM loan_extensions')).toEqual([]);
  });

  it('refuses a product without a rollover, and a confirmation without the agreement accepted', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    const unticked = await t.call('/repay/confirmExtensionOrder', { token, body: { orderNo, agreementAccepted: 'false' } });
    expect(unticked.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'agreementAccepted', message: 'Please read and accept the renewal agreement first' }] } });
    await t.database.db.execute(sql`UPDATE loan_offers SET terms = terms || '{"extensionEnabled": false}'::jsonb WHERE order_id = ${orderId}`);
    expect(await extensionData(token, orderNo)).toMatchObject({ canExtend: false, reason: 'EXTENSION_NOT_OFFERED', max: 0 });
    expect((await confirm(token, orderNo)).body.code).toBe(ERRORS.EXTENSION_NOT_OFFERED.code);
  });

  it('is NOT_FOUND for another borrower’s order', async () => {
    const { orderNo } = await disbursedLoan(t);
    const other = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    expect((await t.call('/repay/getExtensionData', { token: other.token, body: { orderNo } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await confirm(other.token, orderNo)).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('confirming and paying the fee', () => {
  it('makes one order however often it is confirmed, even at once', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => confirm(token, orderNo)));
    for (const res of results) expect(res.body.code, res.text).toBe(0);
    expect(new Set(results.map((r) => (r.body.data as { order: Order }).order.extensionNo)).size).toBe(1);
    expect(await rows('SELECT id FROM loan_extensions')).toHaveLength(1);
  });

  it('a transfer pays the fee first, moves the due date once, and the rest repays the loan', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const before = await detailOf(token, orderNo);
    const { order } = (await confirm(token, orderNo, 'paystack_account')).body.data as { order: Order; payment: { kind: string } };
    expect(order).toMatchObject({ state: 'awaiting_payment', currentDueDate: before.nextDueDate, newDueDate: addCalendarDays(before.nextDueDate, 7) });
    await pay(token, order.total + 1_000_00);
    const after = await detailOf(token, orderNo);
    expect(after.nextDueDate).toBe(addCalendarDays(before.nextDueDate, 7));
    expect(after.outstanding).toBe(before.outstanding - 1_000_00);
    expect(after.credit).toBe(0);
    const status = await t.call('/repay/updateExtensionOrderStatus', { token, body: { orderNo } });
    expect(status.body.data).toMatchObject({ order: { state: 'applied', extensionNo: order.extensionNo }, nextDueDate: after.nextDueDate });
    // A later transfer is a repayment, not a second rollover.
    await pay(token, 1_000_00);
    expect((await detailOf(token, orderNo)).nextDueDate).toBe(after.nextDueDate);
    expect(await extensionData(token, orderNo)).toMatchObject({ used: 1, canExtend: true });
    // The fee is income and its tax owed; the statement shows it beside the loan.
    const [income] = await rows<{ s: string }>(`SELECT sum(amount)::text AS s FROM ledger_entries WHERE account = 'extension_fee_income'`);
    expect(Number(income!.s)).toBe(-order.fee);
    const statement = await t.call('/loan/loan-order/statement', { token, body: { orderNo } });
    expect((statement.body.data as { lines: { kind: string; amount: number; effect: string }[] }).lines).toContainEqual(expect.objectContaining({ kind: 'extension_fee', amount: order.total, effect: 'none' }));
    expect(await rows(`SELECT key FROM jobs WHERE queue = 'notice' AND key LIKE 'rollover_confirmed:%'`)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('a transfer below the fee repays the loan and leaves the rollover waiting', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const before = await detailOf(token, orderNo);
    const { order } = (await confirm(token, orderNo)).body.data as { order: Order };
    await pay(token, order.total - 1);
    const after = await detailOf(token, orderNo);
    expect(after.nextDueDate).toBe(before.nextDueDate);
    expect(after.outstanding).toBe(before.outstanding - (order.total - 1));
    expect((await extensionData(token, orderNo)).pending).toMatchObject({ state: 'awaiting_payment' });
  });

  it('an overdue loan paid through a card checkout counts the days from the day paid and is Repaying again', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    const before = await detailOf(token, orderNo);
    t.clock.advance(95 * DAY);
    await t.database.db.execute(sql`UPDATE loan_orders SET status = ${OrderStatus.Overdue} WHERE id = ${orderId}`);
    const today = marketDate(t.clock.now(), 'NG');
    expect(before.nextDueDate < today).toBe(true);
    const confirmed = await confirm(token, orderNo, 'paystack_card');
    expect(confirmed.body.code, confirmed.text).toBe(0);
    const { order, payment } = confirmed.body.data as { order: Order; payment: { kind: string; checkout: { reference: string; amount: number } } };
    expect(payment).toMatchObject({ kind: 'checkout', checkout: { amount: order.total } });
    expect(order.newDueDate).toBe(addCalendarDays(today, 7));
    // The sandbox pays the fee's checkout as Paystack would, through the one way in.
    const paid = await t.call('/sandbox/collections/pay-reference', { token, body: { reference: payment.checkout.reference } });
    expect(paid.body.code, paid.text).toBe(0);
    const after = await detailOf(token, orderNo);
    expect(after).toMatchObject({ status: OrderStatus.Repaying, nextDueDate: addCalendarDays(today, 7), outstanding: before.outstanding });
    const [row] = await rows<{ from_date: string }>(`SELECT from_date::text FROM loan_extensions`);
    expect(row!.from_date).toBe(today);
    // The same fee paid a second time (a duplicate checkout charge) is the borrower's credit, not a second rollover.
    const again = await t.app.services.repayments.receivePayment('sandbox', {
      providerReference: 'second-charge-1', amount: order.total, currency: 'NGN', paidAt: t.clock.now().toISOString(),
      target: { kind: 'reference', reference: payment.checkout.reference },
    });
    expect(again).toMatchObject({ duplicate: false, outcome: 'credit' });
    const last = await detailOf(token, orderNo);
    expect(last).toMatchObject({ nextDueDate: after.nextDueDate, outstanding: before.outstanding, credit: order.total });
    expect(await extensionData(token, orderNo)).toMatchObject({ used: 1 });
    await expectLedgerBalanced();
  });

  it('the fee paid twice at once applies one rollover; the other payment is credit', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const before = await detailOf(token, orderNo);
    const { order, payment } = (await confirm(token, orderNo, 'paystack_card')).body.data as { order: Order; payment: { checkout: { reference: string } } };
    const second = await t.secondInstance();
    const paid = (app: typeof t.app, n: number) => app.services.repayments.receivePayment('sandbox', {
      providerReference: `race-${n}`, amount: order.total, currency: 'NGN', paidAt: t.clock.now().toISOString(), target: { kind: 'reference', reference: payment.checkout.reference },
    });
    const receipts = await Promise.all([paid(t.app, 1), paid(second, 2)]);
    expect(receipts.map((r) => (r as { outcome: string }).outcome).sort()).toEqual(['allocated', 'credit']);
    const after = await detailOf(token, orderNo);
    expect(after).toMatchObject({ nextDueDate: addCalendarDays(before.nextDueDate, 7), outstanding: before.outstanding, credit: order.total });
    expect(await rows(`SELECT id FROM loan_extensions WHERE state = 'applied'`)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('stops at the product’s most rollovers with its own message', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    for (let i = 0; i < 2; i += 1) {
      const { order } = (await confirm(token, orderNo)).body.data as { order: Order };
      await pay(token, order.total);
    }
    const data = await extensionData(token, orderNo);
    expect(data).toMatchObject({ canExtend: false, reason: 'EXTENSION_LIMIT_REACHED', used: 2, max: 2 });
    const res = await confirm(token, orderNo);
    expect(res.body).toMatchObject({ code: ERRORS.EXTENSION_LIMIT_REACHED.code, msg: expect.stringMatching(/all the extensions/) });
    expect(await rows(`SELECT id FROM loan_extensions WHERE state = 'applied'`)).toHaveLength(2);
  });

  it('an order not paid in 72 hours expires, and a new confirmation makes a new one', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const first = ((await confirm(token, orderNo)).body.data as { order: Order }).order;
    t.clock.advance(73 * HOUR);
    expect((await extensionData(token, orderNo)).pending).toMatchObject({ state: 'expired' });
    const before = await detailOf(token, orderNo);
    await pay(token, first.total);
    expect((await detailOf(token, orderNo)).nextDueDate).toBe(before.nextDueDate);
    const second = ((await confirm(token, orderNo)).body.data as { order: Order }).order;
    expect(second.extensionNo).not.toBe(first.extensionNo);
    expect(second.state).toBe('awaiting_payment');
  });

  it('refuses a finished loan', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    t.clock.advance(91 * DAY);
    await pay(token, (await detailOf(token, orderNo)).outstanding);
    expect(await extensionData(token, orderNo)).toMatchObject({ canExtend: false, reason: 'EXTENSION_LOAN_CLOSED' });
    expect((await confirm(token, orderNo)).body.code).toBe(ERRORS.EXTENSION_LOAN_CLOSED.code);
  });

  it('states what is owed, penalties included, exactly as the repayment detail does, before and in its confirmation (issue 19)', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    const due = (await detailOf(token, orderNo)).nextDueDate;
    // Two days overdue, each charged by the daily run.
    t.clock.set(new Date(`${addCalendarDays(due, 2)}T09:00:00.000Z`));
    for (const day of [1, 2]) await t.app.services.servicingRun.runServicingDay({ marketDay: addCalendarDays(due, day) });
    const before = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { outstanding: number; penalty: number; dueNow: number };
    expect(before.penalty).toBeGreaterThan(0);
    const data = await extensionData(token, orderNo) as Awaited<ReturnType<typeof extensionData>> & { owed?: number };
    expect(data.owed).toBe(before.outstanding);
    expect(data.principalOwed).toBeLessThan(before.outstanding);

    const { order } = (await confirm(token, orderNo, 'paystack_account')).body.data as { order: Order };
    await pay(token, order.total);
    const after = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { outstanding: number; dueNow: number; nextDueDate: string };
    // The fee repays nothing: everything owed before is owed on the new date, and the message says that figure.
    expect(after).toMatchObject({ outstanding: before.outstanding, dueNow: before.outstanding, nextDueDate: order.newDueDate });
    const [message] = await rows<{ params: { amount: number; dueDate: string } }>(`SELECT params FROM inbox_messages WHERE kind = 'rollover_confirmed' AND order_id = '${orderId}'`);
    expect(message!.params).toMatchObject({ amount: after.dueNow, dueDate: order.newDueDate });
    await expectLedgerBalanced();
  });
});
