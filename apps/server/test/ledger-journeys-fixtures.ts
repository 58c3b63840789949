import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { HOUR, type TestApp } from './helper.ts';
import { disbursedLoan, signedPayment } from './repayments-fixtures.ts';

/**
 * Real money journeys through the API, for the ledger invariants and the restore drill: a loan
 * paid out and repaid in part, a loan paid out and repaid in full and more (finished, the rest
 * the borrower's credit), and money to an account that is nobody's (suspense).
 */
export async function seedMoneyJourneys(t: TestApp) {
  const partly = await disbursedLoan(t, { mobile: '08031110001', accountEnding: '21' });
  await t.call('/sandbox/collections/pay', { token: partly.token, body: { amount: 3_000_00 } });
  const finished = await disbursedLoan(t, { mobile: '08031110002', accountEnding: '22' });
  t.clock.advance(91 * 24 * HOUR);
  // Ninety-one days on, the borrower signs in again to pay (a session does not last that long).
  const token = await t.login('08031110002');
  const paid = await t.call('/sandbox/collections/pay', { token, body: { amount: finished.detail.totalRepayable + 2_000_00 } });
  expect(paid.body.code, paid.text).toBe(0);
  const nobodys = await signedPayment(t, '9900000000', 7_000_00);
  const held = await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers: nobodys.headers, payload: nobodys.rawBody });
  expect(held.statusCode).toBe(200);
  await t.app.jobs.runDue();
  const userId = (await t.call('/security/getUserInfo', { token: await t.login('08031110001') })).body.data.basicInfo.userId as string;
  return { borrowerId: userId, orderNos: [partly.orderNo, finished.orderNo] };
}

/**
 * Writes around every guard of ADR 018 (the service's check and the deferred balance trigger,
 * disabled for this one statement's transaction): the ledger a bug or a bad restore would leave.
 */
export async function forceEntries(h: TestApp, tx: { kind: string; orderId?: string | null; currency?: string }, entries: { account: string; amount: number }[]) {
  const id = randomUUID();
  const currency = tx.currency ?? 'NGN';
  const values = entries.map((e) => `('${id}', '${e.account}', ${e.amount}, '${currency}')`).join(', ');
  await h.database.transaction(async (s) => {
    await s.exec('ALTER TABLE ledger_entries DISABLE TRIGGER USER');
    await s.exec(`INSERT INTO ledger_transactions (id, kind, order_id, idempotency_key, currency, created_at) VALUES ('${id}', '${tx.kind}', ${tx.orderId ? `'${tx.orderId}'` : 'NULL'}, 'forced:${id}', '${currency}', now())`);
    await s.exec(`INSERT INTO ledger_entries (transaction_id, account, amount, currency) VALUES ${values}`);
    await s.exec('ALTER TABLE ledger_entries ENABLE TRIGGER USER');
  });
  return id;
}
