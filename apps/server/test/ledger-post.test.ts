import { findProductTerms, priceLoan } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { disbursementEntries, LEDGER_ACCOUNTS as A } from '../src/modules/ledger/ledger-service.ts';
import { OTHER_BORROWER, startApplication } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { orderIdOf } from './loan-fixtures.ts';

const t = useTestApp();
const ledger = () => t.app.services.ledger;
const sql = (text: string) => t.database.transaction((s) => s.query(text));

let borrowers = 0;
/** A real order (a draft is enough: ledger rows only reference it). */
async function anOrder(): Promise<string> {
  borrowers += 1;
  const { orderNo } = await startApplication(t, borrowers % 2 === 1 ? '08031234567' : OTHER_BORROWER);
  return orderIdOf(t, orderNo);
}

async function postOne(key = 'k1', amount = 1_000) {
  const orderId = await anOrder();
  const posted = await t.database.db.transaction((tx) =>
    ledger().post(tx, { kind: 'test', orderId, key, currency: 'NGN', entries: [{ account: A.principalReceivable, amount }, { account: A.providerClearing, amount: -amount }] }),
  );
  return { orderId, ...posted };
}

describe('ledger', () => {
  it('refuses an unbalanced or fractional set of entries', async () => {
    const post = (entries: { account: (typeof A)[keyof typeof A]; amount: number }[]) =>
      t.database.db.transaction((tx) => ledger().post(tx, { kind: 'test', orderId: null, key: `k${entries.length}${entries[0]?.amount}`, currency: 'NGN', entries }));
    await expect(post([{ account: A.feeIncome, amount: 5 }, { account: A.taxPayable, amount: -4 }])).rejects.toThrow(/sum to 1/);
    await expect(post([{ account: A.feeIncome, amount: 0.5 }, { account: A.taxPayable, amount: -0.5 }])).rejects.toThrow(/whole/);
    await expect(post([{ account: A.feeIncome, amount: 0 }])).rejects.toThrow(/two entries/);
    expect(await sql('SELECT * FROM ledger_transactions')).toHaveLength(0);
  });

  it('is idempotent by key', async () => {
    const first = await postOne('same');
    const again = await t.database.db.transaction((tx) =>
      ledger().post(tx, { kind: 'test', orderId: first.orderId, key: 'same', currency: 'NGN', entries: [{ account: A.feeIncome, amount: 1 }, { account: A.taxPayable, amount: -1 }] }),
    );
    expect(again).toEqual({ id: first.id, isNew: false });
    expect(await sql('SELECT * FROM ledger_entries')).toHaveLength(2);
  });

  it('keeps entries immutable: UPDATE and DELETE raise', async () => {
    await postOne();
    await expect(sql('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/immutable/);
    await expect(sql('DELETE FROM ledger_entries')).rejects.toThrow(/immutable/);
    await expect(sql(`UPDATE ledger_transactions SET kind = 'x'`)).rejects.toThrow(/immutable/);
    await expect(sql('DELETE FROM ledger_transactions')).rejects.toThrow(/immutable/);
    expect(await sql('SELECT * FROM ledger_entries')).toHaveLength(2);
  });

  it('refuses at commit a transaction written around the service that does not balance', async () => {
    await expect(
      t.database.transaction(async (s) => {
        await s.exec(`INSERT INTO ledger_transactions (id, kind, idempotency_key, currency, created_at) VALUES ('t1', 'test', 'raw', 'NGN', now())`);
        await s.exec(`INSERT INTO ledger_entries (transaction_id, account, amount, currency) VALUES ('t1', 'fee_income', 7, 'NGN')`);
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await sql('SELECT * FROM ledger_transactions')).toHaveLength(0);
  });

  it('derives balances by account and order, and reverses exactly once', async () => {
    const a = await postOne('a', 700);
    await postOne('b', 300);
    expect(await ledger().balances({ account: A.principalReceivable })).toEqual({ principal_receivable: 1_000 });
    expect(await ledger().balances({ orderId: a.orderId })).toEqual({ principal_receivable: 700, provider_clearing: -700 });
    const reversal = await t.database.db.transaction((tx) => ledger().reverse(tx, a.id, 'rev-a'));
    const again = await t.database.db.transaction((tx) => ledger().reverse(tx, a.id, 'rev-a'));
    expect(again).toEqual({ id: reversal.id, isNew: false });
    expect(await ledger().balances({ orderId: a.orderId })).toEqual({ principal_receivable: 0, provider_clearing: 0 });
    // Every transaction in the book sums to zero.
    const sums = (await sql('SELECT SUM(amount) AS total FROM ledger_entries GROUP BY transaction_id')) as { total: string }[];
    expect(sums.length).toBe(3);
    expect(sums.every((r) => Number(r.total) === 0)).toBe(true);
  });

  it('books a disbursement with a coupon as an expense that lowers the interest receivable', async () => {
    const terms = findProductTerms('NG', 'ng-cash-50k')!;
    const figures = priceLoan({ terms, principal: 10_000_00, tenureDays: 91, startDate: '2026-03-02', couponDiscount: 100_00 });
    expect(figures.couponDiscount).toBe(100_00);
    const orderId = await anOrder();
    await t.database.db.transaction((tx) =>
      ledger().post(tx, { kind: 'disbursement', orderId, key: 'coupon', currency: 'NGN', entries: disbursementEntries(figures) }),
    );
    const balances = await ledger().balances({ orderId });
    expect(balances.coupon_expense).toBe(100_00);
    expect(balances.interest_receivable).toBe(figures.interest - 100_00);
    expect(balances.principal_receivable! + balances.interest_receivable! - figures.totalRepayable).toBe(0);
  });
});
