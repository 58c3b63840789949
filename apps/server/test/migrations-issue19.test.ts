import { describe, expect, it } from 'vitest';
import { useRowsMigratedFrom } from './test-database.ts';

// The data migrations 0028 and 0029 make of rows written before them (issue 19).
const user = (id: string, phone: string) => `INSERT INTO users (id, phone, market, created_at) VALUES ('${id}', '${phone}', 'NG', '2026-01-01T00:00:00Z')`;
const order = (id: string, userId: string, status: number, createdAt: string) =>
  `INSERT INTO loan_orders (id, order_no, user_id, market, status, created_at, updated_at) VALUES ('${id}', 'LL-${id}', '${userId}', 'NG', ${status}, '${createdAt}', '2026-02-01T00:00:00Z')`;
const deletion = (id: string, userId: string) =>
  `INSERT INTO account_deletion_requests (id, user_id, outcome, created_at) VALUES ('${id}', '${userId}', 'done', '2026-03-01T10:00:00Z')`;
const { run } = useRowsMigratedFrom('0028', () => [
  user('gone', '2348030000001'), user('back', '2348030000002'), user('late', '2348030000003'), user('fine', '2348030000004'),
  order('o-gone', 'gone', 9, '2026-01-10T00:00:00Z'),
  order('o-back-old', 'back', 9, '2026-01-10T00:00:00Z'), order('o-back-new', 'back', 6, '2026-04-01T00:00:00Z'),
  order('o-overdue', 'late', 3, '2026-01-10T00:00:00Z'), order('o-penalised', 'late', 4, '2026-01-05T00:00:00Z'),
  order('o-fine', 'fine', 4, '2026-01-10T00:00:00Z'),
  `INSERT INTO loan_penalties (order_id, phase, market_day, amount, base, rate_ppm, charged_at) VALUES ('o-penalised', 1, '2026-04-10', 100, 5000, 20000, '2026-04-09T23:30:00Z')`,
  deletion('d-gone', 'gone'), deletion('d-back', 'back'),
  `INSERT INTO sessions (id, user_id, token_hash, created_at, expires_at, last_seen_at) VALUES ('s-gone', 'gone', 'h1', '2026-03-02T00:00:00Z', '2027-03-02T00:00:00Z', '2026-03-02T00:00:00Z')`,
]);

describe('migrations 0028 and 0029 on rows written before them', () => {
  it('marks loans serviced before 0028 that went overdue: overdue now, or charged a penalty day', async () => {
    const rows = await run<{ id: string; overdue: string | null }>(`SELECT id, first_overdue_at::text AS overdue FROM loan_orders ORDER BY id`);
    const overdue = Object.fromEntries(rows.map((r) => [r.id, r.overdue !== null]));
    expect(overdue).toMatchObject({ 'o-overdue': true, 'o-penalised': true, 'o-fine': false, 'o-gone': false });
  });

  it('closes the accounts deleted before 0029 whose owners did not come back, ends their sessions and gives them a term', async () => {
    const users = await run<{ id: string; closed: boolean }>(`SELECT id, deleted_at IS NOT NULL AS closed FROM users ORDER BY id`);
    expect(Object.fromEntries(users.map((u) => [u.id, u.closed]))).toEqual({ back: false, fine: false, gone: true, late: false });
    expect(await run(`SELECT revoked_reason FROM sessions WHERE id = 's-gone'`)).toEqual([{ revoked_reason: 'closed' }]);
    expect(await run(`SELECT user_id, keep_until::text AS keep_until FROM retention_holds`)).toEqual([{ user_id: 'gone', keep_until: '2027-03-01' }]);
    // The closed account's number may open a new account; the open accounts' numbers stay unique.
    await run(`INSERT INTO users (id, phone, market, created_at) VALUES ('new', '2348030000001', 'NG', '2026-05-01T00:00:00Z')`);
    await expect(run(`INSERT INTO users (id, phone, market, created_at) VALUES ('dup', '2348030000002', 'NG', '2026-05-01T00:00:00Z')`)).rejects.toThrow();
  });
});
