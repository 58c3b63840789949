import { errorMessage, ERRORS, findProductTerms, formatMoney, priceLoan } from '@lendline/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loanOffers, loanOrders, loanPhases, payoutAttempts } from '../src/db/schema.ts';
import { createLoansService } from '../src/modules/loans/loans-service.ts';
import { lastPaidAtByPhase } from '../src/modules/repayments/payment-repository.ts';
import { HOUR, MINUTE, T0, truncateAll, useTestApp } from './helper.ts';
import { approvedBorrower, loansService, recordingPayouts } from './loan-fixtures.ts';
import { overriddenLimit } from '../src/modules/underwriting/limit-override-repository.ts';

const t = useTestApp();
beforeEach(async () => {
  await t.database.transaction((s) => s.exec('TRUNCATE jobs'));
});

const NAIRA = 100;
const terms = findProductTerms('NG', 'ng-cash-50k')!;
const price = (principal: number, startDate = '2026-03-02') => priceLoan({ terms, principal, tenureDays: 91, startDate });

async function statusOf(orderNo: string) {
  const [row] = await t.database.db.select({ status: loanOrders.status }).from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  return row?.status;
}
async function attemptsOf(orderId: string) {
  return t.database.db.select().from(payoutAttempts).where(eq(payoutAttempts.orderId, orderId));
}
const acceptOffer = (token: string, orderNo: string, amount: number, extra: Record<string, string> = {}) =>
  t.call('/loan/get-money', { token, body: { orderNo, amount: String(amount), tenure: '91', agreementAccepted: 'true', ...extra } });

