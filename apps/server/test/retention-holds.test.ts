import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/sql-rows.ts';
import { useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

// ADR 048: a former borrower's kept records go once their term (keep_until, ADR 044) has passed.
const t = useTestApp();

async function query<R>(text: string): Promise<R[]> {
  return rowsOf<R>(await t.database.db.execute(sql.raw(text)));
}
async function kept(userId: string) {
  const count = async (table: string, column = 'user_id') => Number((await query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${column} = '${userId}'`))[0]?.n);
  return { identity: await count('kyc_identities'), bankAccount: await count('bank_accounts'), orders: await count('loan_orders'), account: await count('users', 'id') };
}

/** A borrower who repaid a loan in full and then deleted the account: identity and payout account kept until 2031-03-02. */
async function deletedFormerBorrower() {
  const { token, detail } = await disbursedLoan(t);
  const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  // The identity record as the kyc module keeps it (the fixture's identity step is marked done without one).
  await t.database.db.execute(sql`INSERT INTO kyc_identities (user_id, id_type, id_number_masked, id_number_hash, provider, verified_at)
    VALUES (${userId}, 'nin', '*******8901', 'hash-of-the-nin', 'sandbox', ${t.clock.now().toISOString()})`);
  await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable } });
  const done = await t.call('/user/account/delete', { token, body: {} });
  expect(done.body.data.kept[0]).toEqual({ kind: 'identity', basis: 'amlRecords', until: '2031-03-02' });
  return userId;
}

const holdOf = async (userId: string) =>
  (await query<{ keep_until: string; release: string | null }>(`SELECT to_char(keep_until, 'YYYY-MM-DD') AS keep_until, release FROM retention_holds WHERE user_id = '${userId}'`))[0];

describe('kept records past their term (daily job)', () => {
  it('keeps them through the day before keep_until in Lagos, erases them on the day, and is idempotent', async () => {
    const userId = await deletedFormerBorrower();
    expect(await holdOf(userId)).toEqual({ keep_until: '2031-03-02', release: null });
    const before = await kept(userId);
    expect(before).toMatchObject({ identity: 1, bankAccount: 1 });

    // 22:59 UTC on 1 March 2031 is 23:59 in Lagos: still the day before.
    t.clock.set(new Date('2031-03-01T22:59:00.000Z'));
    await t.app.jobs.runDue();
    expect(await kept(userId)).toEqual(before);

    // 23:01 UTC is already 2 March in Lagos: the term is over on the market's calendar.
    t.clock.set(new Date('2031-03-01T23:01:00.000Z'));
    expect(await t.app.services.retention.releaseDueHolds()).toEqual({ erased: 1, superseded: 0 });
    // Erased: the identity record and the payout account. Kept: the order rows (the lender's books, no name or
    // ID number in them) and the account row (the phone, for fraud prevention without a term, ADR 020).
    expect(await kept(userId)).toEqual({ ...before, identity: 0, bankAccount: 0 });
    expect(await holdOf(userId)).toEqual({ keep_until: '2031-03-02', release: 'erased' });
    expect(t.logs.some((line) => line.includes('kept records past their term released') && !line.includes(userId))).toBe(true);

    // The daily job's next run (another instance, a retried job): nothing left to do, nothing changes.
    t.clock.set(new Date('2031-03-02T00:30:00.000Z'));
    await t.app.jobs.runDue();
    expect(await t.app.services.retention.releaseDueHolds()).toEqual({ erased: 0, superseded: 0 });
    expect(await kept(userId)).toEqual({ ...before, identity: 0, bankAccount: 0 });
    expect(await holdOf(userId)).toEqual({ keep_until: '2031-03-02', release: 'erased' });
  });

  it('is run by the daily job: the first run on the day erases', async () => {
    const userId = await deletedFormerBorrower();
    t.clock.set(new Date('2031-03-02T00:30:00.000Z'));
    await t.app.jobs.runDue();
    expect(await kept(userId)).toMatchObject({ identity: 0, bankAccount: 0, account: 1 });
    expect(await holdOf(userId)).toEqual({ keep_until: '2031-03-02', release: 'erased' });
  });

  it('ends the old account’s term even when the person signs up again with the number (a new account since issue 19)', async () => {
    const userId = await deletedFormerBorrower();
    t.clock.set(new Date('2026-06-01T09:00:00.000Z'));
    const token = await t.register('08031234567');
    expect((await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.code).toBe(0);

    t.clock.set(new Date('2031-03-02T09:00:00.000Z'));
    expect(await t.app.services.retention.releaseDueHolds()).toEqual({ erased: 1, superseded: 0 });
    expect(await kept(userId)).toMatchObject({ identity: 0, bankAccount: 0 });
    // The old account's number is forgotten; the new account keeps it.
    expect(Number((await query<{ n: string }>(`SELECT count(*) AS n FROM users WHERE phone = '2348031234567'`))[0]?.n)).toBe(1);
  });

  it('lets the term go without erasing when a borrower who deleted before issue 19 came back to the same account and applied', async () => {
    const userId = await deletedFormerBorrower();
    // Before issue 19 a deleted account stayed open: migration 0029 closes only those who did not come back.
    await t.database.db.execute(sql`UPDATE users SET deleted_at = NULL WHERE id = ${userId}`);
    t.clock.set(new Date('2026-06-01T09:00:00.000Z'));
    const token = await t.login('08031234567');
    expect((await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.code).toBe(0);

    t.clock.set(new Date('2031-03-02T09:00:00.000Z'));
    await t.app.jobs.runDue();
    expect(await t.app.services.retention.releaseDueHolds()).toEqual({ erased: 0, superseded: 0 });
    expect(await kept(userId)).toMatchObject({ identity: 1, bankAccount: 1 });
    expect(await holdOf(userId)).toMatchObject({ release: 'superseded' });
  });
});
