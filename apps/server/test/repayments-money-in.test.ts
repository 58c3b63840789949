import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLedgerService } from '../src/modules/ledger/ledger-service.ts';
import { HOUR, useTestApp, type TestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { disbursedLoan, signedPayment } from './repayments-fixtures.ts';

// Sessions outlive the loans these tests age to their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });

interface Detail {
  status: number;
  totalRepayable: number;
  paid: number;
  outstanding: number;
  dueNow: number;
  credit: number;
  phases: { phase: number; amount: number; paid: number; outstanding: number; state: string }[];
  payments: { amount: number; applied: number; channel: string }[];
}

async function detailOf(token: string, orderNo: string): Promise<Detail> {
  const res = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as Detail;
}

async function accountOf(token: string): Promise<string> {
  const res = await t.call('/repay/dedicated_account/create', { token });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data.accountNumber as string;
}

async function pay(token: string, amount: number) {
  const res = await t.call('/sandbox/collections/pay', { token, body: { amount } });
  expect(res.body.code, res.text).toBe(0);
}

const ledger = (h: TestApp) => createLedgerService({ db: h.database.db, now: h.clock.now });

async function countRows(table: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: string }>(sql.raw(`SELECT count(*)::text AS n FROM ${table}`));
  return Number((rows as unknown as { rows?: { n: string }[] }).rows?.[0]?.n ?? (rows as unknown as { n: string }[])[0]?.n);
}

/** Every ledger transaction ever posted sums to zero (ADR 018). */
async function expectLedgerBalanced() {
  const rows = await t.database.db.execute(sql.raw('SELECT transaction_id, sum(amount)::text AS s FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0'));
  expect((rows as unknown as { rows?: unknown[] }).rows ?? rows).toEqual([]);
}

describe('a dedicated account per borrower', () => {
  it('is issued once and kept: asking again gives the same account', async () => {
    const { token } = await disbursedLoan(t);
    const first = await t.call('/repay/dedicated_account/create', { token });
    expect(first.body).toMatchObject({ code: 0, data: { provider: 'sandbox', accountNumber: expect.stringMatching(/^\d{10}$/), bankName: expect.any(String) } });
    const again = await t.call('/repay/dedicated_account/create', { token });
    expect(again.body.data).toEqual(first.body.data);
  });
});

describe('money in through the sandbox (a signed notification to our own endpoint)', () => {
  it('a partial payment pays the oldest phase, the balance falls at once, and the ledger moves the receivables', async () => {
    const { token, orderNo, orderId, detail } = await disbursedLoan(t);
    const before = await ledger(t).balances({ orderId });
    await pay(token, 1_000_00);
    const after = await detailOf(token, orderNo);
    expect(after).toMatchObject({ status: 2, paid: 1_000_00, outstanding: detail.totalRepayable - 1_000_00 });
    expect(after.payments).toEqual([{ paidAt: expect.any(String), amount: 1_000_00, applied: 1_000_00, channel: 'sandbox' }]);
    expect(after.phases[0]).toMatchObject({ phase: 1, paid: 1_000_00, state: 'upcoming' });
    // Interest before principal (the default allocation order): interest owed falls first.
    const balances = await ledger(t).balances({ orderId });
    const interestPaid = (before.interest_receivable ?? 0) - (balances.interest_receivable ?? 0);
    const principalPaid = (before.principal_receivable ?? 0) - (balances.principal_receivable ?? 0);
    expect(interestPaid + principalPaid).toBe(1_000_00);
    expect(balances.collections_clearing).toBe(1_000_00);
    await expectLedgerBalanced();
  });

  it('paying everything and more finishes the loan (status 4) and keeps the rest as the borrower’s credit', async () => {
    const { token, orderNo, orderId, detail } = await disbursedLoan(t);
    // On the due date: nothing is left to waive, so the schedule's whole total is owed (ADR 013).
    t.clock.advance(91 * 24 * HOUR);
    await pay(token, detail.totalRepayable + 2_500_00);
    const after = await detailOf(token, orderNo);
    expect(after).toMatchObject({ status: 4, outstanding: 0, paid: detail.totalRepayable, credit: 2_500_00 });
    expect(after.phases.every((p) => p.state === 'paid')).toBe(true);
    const balances = await ledger(t).balances({ orderId });
    expect(balances.principal_receivable ?? 0).toBe(0);
    expect(balances.interest_receivable ?? 0).toBe(0);
    expect(balances.borrower_credit).toBe(-2_500_00);
    await expectLedgerBalanced();
  });
});