describe('offer', () => {
  it('with no choice made before applying, opens with the largest amount the limit allows and the shortest tenure, priced from today', async () => {
    const { token, orderNo } = await approvedBorrower(t, { creditLimit: 20_250 * NAIRA });
    const res = await t.call('/loan/confirm/product-info', { token, body: { orderNo } });
    expect(res.body.code, res.text).toBe(0);
    const offer = res.body.data;
    expect(offer).toMatchObject({
      orderNo, status: 14, productId: 'ng-cash-50k', productName: 'Lendline Cash', currency: 'NGN', creditLimit: 20_250 * NAIRA,
      // Every term of the first-loan products is offered (issue 19), not the decided product's only.
      amount: 20_000 * NAIRA, tenure: 91, tenures: [91, 180, 365], reloan: false, confirmBy: '2026-03-03T09:00:00.000Z',
    });
    // 1,000 to 20,000 naira by 500: the step caps the amount below the limit.
    expect(offer.amounts[0]).toBe(1_000 * NAIRA);
    expect(offer.amounts.at(-1)).toBe(20_000 * NAIRA);
    expect(offer.amounts).toHaveLength(39);
    expect(offer.figures).toEqual(price(20_000 * NAIRA));

    const steps = await t.call('/loan/product/step-amount', { token, body: { orderNo } });
    expect(steps.body.data).toEqual({ amounts: offer.amounts, tenures: [91, 180, 365], amountStep: 500 * NAIRA, currency: 'NGN' });
  });

  it('prices the requested choice and answers field errors in the borrower language', async () => {
    const { token, orderNo } = await approvedBorrower(t, { creditLimit: 20_000 * NAIRA });
    const chosen = await t.call('/loan/confirm/product-info', { token, body: { orderNo, amount: '500000', tenure: '91' } });
    expect(chosen.body.data).toMatchObject({ amount: 5_000 * NAIRA, tenure: 91, figures: price(5_000 * NAIRA) });

    for (const lang of ['en', 'es'] as const) {
      const step = await t.call('/loan/confirm/product-info', { token, lang, body: { orderNo, amount: '512300', tenure: '90' } });
      expect(step.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
      expect(step.body.data).toEqual({
        fields: [
          { field: 'amount', message: errorMessage('error.loan.amount.step', lang) },
          { field: 'tenure', message: errorMessage('error.loan.tenure.invalid', lang) },
        ],
      });
      const above = await t.call('/loan/confirm/product-info', { token, lang, body: { orderNo, amount: String(30_000 * NAIRA) } });
      expect(above.body.data).toEqual({ fields: [{ field: 'amount', message: errorMessage('error.loan.amount.limit', lang) }] });
      const confirm = await acceptOffer(token, orderNo, 30_000 * NAIRA, { lang });
      expect(confirm.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    }
    expect(errorMessage('error.loan.amount.limit', 'es')).not.toBe(errorMessage('error.loan.amount.limit', 'en'));
    expect(await statusOf(orderNo)).toBe(14);
  });

  it('answers ORDER_NOT_APPROVED before a decision', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    await t.database.db.delete(loanOffers);
    await t.database.db.update(loanOrders).set({ status: 1 });
    expect((await t.call('/loan/confirm/product-info', { token, body: { orderNo } })).body.code).toBe(ERRORS.ORDER_NOT_APPROVED.code);
    expect((await acceptOffer(token, orderNo, 10_000 * NAIRA)).body.code).toBe(ERRORS.ORDER_NOT_APPROVED.code);
  });
});

describe('confirmation', () => {
  it('stores exactly the figures shown, queues one payout and signs the agreement with them', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t);
    t.clock.advance(2 * HOUR);
    const shown = (await t.call('/loan/confirm/product-info', { token, body: { orderNo, amount: '2000000' } })).body.data.figures;
    const res = await acceptOffer(token, orderNo, 20_000 * NAIRA);
    expect(res.body.code, res.text).toBe(0);
    expect(res.body.data).toEqual({ orderNo, status: 18, figures: shown });
    expect(await statusOf(orderNo)).toBe(18);

    const [offer] = await t.database.db.select().from(loanOffers).where(eq(loanOffers.orderId, orderId));
    expect(offer).toMatchObject({
      acceptedAt: t.clock.now(), principal: shown.principal, tenureDays: 91, processingFee: shown.processingFee, feeTax: shown.feeTax,
      interest: shown.interest, disbursalAmount: shown.disbursalAmount, couponDiscount: 0, totalRepayable: shown.totalRepayable,
      aprPpm: shown.aprPpm, startDate: '2026-03-02', dueDate: shown.dueDate, figures: shown,
    });
    const attempts = await attemptsOf(orderId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ amount: shown.disbursalAmount, currency: 'NGN', orderNo });

    for (const lang of ['en', 'es'] as const) {
      const agreement = await t.call('/loan/loan-order/loanAgreement', { token, lang, body: { orderNo } });
      expect(agreement.body.code, agreement.text).toBe(0);
      expect(agreement.body.data.figures).toEqual(shown);
      expect(agreement.body.data.acceptedAt).toBe(offer!.acceptedAt!.toISOString());
      const text = JSON.stringify(agreement.body.data.sections);
      for (const amount of [shown.principal, shown.totalRepayable, shown.disbursalAmount, shown.interest, shown.processingFee]) {
        expect(text, `${lang} ${amount}`).toContain(formatMoney(amount, 'NGN', lang));
      }
      expect(text).toContain('Adaeze Okafor');
      expect(text).toContain(orderNo);
    }
    const en = await t.call('/loan/loan-order/loanAgreement', { token, lang: 'en', body: { orderNo } });
    const es = await t.call('/loan/loan-order/loanAgreement', { token, lang: 'es', body: { orderNo } });
    expect(en.body.data.title).not.toBe(es.body.data.title);

    const time = await t.call('/loan/get-money-time', { token, body: { orderNo } });
    expect(time.body.data).toEqual({
      orderNo, status: 18, confirmedAt: '2026-03-02T11:00:00.000Z', expectedMinutesMin: 10, expectedMinutesMax: 60, expectedBy: '2026-03-02T12:00:00.000Z',
    });
  });

  it('previews the agreement for a choice before acceptance, unsigned', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const res = await t.call('/loan/get-money/contract', { token, lang: 'es', body: { orderNo, amount: '1000000' } });
    expect(res.body.code, res.text).toBe(0);
    expect(res.body.data.acceptedAt).toBeNull();
    expect(res.body.data.figures).toEqual(price(10_000 * NAIRA));
    expect(JSON.stringify(res.body.data.sections)).toContain(formatMoney(price(10_000 * NAIRA).totalRepayable, 'NGN', 'es'));
  });

  it('needs the agreement ticked', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const res = await acceptOffer(token, orderNo, 10_000 * NAIRA, { agreementAccepted: 'false' });
    expect(res.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(res.body.data.fields[0].field).toBe('agreementAccepted');
    expect(await statusOf(orderNo)).toBe(14);
  });

  it('answers a repeat with the stored result, even with another choice, a day later', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t);
    const first = await acceptOffer(token, orderNo, 20_000 * NAIRA);
    t.clock.advance(30 * HOUR);
    const again = await acceptOffer(token, orderNo, 20_000 * NAIRA);
    const other = await t.call('/loan/get-money-plus', { token, body: { orderNo, amount: '100000', tenure: '91', agreementAccepted: '1' } });
    expect(again.body.data).toEqual(first.body.data);
    expect(other.body.data).toEqual(first.body.data);
    expect(first.body.data.figures.principal).toBe(20_000 * NAIRA);
    expect(await attemptsOf(orderId)).toHaveLength(1);
    const offer = (await t.call('/loan/confirm/product-info', { token, body: { orderNo, amount: '100000' } })).body.data;
    expect(offer).toMatchObject({ status: 18, amount: 20_000 * NAIRA, figures: first.body.data.figures });
  });

  it('turns 50 concurrent confirmations into one payout', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => acceptOffer(token, orderNo, 15_000 * NAIRA)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(0));
    // A repeat answers the order's status of the moment (the payout job may have moved it on) and the same figures.
    for (const answer of answers) expect(answer.body.data.figures).toEqual(answers[0]!.body.data.figures);
    expect(await attemptsOf(orderId)).toHaveLength(1);
  });

  it('asks the payout requester exactly once for 50 concurrent service calls', async () => {
    const { userId, orderNo } = await approvedBorrower(t);
    const recorder = recordingPayouts();
    const loans = loansService(t, recorder.payouts);
    const results = await Promise.all(Array.from({ length: 50 }, () => loans.acceptOffer(userId, { orderNo, amount: 10_000 * NAIRA, tenure: 91 })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(recorder.requests).toEqual([
      { orderId: expect.any(String), orderNo, userId, amount: price(10_000 * NAIRA).disbursalAmount, currency: 'NGN' },
    ]);
  });

  it('uses the terms snapshotted at approval and the reloan rate the approval gave', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t, { reloan: true });
    // A catalogue change after approval does not reach the order.
    await t.database.db.update(loanOffers).set({ terms: sql`jsonb_set(terms, '{dailyFeePpm}', '100')` }).where(eq(loanOffers.orderId, orderId));
    const snapshot = { ...terms, dailyFeePpm: 100 };
    const res = await acceptOffer(token, orderNo, 10_000 * NAIRA);
    expect(res.body.data.figures).toEqual(priceLoan({ terms: snapshot, principal: 10_000 * NAIRA, tenureDays: 91, startDate: '2026-03-02', reloan: true }));
    expect(res.body.data.figures.dailyInterestPpm).toBe(terms.reloanDailyInterestPpm);
  });
});

