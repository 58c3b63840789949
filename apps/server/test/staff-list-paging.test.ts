import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { BORROWER } from './application-fixtures.ts';
import { HOUR, useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { useStaffKey } from './staff-key.ts';

/** Staff lists that grow without bound, a page at a time (issue 22): ?limit=, ?cursor= from the answer's nextCursor. */
const t = useTestApp();
const support = useStaffKey(t, ['complaints.read', 'complaints.answer', 'money.read', 'money.request', 'approvals.read']);
const approver = useStaffKey(t, ['money.approve', 'approvals.read'], { name: 'finance approver' });
const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = support.key) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

type Page = { complaints: { reference: string }[]; counts: { open: number; answered: number }; nextCursor: string | null };

/** Every page of a list, following nextCursor: the references in order, and each page's length. */
async function walk(url: string): Promise<{ references: string[]; sizes: number[]; counts: Page['counts'][] }> {
  const references: string[] = [];
  const sizes: number[] = [];
  const counts: Page['counts'][] = [];
  for (let cursor: string | null = null, pages = 0; pages < 10; pages += 1) {
    const res = await staff('GET', `${url}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.json().code, res.body).toBe(0);
    const page = res.json().data as Page;
    references.push(...page.complaints.map((c) => c.reference));
    sizes.push(page.complaints.length);
    counts.push(page.counts);
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  return { references, sizes, counts };
}

describe('the complaints queue, a page at a time', () => {
  it('walks the open queue oldest first and the answered latest first, each complaint once, ties of the same instant too', async () => {
    const token = await t.register(BORROWER);
    const made: string[] = [];
    for (const [index, text] of ['My money has not arrived yet.', 'I was charged twice for a day.', 'The app closes on my loan.', 'Nobody answered my call.', 'The fee is not what I saw.'].entries()) {
      // Two of them at the same instant: the id orders them, so the page's edge falls between them cleanly.
      if (index !== 2) t.clock.advance(HOUR);
      const res = await t.call('/care/complaint/create', { token, body: { category: 'other', text } });
      made.push(res.body.data.reference as string);
    }
    const oldestFirst = (await walk('/staff/complaints?state=received&limit=100')).references;
    expect(oldestFirst.slice().sort()).toEqual(made.slice().sort());

    const paged = await walk('/staff/complaints?state=received&limit=2');
    expect(paged.sizes).toEqual([2, 2, 1]);
    expect(paged.references).toEqual(oldestFirst);
    // Every page carries the whole queue's counts, not the page's.
    expect(paged.counts.every((c) => c.open === 5)).toBe(true);

    for (const reference of [made[0], made[3], made[1]]) {
      t.clock.advance(HOUR);
      expect((await staff('POST', `/staff/complaints/${reference}/answer`, { answer: 'Looked into it today.' })).statusCode).toBe(200);
    }
    const answered = await walk('/staff/complaints?state=answered&limit=2');
    expect(answered.sizes).toEqual([2, 1]);
    expect(answered.references).toEqual([made[1], made[3], made[0]]);
    expect((await walk('/staff/complaints?state=received&limit=1')).references).toEqual(oldestFirst.filter((r) => ![made[0], made[1], made[3]].includes(r)));
  });

  it('refuses a cursor it did not write at the field, and keeps the limit between 1 and 100', async () => {
    const bad = await staff('GET', '/staff/complaints?cursor=not-a-cursor');
    expect(bad.json()).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'cursor' }] } });
    const token = await t.register(BORROWER);
    await t.call('/care/complaint/create', { token, body: { category: 'other', text: 'My money has not arrived yet.' } });
    expect((await staff('GET', '/staff/complaints?limit=0')).json().data.complaints).toHaveLength(1);
    expect((await staff('GET', '/staff/complaints?limit=abc')).json().data).toMatchObject({ nextCursor: null });
  });
});

describe('money held, a page at a time', () => {
  it('walks newest first, and a refund taken from credit on a later page still shows on this one', async () => {
    const { token } = await approvedBorrower(t);
    // Paid before the loan went out: each payment is held as the borrower's credit.
    for (const amount of [1_000_00, 2_000_00, 3_000_00]) {
      t.clock.advance(HOUR);
      expect((await t.call('/sandbox/collections/pay', { token, body: { amount } })).body.code).toBe(0);
    }
    const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
    // 1,500 refunded: the oldest payment's 1,000 and 500 of the next (credit is spent oldest first).
    const asked = (await staff('POST', '/staff/approvals', { action: 'refund', input: { userId, amount: 1_500_00, currency: 'NGN', transferReference: 'NIP-PAGE-1' }, reason: 'Borrower asked for it back' })).json();
    expect(asked.code, JSON.stringify(asked)).toBe(0);
    expect((await staff('POST', `/staff/approvals/${asked.data.id}/approve`, undefined, approver.key)).json().data.state).toBe('done');

    const pages: { amount: number; unapplied: number }[][] = [];
    for (let cursor: string | null = null, n = 0; n < 5; n += 1) {
      const page = (await staff('GET', `/staff/collections/held?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json().data as { payments: { amount: number; unapplied: number }[]; nextCursor: string | null };
      pages.push(page.payments.map(({ amount, unapplied }) => ({ amount, unapplied })));
      cursor = page.nextCursor;
      if (cursor === null) break;
    }
    // Newest first; the second page's payment has 1,500 left although the refund's first 1,000 came from the third's.
    expect(pages).toEqual([[{ amount: 3_000_00, unapplied: 3_000_00 }], [{ amount: 2_000_00, unapplied: 1_500_00 }], []]);
    const whole = (await staff('GET', '/staff/collections/held')).json().data;
    expect(whole).toMatchObject({ nextCursor: null, payments: [{ unapplied: 3_000_00 }, { unapplied: 1_500_00 }] });
    expect((await staff('GET', '/staff/collections/held?cursor=zzz')).json()).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'cursor' }] } });
  });
});
