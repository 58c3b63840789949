import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { useStaffKey } from './staff-key.ts';

/** The one view's lists that grow without bound (issue 22, ADR 081): the SMS and the inbox, a page at a time after the view's first. */
const t = useTestApp();
const support = useStaffKey(t, ['borrowers.read']);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${support.key}` } });
const MOBILE = '08031234567';

async function borrowerWithTexts() {
  const token = await t.register(MOBILE);
  // Sign-ins a few minutes apart: each a code send and its sandbox text, at the same instant.
  for (let n = 0; n < 3; n += 1) {
    t.clock.advance(5 * 60_000);
    await t.sendCode(MOBILE, 'login');
  }
  return (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
}

describe('the borrower’s SMS and messages, a page at a time', () => {
  it('walks the SMS from the route page by page to the same texts as the view, newest first', async () => {
    const userId = await borrowerWithTexts();
    const view = (await get(`/staff/borrowers/${userId}`)).json().data;
    expect(view.sms.length).toBe(8);
    expect(view.smsNextCursor).toBeNull();
    const seen: unknown[] = [];
    const sizes: number[] = [];
    for (let cursor: string | null = null, n = 0; n < 10; n += 1) {
      const res = await get(`/staff/borrowers/${userId}/sms?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.json().code, res.body).toBe(0);
      const page = res.json().data as { sms: unknown[]; nextCursor: string | null };
      seen.push(...page.sms);
      sizes.push(page.sms.length);
      cursor = page.nextCursor;
      if (cursor === null) break;
    }
    expect(sizes).toEqual([3, 3, 2]);
    expect(seen).toEqual(view.sms);
  });

  it('answers the inbox’s pages, and refuses a bad page or cursor at its field and an unknown borrower', async () => {
    const userId = await borrowerWithTexts();
    const view = (await get(`/staff/borrowers/${userId}`)).json().data;
    expect(view.messagesNextPage).toBeNull();
    expect((await get(`/staff/borrowers/${userId}/messages?page=1`)).json().data).toEqual({ messages: view.messages, nextPage: null });
    expect((await get(`/staff/borrowers/${userId}/messages?page=0`)).json()).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'page' }] } });
    expect((await get(`/staff/borrowers/${userId}/sms?cursor=nonsense`)).json()).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'cursor' }] } });
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/staff/borrowers/${nobody}/sms`)).json().code).toBe(ERRORS.NOT_FOUND.code);
    expect((await get(`/staff/borrowers/${nobody}/messages`)).json().code).toBe(ERRORS.NOT_FOUND.code);
  });
});