describe('an offer approved before the decision on declining balance', () => {
  it('is accepted and disbursed at the flat figures it was offered with', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t, { productId: 'ng-cash-365', creditLimit: 60_000 * NAIRA });
    // Terms snapshotted before the decision carry no interestMethod (ADR 013): they read flat.
    await t.database.db.update(loanOffers).set({ terms: sql`terms - 'interestMethod'` }).where(eq(loanOffers.orderId, orderId));
    const accepted = (await t.call('/loan/get-money', { token, body: { orderNo, amount: '6000000', tenure: '365', agreementAccepted: 'true' } })).body.data.figures;
    const flatTerms = { ...findProductTerms('NG', 'ng-cash-365')!, interestMethod: 'flat' as const };
    expect(accepted).toEqual(priceLoan({ terms: flatTerms, principal: 6_000_000, tenureDays: 365, startDate: '2026-03-02' }));
    // Flat, as sold: 6,000,000 × 980 × 365 / 1e6 = 2,146,200 of interest; 535,080 × 3 + 540,960.
    expect(accepted).toMatchObject({ interest: 2_146_200, totalRepayable: 8_146_200 });
    const at = t.clock.now();
    const final = await t.database.db.transaction((tx) => loansService(t).markDisbursed(tx, orderId, at));
    expect(final.phases.map((p) => p.interest)).toEqual([535_080, 535_080, 535_080, 540_960]);
  });
});

