import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prng } from '@lendline/domain/seeded-random';
import { createLedgerService } from '../src/modules/ledger/ledger-service.ts';
import { MINUTE, useTestApp } from './helper.ts';
import { disbursedLoan, signedPayment } from './repayments-fixtures.ts';

const t = useTestApp();

async function rows<R>(query: string): Promise<R[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return ((result as unknown as { rows?: R[] }).rows ?? (result as unknown as R[]));
}

/**
 * Whatever arrives, in whatever order and however often, the books hold (ADR 018, 032): every
 * posting balances, what was received equals what paid the loan plus what is held, no charge
 * is paid beyond what was owed, and the loan is Finished exactly when nothing is owed.
 */
describe('money in: the ledger’s invariants after every payment (seeded random sequences)', () => {
  it.each([11, 23, 37, 41, 59])('seed %i', async (seed) => {
    const random = prng(seed);
    const { token, orderNo, orderId, detail } = await disbursedLoan(t);
    const account = ((await t.call('/repay/dedicated_account/create', { token })).body.data as { accountNumber: string }).accountNumber;
    const ledger = createLedgerService({ db: t.database.db, now: t.clock.now });
    const sent: { rawBody: string; headers: Record<string, string>; amount: number }[] = [];
    let received = 0;

    for (let step = 0; step < 8; step += 1) {
      t.clock.advance(random(1, 90) * MINUTE);
      // A new payment (sometimes tiny, sometimes more than owed), or a replay of an earlier one.
      const replay = sent.length > 0 && random(0, 3) === 0;
      let payment = replay ? sent[random(0, sent.length - 1)]! : undefined;
      if (!payment) {
        const amount = random(1, 3_000) * 100;
        payment = { ...(await signedPayment(t, account, amount)), amount };
        sent.push(payment);
        received += amount;
      }
      const answer = await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers: payment.headers, payload: payment.rawBody });
      expect(answer.statusCode).toBe(200);

      const unbalanced = await rows<{ id: string }>('SELECT transaction_id AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0');
      expect(unbalanced).toEqual([]);
      const view = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { status: number; paid: number; outstanding: number; credit: number; waived: number };
      // Received = paid to the loan + held as credit, to the kobo.
      expect(view.paid + view.credit).toBe(received);
      // An early payoff settles the days to come: paid + owed + waived is always the schedule's total.
      expect(view.paid + view.outstanding + view.waived).toBe(detail.totalRepayable);
      expect(view.outstanding).toBeGreaterThanOrEqual(0);
      expect(view.status === 4).toBe(view.outstanding === 0);
      const balances = await ledger.balances({ orderId });
      expect(balances.principal_receivable ?? 0).toBeGreaterThanOrEqual(0);
      expect(balances.interest_receivable ?? 0).toBeGreaterThanOrEqual(0);
      // Every kobo received is in the collections account, whichever loan or credit it went to.
      expect((await ledger.balances({ account: 'collections_clearing' })).collections_clearing).toBe(received);
      const payments = await rows<{ n: string }>(`SELECT count(*)::text AS n FROM incoming_payments`);
      expect(Number(payments[0]!.n)).toBe(sent.length);
    }
  });
});
