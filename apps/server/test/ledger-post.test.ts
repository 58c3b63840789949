import { describe, expect, it } from 'vitest';
import { createLedgerService, LEDGER_ACCOUNTS as A } from '../src/modules/ledger/ledger-service.ts';
import { seedOrder, usePaymentsApp } from './payments-fixtures.ts';

const h = usePaymentsApp();
const ledger = () => createLedgerService({ db: h.database.db, now: h.clock.now });
const sql = (text: string) => h.database.transaction((s) => s.query(text));

async function postOne(key = 'k1', amount = 1_000) {
  const { orderId } = await seedOrder(h.database.db, h.clock.now());
  const posted = await h.database.db.transaction((tx) =>
    ledger().post(tx, { kind: 'test', orderId, key, currency: 'NGN', entries: [{ account: A.principalReceivable, amount }, { account: A.providerClearing, amount: -amount }] }),
  );
  return { orderId, ...posted };
}

describe('ledger', () => {
  it('refuses an unbalanced or fractional set of entries', async () => {
    const post = (entries: { account: (typeof A)[keyof typeof A]; amount: number }[]) =>
      h.database.db.transaction((tx) => ledger().post(tx, { kind: 'test', orderId: null, key: `k${entries.length}${entries[0]?.amount}`, currency: 'NGN', entries }));
    await expect(post([{ account: A.feeIncome, amount: 5 }, { account: A.taxPayable, amount: -4 }])).rejects.toThrow(/sum to 1/);
    await expect(post([{ account: A.feeIncome, amount: 0.5 }, { account: A.taxPayable, amount: -0.5 }])).rejects.toThrow(/whole/);
    await expect(post([{ account: A.feeIncome, amount: 0 }])).rejects.toThrow(/two entries/);
    expect(await sql('SELECT * FROM ledger_transactions')).toHaveLength(0);
  });

  it('is idempotent by key', async () => {
    const first = await postOne('same');
    const again = await h.database.db.transaction((tx) =>
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
      h.database.transaction(async (s) => {
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
    const reversal = await h.database.db.transaction((tx) => ledger().reverse(tx, a.id, 'rev-a'));
    const again = await h.database.db.transaction((tx) => ledger().reverse(tx, a.id, 'rev-a'));
    expect(again).toEqual({ id: reversal.id, isNew: false });
    expect(await ledger().balances({ orderId: a.orderId })).toEqual({ principal_receivable: 0, provider_clearing: 0 });
    // Every transaction in the book sums to zero.
    const sums = (await sql('SELECT SUM(amount) AS total FROM ledger_entries GROUP BY transaction_id')) as { total: string }[];
    expect(sums.length).toBe(3);
    expect(sums.every((r) => Number(r.total) === 0)).toBe(true);
  });
});