describe('exactly once', () => {
  it('50 copies of one notification, at once, credit it once', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const { rawBody, headers } = await signedPayment(t, await accountOf(token), 2_000_00);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect((await detailOf(token, orderNo)).paid).toBe(2_000_00);
    expect(await countRows('incoming_payments')).toBe(1);
    await expectLedgerBalanced();
  });

  it('a copy arriving at a second instance, and a replay a day later, change nothing', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const { rawBody, headers } = await signedPayment(t, await accountOf(token), 1_500_00);
    const second = await t.secondInstance();
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody }),
      second.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    t.clock.advance(24 * 3_600_000);
    expect((await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody })).statusCode).toBe(200);
    expect((await detailOf(token, orderNo)).paid).toBe(1_500_00);
  });

  it('two different payments racing on one loan are both allocated, and the loan finishes once', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const account = await accountOf(token);
    // On the due date: nothing is left to waive, so the schedule's whole total is owed (ADR 013).
    t.clock.advance(91 * 24 * HOUR);
    const half = Math.ceil(detail.totalRepayable / 2);
    const one = await signedPayment(t, account, half);
    const two = await signedPayment(t, account, half + 1_000_00);
    await Promise.all([one, two].map((p) => t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers: p.headers, payload: p.rawBody })));
    const after = await detailOf(token, orderNo);
    expect(after).toMatchObject({ status: 4, outstanding: 0, credit: 2 * half + 1_000_00 - detail.totalRepayable });
    expect(after.payments).toHaveLength(2);
    await expectLedgerBalanced();
  });
});

describe('refused and held', () => {
  it('refuses a forged, tampered or unsigned notification, and one for a provider we do not use: nothing changes', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const { rawBody, headers } = await signedPayment(t, await accountOf(token), 1_000_00);
    const tampered = rawBody.replace(/"reference":"sbx\./, '"reference":"sbx.A');
    for (const attempt of [
      { url: '/webhooks/collections/sandbox', headers: { ...headers, 'x-sandbox-signature': '0'.repeat(128) }, payload: rawBody },
      { url: '/webhooks/collections/sandbox', headers, payload: tampered },
      { url: '/webhooks/collections/sandbox', headers: { 'content-type': 'application/json' }, payload: rawBody },
      { url: '/webhooks/collections/paystack', headers, payload: rawBody },
    ]) {
      expect((await t.app.inject({ method: 'POST', ...attempt })).statusCode).toBe(401);
    }
    expect((await detailOf(token, orderNo)).paid).toBe(0);
    expect(await countRows('incoming_payments')).toBe(0);
    expect(t.logs.some((line) => line.includes(rawBody))).toBe(false);
  });

  it('holds money paid to an account that is nobody’s in suspense, never dropping it', async () => {
    await disbursedLoan(t);
    const { rawBody, headers } = await signedPayment(t, '9900000000', 7_000_00);
    expect((await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody })).statusCode).toBe(200);
    const held = await ledger(t).balances({ account: 'suspense' });
    expect(held.suspense).toBe(-7_000_00);
    await expectLedgerBalanced();
  });

  it('holds a payment in another currency in suspense instead of paying the loan with it', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    const { rawBody, headers } = await signedPayment(t, await accountOf(token), 1_000_00, 'USD');
    expect((await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody })).statusCode).toBe(200);
    expect((await detailOf(token, orderNo)).paid).toBe(0);
    expect(await countRows('incoming_payments')).toBe(1);
    // Never booked as naira: dollars are recorded for staff, not posted in a currency they are not.
    expect((await ledger(t).balances({ orderId })).collections_clearing).toBeUndefined();
  });

  it('holds pesos paid to a Nigerian borrower’s account in suspense, booked as pesos', async () => {
    const { token } = await disbursedLoan(t);
    const { rawBody, headers } = await signedPayment(t, await accountOf(token), 1_000_00, 'MXN');
    expect((await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody })).statusCode).toBe(200);
    const rows = await t.database.db.execute(sql.raw("SELECT t.currency, e.account, e.amount::text AS amount FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.kind = 'suspense' ORDER BY e.account"));
    expect((rows as unknown as { rows?: unknown[] }).rows ?? rows).toEqual([
      { currency: 'MXN', account: 'collections_clearing', amount: '100000' },
      { currency: 'MXN', account: 'suspense', amount: '-100000' },
    ]);
  });

  it('keeps a payment arriving after the loan is finished as the borrower’s credit', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    // On the due date: nothing is left to waive, so the schedule's whole total is owed (ADR 013).
    t.clock.advance(91 * 24 * HOUR);
    await pay(token, detail.totalRepayable);
    await pay(token, 1_200_00);
    expect(await detailOf(token, orderNo)).toMatchObject({ status: 4, credit: 1_200_00 });
    await expectLedgerBalanced();
  });
});

describe('the repayment detail', () => {
  it('is NOT_FOUND for another borrower’s order and for an unknown one', async () => {
    const { orderNo } = await disbursedLoan(t);
    const other = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    for (const body of [{ orderNo }, { orderNo: 'LL000000UNKNOWN0' }]) {
      const res = await t.call('/repay/repay-order/detail', { token: other.token, body });
      expect(res.body.code).toBe(ERRORS.NOT_FOUND.code);
    }
  });

  it('answers an order with nothing paid out yet as not repayable', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const res = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
    expect(res.body.code).toBe(ERRORS.NOT_REPAYABLE.code);
  });
});