describe('the 24 hours to confirm', () => {
  it('still confirms at 23h59m and refuses at 24h01m', async () => {
    const early = await approvedBorrower(t);
    t.clock.advance(23 * HOUR + 59 * MINUTE);
    expect((await acceptOffer(early.token, early.orderNo, 10_000 * NAIRA)).body.code).toBe(0);

    t.clock.advance(-(23 * HOUR + 59 * MINUTE));
    const late = await approvedBorrower(t, { mobile: '08039876543', accountEnding: '34' });
    t.clock.advance(24 * HOUR + MINUTE);
    expect((await acceptOffer(late.token, late.orderNo, 10_000 * NAIRA)).body.code).toBe(ERRORS.OFFER_EXPIRED.code);
    expect((await t.call('/loan/confirm/product-info', { token: late.token, body: { orderNo: late.orderNo } })).body.code).toBe(ERRORS.OFFER_EXPIRED.code);
    expect(await attemptsOf(late.orderId)).toHaveLength(0);
  });

  it('is cancelled by the sweep after 24 hours, not before', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    t.clock.advance(23 * HOUR + 59 * MINUTE);
    await t.app.jobs.runDue();
    expect(await statusOf(orderNo)).toBe(14);
    t.clock.advance(2 * MINUTE);
    await t.app.jobs.runDue();
    expect(await statusOf(orderNo)).toBe(8);
    expect((await acceptOffer(token, orderNo, 10_000 * NAIRA)).body.code).toBe(ERRORS.OFFER_EXPIRED.code);
  });

  it('never cancels an accepted offer', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    t.clock.advance(23 * HOUR);
    await acceptOffer(token, orderNo, 10_000 * NAIRA);
    t.clock.advance(2 * HOUR);
    await t.app.jobs.runDue();
    // The payout job may have taken it on (7); the sweep did not cancel it.
    expect([18, 7, 2]).toContain(await statusOf(orderNo));
  });

  it('lets a confirmation racing the sweep either win whole or lose whole', async () => {
    for (let round = 0; round < 4; round++) {
      await truncateAll(t.database);
      await t.database.transaction((s) => s.exec('TRUNCATE jobs'));
      t.clock.set(T0);
      const { token, orderNo, orderId } = await approvedBorrower(t);
      t.clock.advance(23 * HOUR + 59 * MINUTE);
      // The sweep runs on another instance whose clock already reads past the deadline.
      const sweepClock = new Date(t.clock.now().getTime() + 2 * MINUTE);
      const lateLoans = createLoansService({
        db: t.database.db, now: () => sweepClock, market: 'NG', payments: recordingPayouts().payouts, application: t.app.services.profiles,
        repayments: { phasesPaidAt: lastPaidAtByPhase }, inbox: t.app.services.inbox, coupons: t.app.services.coupons, products: t.app.services.products,
        limitOverrideOf: (userId) => overriddenLimit(t.database.db, userId),
      });
      const [confirm, swept] = await Promise.all([acceptOffer(token, orderNo, 10_000 * NAIRA), lateLoans.cancelExpired()]);
      const status = await statusOf(orderNo);
      const attempts = await attemptsOf(orderId);
      if (confirm.body.code === 0) {
        expect([status, attempts.length, swept]).toEqual([18, 1, 0]);
      } else {
        expect([confirm.body.code, status, attempts.length, swept]).toEqual([ERRORS.OFFER_EXPIRED.code, 8, 0, 1]);
      }
    }
  });
});

describe('disbursement', () => {
  it('fixes the schedule from the payout day with the accepted amounts', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t, { productId: 'ng-cash-365', creditLimit: 60_000 * NAIRA });
    const accepted = (await t.call('/loan/get-money', { token, body: { orderNo, amount: '6000000', tenure: '365', agreementAccepted: 'true' } })).body.data.figures;
    expect(accepted.phases).toHaveLength(4);
    // Declining balance (ADR 013): interest 535,080 + 401,310 + 267,540 + 135,240 = 1,339,170; repayable 6,000,000 + 1,339,170.
    expect(accepted).toMatchObject({ interestMethod: 'declining', interest: 1_339_170, totalRepayable: 7_339_170 });
    const loans = loansService(t);
    t.clock.advance(40 * HOUR);
    const at = t.clock.now();
    await t.database.db.transaction((tx) => loans.markLending(tx, orderId, at));
    expect(await statusOf(orderNo)).toBe(7);
    const final = await t.database.db.transaction((tx) => loans.markDisbursed(tx, orderId, at));
    expect(await statusOf(orderNo)).toBe(2);
    expect(final.startDate).toBe('2026-03-04');
    expect(final.phases.map((p) => p.amount)).toEqual(accepted.phases.map((p: { amount: number }) => p.amount));
    expect(final.totalRepayable).toBe(accepted.totalRepayable);
    const phases = await t.database.db.select().from(loanPhases).where(eq(loanPhases.orderId, orderId));
    expect(phases.map(({ phase, dueDate, principal, interest, amount }) => ({ phase, dueDate, principal, interest, amount }))).toEqual(
      final.phases.map(({ phase, dueDate, principal, interest, amount }) => ({ phase, dueDate, principal, interest, amount })),
    );
    // A repeat (a duplicate webhook) changes nothing and returns the same figures.
    expect(await t.database.db.transaction((tx) => loans.markDisbursed(tx, orderId, new Date(at.getTime() + 48 * HOUR)))).toEqual(final);
    // Moves the rules forbid are bugs in the caller: they throw and the transaction rolls back.
    await expect(t.database.db.transaction((tx) => loans.markReapplied(tx, orderId, at))).rejects.toThrow(/status 2/);
  });
});
