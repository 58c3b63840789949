import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BORROWER, reachBankCardStep } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { useStaffKey } from './staff-key.ts';

const t = useTestApp({
  env: {
    CARE_PHONE: '+234 800 123 4567', CARE_WHATSAPP: '2348001234568', CARE_EMAIL: 'care@example.com',
    CARE_HOURS: '1-6 08:00-18:00', COMPLAINT_ANSWER_DAYS: '3', APP_DOWNLOAD_URL: 'https://play.google.com/store/apps/details?id=com.lendline',
  },
});
const support = useStaffKey(t, ['complaints.read', 'complaints.answer']);
const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = support.key) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

async function count(query: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(query));
  const rows = (result as unknown as { rows?: { n: number | string }[] }).rows ?? (result as unknown as { n: number | string }[]);
  return Number(rows[0]?.n ?? 0);
}
const userIdOf = async (token: string) => (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
const complain = (token: string, body: object, lang?: string) => t.call('/care/complaint/create', { token, body, ...(lang ? { lang } : {}) });

describe('customer-service channels and the app download address', () => {
  it('answers the configured channels, hours in the market’s time zone and the complaint promise, without a token', async () => {
    const res = await t.call('/loanMarket/customer-service');
    expect(res.body).toEqual({
      code: 0, msg: expect.any(String),
      data: {
        phone: '2348001234567', whatsapp: '2348001234568', email: 'care@example.com', example: false, complaintAnswerDays: 3,
        hours: { fromDay: 1, toDay: 6, opens: '08:00', closes: '18:00', timeZone: 'Africa/Lagos' },
      },
    });
    const address = await t.call('/app-download/getAddress');
    expect(address.body.data).toEqual({ downloadLink: 'https://play.google.com/store/apps/details?id=com.lendline' });
  });
});

describe('complaints', () => {
  it('acknowledges at once with a unique reference and the promised answer date, and lists it as received', async () => {
    const token = await t.register(BORROWER);
    const first = await complain(token, { category: 'fees', text: 'I was charged twice for one repayment.' });
    expect(first.body.code, first.text).toBe(0);
    expect(first.body.data).toMatchObject({
      reference: expect.stringMatching(/^CMP-260302-[0-9A-HJKMNP-TV-Z]{6}$/), category: 'fees', state: 'received', answer: null, orderNo: null,
      createdAt: '2026-03-02T09:00:00.000Z', answerBy: '2026-03-05T09:00:00.000Z',
    });
    const second = await complain(token, { category: 'app', text: 'The app closes when I open Records.' });
    expect(second.body.data.reference).not.toBe(first.body.data.reference);
    const list = await t.call('/care/complaint/list', { token });
    expect(list.body.data.complaints.map((c: { reference: string; state: string }) => [c.reference, c.state]).sort()).toEqual(
      [[first.body.data.reference, 'received'], [second.body.data.reference, 'received']].sort(),
    );
  });

  it('refuses a missing category, a too-short text and another borrower’s order at their fields, in Spanish too', async () => {
    const token = await t.register(BORROWER);
    const res = await complain(token, { text: 'short' }, 'es');
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: 'category', message: 'Elija de qué trata su queja' }),
      expect.objectContaining({ field: 'text', message: 'Cuéntenos un poco más (al menos 10 caracteres)' }),
    ]));
    const { orderNo } = await disbursedLoan(t, { mobile: '08031234599', accountEnding: '34' });
    const other = await complain(token, { category: 'repayment', text: 'This loan is not mine, please check.', orderNo });
    expect(other.body.data.fields).toEqual([expect.objectContaining({ field: 'orderNo', message: 'This is not one of your loan numbers' })]);
    expect(await count(`SELECT count(*) AS n FROM complaints`)).toBe(0);
  });

  it('keeps each borrower’s complaints to themselves, and an unknown reference is NOT_FOUND to staff', async () => {
    const alice = await t.register(BORROWER);
    const bob = await t.register('08031234588');
    const made = await complain(alice, { category: 'collection', text: 'An agent called my employer about the loan.' });
    expect((await t.call('/care/complaint/list', { token: bob })).body.data.complaints).toEqual([]);
    expect((await staff('POST', '/staff/complaints/CMP-000000-AAAAAA/answer', { answer: 'Looked into it.' })).json().code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call('/care/complaint/list', { token: alice })).body.data.complaints).toEqual([expect.objectContaining({ reference: made.body.data.reference })]);
  });

  it('lets staff list open complaints and answer once; a second answer is a conflict and changes nothing', async () => {
    const token = await t.register(BORROWER);
    const { reference } = (await complain(token, { category: 'payout', text: 'My money has not arrived after two days.' })).body.data;
    expect((await staff('GET', '/staff/complaints', undefined, 'wrong-token-wrong-token-wrong-token')).json().code).toBe(ERRORS.STAFF_UNAUTHORIZED.code);
    const queue = (await staff('GET', '/staff/complaints')).json();
    expect(queue.data.complaints).toEqual([expect.objectContaining({ reference, state: 'received', late: false })]);

    const answered = await staff('POST', `/staff/complaints/${reference}/answer`, { answer: 'The transfer was re-sent; it arrives today.' });
    expect(answered.json()).toMatchObject({ code: 0, data: { reference, state: 'answered', answer: 'The transfer was re-sent; it arrives today.' } });
    const again = await staff('POST', `/staff/complaints/${reference}/answer`, { answer: 'Another answer', close: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ERRORS.COMPLAINT_ANSWERED.code);

    const mine = (await t.call('/care/complaint/list', { token })).body.data.complaints;
    expect(mine).toEqual([expect.objectContaining({ reference, state: 'answered', answer: 'The transfer was re-sent; it arrives today.', answeredAt: '2026-03-02T09:00:00.000Z' })]);
    expect((await staff('GET', '/staff/complaints')).json().data.complaints).toEqual([]);
  });

  it('tells the answer in the borrower’s messages once, in their language, in the answer’s transaction (issue 22)', async () => {
    const token = await t.register(BORROWER);
    const { reference } = (await complain(token, { category: 'payout', text: 'My money has not arrived after two days.' })).body.data;
    const before = (await t.call('/inbox/unread-count', { token })).body.data.unread as number;
    expect((await staff('POST', `/staff/complaints/${reference}/answer`, { answer: 'The transfer was sent again; it arrives today' })).statusCode).toBe(200);
    expect((await staff('POST', `/staff/complaints/${reference}/answer`, { answer: 'Another answer' })).statusCode).toBe(409);
    expect((await t.call('/inbox/unread-count', { token })).body.data.unread).toBe(before + 1);
    const [latest] = (await t.call('/inbox/messages', { token })).body.data.messages as { kind: string; title: string; body: string }[];
    expect(latest).toMatchObject({
      kind: 'complaint_answered',
      title: 'Your complaint is answered',
      body: `Our answer to your complaint ${reference}: The transfer was sent again; it arrives today. If this does not settle it, contact us again.`,
    });
    const es = (await t.call('/inbox/messages', { token, lang: 'es' })).body.data.messages[0] as { title: string; body: string };
    expect(es).toMatchObject({ title: 'Su reclamo tiene respuesta', body: expect.stringContaining(`Nuestra respuesta a su reclamo ${reference}`) });
    expect(await count(`SELECT count(*) AS n FROM inbox_messages WHERE dedupe_key LIKE 'complaint_answered:%'`)).toBe(1);
  });

  it('lists the queue oldest first with counts, late once past the promised date, and the answered apart (issue 22)', async () => {
    const token = await t.register(BORROWER);
    const first = (await complain(token, { category: 'payout', text: 'My money has not arrived after two days.' })).body.data.reference as string;
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    const second = (await complain(token, { category: 'other', text: 'The app closes when I open my loan.' })).body.data.reference as string;
    t.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    const queue = (await staff('GET', '/staff/complaints')).json().data;
    expect(queue.counts).toEqual({ open: 2, late: 1, answered: 0 });
    expect(queue.complaints.map((c: { reference: string; late: boolean }) => [c.reference, c.late])).toEqual([[first, true], [second, false]]);
    expect(queue.complaints[0]).toMatchObject({ category: 'payout', text: 'My money has not arrived after two days.', orderNo: null, state: 'received', createdAt: '2026-03-02T09:00:00.000Z', answerBy: '2026-03-05T09:00:00.000Z' });

    expect((await staff('POST', `/staff/complaints/${first}/answer`, { answer: 'Sent again today.', close: true })).statusCode).toBe(200);
    const open = (await staff('GET', '/staff/complaints?state=received')).json().data;
    expect(open.counts).toEqual({ open: 1, late: 0, answered: 1 });
    expect(open.complaints.map((c: { reference: string }) => c.reference)).toEqual([second]);
    const answered = (await staff('GET', '/staff/complaints?state=answered')).json().data;
    expect(answered.complaints).toEqual([expect.objectContaining({ reference: first, state: 'closed', late: false, answer: 'Sent again today.' })]);
  });
});

