import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { BORROWER } from './application-fixtures.ts';
import { HOUR, useTestApp } from './helper.ts';
import { useStaffKey } from './staff-key.ts';

/** Staff lists that grow without bound, a page at a time (issue 22): ?limit=, ?cursor= from the answer's nextCursor. */
const t = useTestApp();
const support = useStaffKey(t, ['complaints.read', 'complaints.answer']);
const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${support.key}`, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

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
