import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createFileStorage } from '../src/providers/storage/create-storage.ts';
import { HOUR, useTestApp, type TestApp } from './helper.ts';
import { DAY, decisionOf, sqlRows, statusOf, submitApplication, truncateJobs } from './underwriting-fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lendline-retention-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ env: () => ({ DATA_DIR: dataDir }) });
beforeEach(() => truncateJobs(t));

/** Photos as the kyc module stores them: files in the private store plus their rows, and the identity record. */
async function addIdentity(app: TestApp, userId: string) {
  const storage = createFileStorage(app.config.storage);
  const keys: string[] = [];
  for (const kind of ['front', 'face']) {
    const key = `${randomUUID()}.jpg`;
    await storage.put(key, Buffer.from(`jpeg of ${kind}`), 'image/jpeg');
    await sqlRows(app, `INSERT INTO kyc_images (user_id, kind, image_id, storage_key, byte_size, width, height, recognized, status, created_at)
      VALUES ($1, $2, $3, $4, 10, 100, 100, NULL, 'checked', $5)`, [userId, kind, randomUUID(), key, app.clock.now().toISOString()]);
    keys.push(key);
  }
  await sqlRows(app, `INSERT INTO kyc_identities (user_id, id_type, id_number_masked, id_number_hash, provider, verified_at)
    VALUES ($1, 'nin', '*******8901', $2, 'sandbox', $3)`, [userId, randomUUID(), app.clock.now().toISOString()]);
  return { keys, storage };
}

async function personalData(userId: string) {
  const count = async (table: string) => (await sqlRows(t, `SELECT 1 FROM ${table} WHERE user_id = $1`, [userId])).length;
  return {
    profile: await count('applicant_profiles'),
    bankAccount: await count('bank_accounts'),
    images: await count('kyc_images'),
    identity: await count('kyc_identities'),
  };
}
const KEPT = { profile: 1, bankAccount: 1, images: 2, identity: 1 };
const ERASED = { profile: 0, bankAccount: 0, images: 0, identity: 0 };

describe('7-day retention of non-borrowers’ personal data', () => {
  it('keeps a rejected applicant’s data on day 6, erases it on day 8, keeps what the law needs, and is idempotent', async () => {
    const a = await submitApplication(t, { answers: { q1: 'yes' } });
    await t.app.jobs.runDue();
    expect(await statusOf(t, a.orderNo)).toBe(9);
    const { keys, storage } = await addIdentity(t, a.userId);

    t.clock.advance(6 * DAY);
    await t.app.jobs.runDue();
    expect(await personalData(a.userId)).toEqual(KEPT);
    for (const key of keys) expect(await storage.get(key)).not.toBeNull();

    t.clock.advance(2 * DAY);
    await t.app.jobs.runDue();
    expect(await personalData(a.userId)).toEqual(ERASED);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    // Kept: the order (status, dates), the decision with its reasons, the hashed identifiers, the account row.
    expect(await statusOf(t, a.orderNo)).toBe(9);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'reject', reasons: ['KO_DEFAULTED_6M'] });
    expect((await sqlRows(t, 'SELECT 1 FROM underwriting_fingerprints WHERE user_id = $1', [a.userId])).length).toBeGreaterThan(0);
    expect(await sqlRows(t, 'SELECT 1 FROM users WHERE id = $1', [a.userId])).toHaveLength(1);
    const [erasure] = await sqlRows<{ erased_at: Date }>(t, 'SELECT erased_at FROM retention_erasures WHERE user_id = $1', [a.userId]);
    expect(new Date(erasure!.erased_at).getTime()).toBe(t.clock.now().getTime());

    // Later sweeps find nothing more to do and change nothing.
    const erasedAt = new Date(erasure!.erased_at).getTime();
    t.clock.advance(HOUR);
    await t.app.jobs.runDue();
    t.clock.advance(DAY);
    await t.app.jobs.runDue();
    const [again] = await sqlRows<{ erased_at: Date }>(t, 'SELECT erased_at FROM retention_erasures WHERE user_id = $1', [a.userId]);
    expect(new Date(again!.erased_at).getTime()).toBe(erasedAt);
    expect(await personalData(a.userId)).toEqual(ERASED);
  });

  it('never touches borrowers with a loan; erases an approved offer that was cancelled', async () => {
    const repaying = await submitApplication(t, { mobile: '08031110001', accountEnding: '11', bvn: '22200000001' });
    const rejectedButBorrowedBefore = await submitApplication(t, { mobile: '08031110002', accountEnding: '22', bvn: '22200000002', answers: { q1: 'yes' } });
    const cancelled = await submitApplication(t, { mobile: '08031110003', accountEnding: '33', bvn: '22200000003' });
    await t.app.jobs.runDue();
    await sqlRows(t, 'UPDATE loan_orders SET status = 2 WHERE order_no = $1', [repaying.orderNo]);
    await sqlRows(t, `INSERT INTO loan_orders (id, order_no, user_id, market, product_id, status, created_at, updated_at)
      VALUES ($1, 'LL250101OLDLOAN1', $2, 'NG', 'ng-cash-50k', 4, '2025-01-01', '2025-02-01')`, [randomUUID(), rejectedButBorrowedBefore.userId]);
    // The 24-hour job cancels the approved offer nobody confirmed.
    expect(await statusOf(t, cancelled.orderNo)).toBe(14);
    await sqlRows(t, 'UPDATE loan_orders SET status = 8, updated_at = $2 WHERE order_no = $1', [cancelled.orderNo, new Date(t.clock.now().getTime() + DAY).toISOString()]);
    for (const who of [repaying, rejectedButBorrowedBefore, cancelled]) await addIdentity(t, who.userId);

    // Cancelled on day 1: its week ends on day 8, an hour before it everything is still there.
    t.clock.advance(8 * DAY - HOUR);
    await t.app.jobs.runDue();
    expect(await personalData(repaying.userId)).toEqual(KEPT);
    expect(await personalData(rejectedButBorrowedBefore.userId)).toEqual(KEPT);
    expect(await personalData(cancelled.userId)).toEqual(KEPT);
    t.clock.advance(HOUR);
    await t.app.jobs.runDue();
    expect(await personalData(rejectedButBorrowedBefore.userId)).toEqual(KEPT);
    expect(await personalData(cancelled.userId)).toEqual(ERASED);
    expect(await personalData(repaying.userId)).toEqual(KEPT);
  });

  it('spares an applicant who has started a new application', async () => {
    const a = await submitApplication(t);
    await t.app.jobs.runDue();
    await sqlRows(t, 'UPDATE loan_orders SET status = 8 WHERE order_no = $1', [a.orderNo]);
    t.clock.advance(3 * DAY);
    expect((await t.call('/loan/loan-order/apply-market', { token: a.token, body: {} })).body.code).toBe(0);
    t.clock.advance(8 * DAY);
    await t.app.jobs.runDue();
    expect((await personalData(a.userId)).profile).toBe(1);
  });
});