describe('deleting the account', () => {
  it('is refused with the reason while a loan is open, recorded, and carried out once the loan is repaid', async () => {
    const { token, detail } = await disbursedLoan(t);
    const userId = await userIdOf(token);
    const refused = await t.call('/user/account/delete', { token, body: { reason: 'I no longer need it' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: ERRORS.DELETION_LOAN_OPEN.code, msg: 'Your account cannot be deleted while a loan is open. Please repay it first.' });
    expect(await count(`SELECT count(*) AS n FROM account_deletion_requests WHERE user_id = '${userId}' AND outcome = 'refused'`)).toBe(1);

    const paid = await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable } });
    expect(paid.body.code, paid.text).toBe(0);
    const done = await t.call('/user/account/delete', { token, body: {} });
    expect(done.body.code, done.text).toBe(0);
    // A former borrower: the profile goes; identity, payout account and loan records stay five years (AML record keeping).
    expect(done.body.data).toEqual({
      deletedAt: '2026-03-02T09:00:00.000Z',
      erased: ['profile'],
      kept: [
        { kind: 'identity', basis: 'amlRecords', until: '2031-03-02' },
        { kind: 'bankAccount', basis: 'amlRecords', until: '2031-03-02' },
        { kind: 'loanRecords', basis: 'amlRecords', until: '2031-03-02' },
        { kind: 'account', basis: 'fraudPrevention', until: '2031-03-02' },
      ],
    });
    expect(await count(`SELECT count(*) AS n FROM applicant_profiles WHERE user_id = '${userId}'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM bank_accounts WHERE user_id = '${userId}'`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM account_deletion_requests WHERE user_id = '${userId}' AND outcome = 'done' AND keep_until = '2031-03-02'`)).toBe(1);
    // The session that asked has ended.
    expect((await t.call('/security/getUserInfo', { token })).status).toBe(401);
  });

  it('is refused while an application is under way, then for a non-borrower erases as the retention rules do', async () => {
    const reached = await reachBankCardStep(t, BORROWER);
    const userId = await userIdOf(reached.token);
    const refused = await t.call('/user/account/delete', { token: reached.token, body: {} });
    expect(refused.body.code).toBe(ERRORS.DELETION_APPLICATION_OPEN.code);
    const cancelled = await t.call('/loan/cancel-loan', { token: reached.token, body: { orderNo: reached.orderNo } });
    expect(cancelled.body.code, cancelled.text).toBe(0);
    const done = await t.call('/user/account/delete', { token: reached.token, body: {} });
    expect(done.body.data).toMatchObject({
      erased: ['identity', 'bankAccount', 'profile'],
      kept: [{ kind: 'loanRecords', until: '2027-03-02' }, { kind: 'decision', until: '2027-03-02' }, { kind: 'account', until: '2027-03-02' }],
    });
    expect(await count(`SELECT count(*) AS n FROM applicant_profiles WHERE user_id = '${userId}'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM retention_erasures WHERE user_id = '${userId}'`)).toBe(1);
  });
});
