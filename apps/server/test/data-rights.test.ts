import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BORROWER, OTHER_BORROWER, PERSONAL } from './application-fixtures.ts';
import { HOUR, useTestApp } from './helper.ts';
import { submitApplication } from './loan-fixtures.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { useStaffKey } from './staff-key.ts';

const t = useTestApp();
const support = useStaffKey(t, ['data-requests.read', 'data-requests.decide'], { name: 'ngozi-support' });
const reader = useStaffKey(t, ['borrowers.read']);
const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = support.key) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

async function rows<T>(query: string): Promise<T[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]));
}
const overview = async (token: string) => (await t.call('/me/data/requests', { token })).body.data;
const userIdOf = async (token: string) => (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;

describe('the data export (issue 24, ADR 103)', () => {
  it('is prepared by a job from what the account holds, sealed at rest, and opened through a link for its borrower only', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    expect((await overview(token)).export).toBeNull();

    const asked = await t.call('/me/data/export', { token });
    expect(asked.body.code, asked.text).toBe(0);
    expect(asked.body.data).toMatchObject({ state: 'preparing', requestedAt: '2026-03-02T09:00:00.000Z', token: null });
    // Asking again while it is prepared answers the same request and queues nothing more.
    const again = await t.call('/me/data/export', { token });
    expect(again.body.data.id).toBe(asked.body.data.id);
    expect(Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE queue = 'data-export'`))[0]!.n)).toBe(1);

    t.clock.advance(60_000);
    await t.app.jobs.runDue();
    const ready = (await overview(token)).export;
    expect(ready).toMatchObject({ id: asked.body.data.id, state: 'ready', readyAt: '2026-03-02T09:01:00.000Z', expiresAt: '2026-03-03T09:01:00.000Z' });
    expect(ready.token).toMatch(/^[A-Za-z0-9_-]{48}$/);

    // At rest the copy is ciphertext: the borrower's name is nowhere in the row.
    const [stored] = await rows<{ export_sealed: string }>(`SELECT export_sealed FROM data_requests WHERE kind = 'export'`);
    expect(stored!.export_sealed).toMatch(/^v1\./);
    expect(stored!.export_sealed).not.toContain(PERSONAL.firstName);

    const opened = await t.call('/me/data/export/open', { token, body: { token: ready.token } });
    expect(opened.body.code, opened.text).toBe(0);
    const document = opened.body.data.document;
    expect(document.account).toMatchObject({ phone: '2348031234567', market: 'NG', userId: await userIdOf(token) });
    expect(document.profile.personal).toMatchObject({ firstName: PERSONAL.firstName, lastName: PERSONAL.lastName, email: PERSONAL.email });
    expect(document.loans).toEqual([expect.objectContaining({ orderNo, schedule: expect.objectContaining({ orderNo }) })]);
    expect(document.loans[0].payments).toEqual([]);
    expect(document.messages.map((m: { kind: string }) => m.kind)).toEqual(expect.arrayContaining(['approved', 'disbursed']));
    expect(document.documents).toEqual([]);
    expect(document.bankAccount).toEqual(expect.objectContaining({ accountNumber: expect.stringMatching(/\*{6}\d{4}$|^\*+\d{4}$/) }));
    expect(document).toHaveProperty('consents');
    expect(document).toHaveProperty('complaints', []);
    expect(document).toHaveProperty('decisions');
    // The bureaus' section comes from their module: the consent the application gave, as given.
    expect(document.bureaus.consents).toEqual([expect.objectContaining({ bureau: 'Sandbox Credit Bureau', textVersion: expect.any(String), nipConfirmed: false, withdrawnAt: null })]);

    // The same link in another borrower's session is refused, and says so in words.
    const bob = await t.register(OTHER_BORROWER);
    const stolen = await t.call('/me/data/export/open', { token: bob, body: { token: ready.token } });
    expect(stolen.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(stolen.body.msg).toBe('This link is not valid or has expired. Ask for your data again from Me.');
    const tampered = `${ready.token.slice(0, 47)}${ready.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.call('/me/data/export/open', { token, body: { token: tampered } })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('expires after 24 hours: the link is refused, the hourly purge empties the copy, and a new one may be asked', async () => {
    const token = await t.register(BORROWER);
    await t.call('/me/data/export', { token });
    await t.app.jobs.runDue();
    const { token: link } = (await overview(token)).export;
    t.clock.advance(24 * HOUR - 60_000);
    expect((await t.call('/me/data/export/open', { token, body: { token: link } })).body.code).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await t.call('/me/data/export/open', { token, body: { token: link } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await overview(token)).export).toMatchObject({ state: 'expired', token: null });
    expect(await t.app.services.dataRights.purgeExpired()).toBe(1);
    expect(await rows(`SELECT id FROM data_requests WHERE export_sealed IS NOT NULL`)).toEqual([]);
    const next = await t.call('/me/data/export', { token });
    expect(next.body.data.state).toBe('preparing');
    expect((await rows(`SELECT id FROM data_requests WHERE kind = 'export'`)).length).toBe(2);
  });

  it('records the export with its receipt and handling in staff’s handled list', async () => {
    const token = await t.register(BORROWER);
    await t.call('/me/data/export', { token });
    const open = (await staff('GET', '/staff/data-rights')).json().data;
    expect(open.requests).toEqual([expect.objectContaining({ kind: 'export', state: 'preparing', deadline: '2026-04-01', overdue: false })]);
    t.clock.advance(2 * HOUR);
    await t.app.jobs.runDue();
    const handled = (await staff('GET', '/staff/data-rights?state=handled')).json().data;
    expect(handled.requests).toEqual([expect.objectContaining({ kind: 'export', state: 'done', handlingHours: 2, handledBy: null })]);
    expect(handled.counts).toEqual({ open: 0, overdue: 0 });
    expect(handled.rule).toEqual({ days: 30, dayType: 'calendar' });
  });
});

describe('corrections', () => {
  it('are for a submitted application only, checked as the personal step checks, one pending per field', async () => {
    const early = await t.register(OTHER_BORROWER);
    const notLocked = await t.call('/me/data/correction', { token: early, body: { field: 'lastName', value: 'Okafor-Eze', reason: 'Married name' } });
    expect(notLocked.body.code).toBe(ERRORS.DATA_CORRECTION_NOT_LOCKED.code);

    const { token } = await submitApplication(t);
    expect((await overview(token)).locked).toBe(true);
    const bad = await t.call('/me/data/correction', { token, body: { field: 'email', value: 'not-an-email', reason: 'x' }, lang: 'es' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'reason' })]));
    const badValue = await t.call('/me/data/correction', { token, body: { field: 'email', value: 'not-an-email', reason: 'It has a typo' } });
    expect(badValue.body.data.fields).toEqual([expect.objectContaining({ field: 'value', message: expect.any(String) })]);
    const made = await t.call('/me/data/correction', { token, body: { field: 'lastName', value: 'Okafor-Eze', reason: 'My married name' } });
    expect(made.body.code, made.text).toBe(0);
    expect(made.body.data).toMatchObject({ field: 'lastName', value: 'Okafor-Eze', state: 'received', handledAt: null });
    const twice = await t.call('/me/data/correction', { token, body: { field: 'lastName', value: 'Eze', reason: 'My married name' } });
    expect(twice.body.code).toBe(ERRORS.DATA_CORRECTION_PENDING.code);
    expect((await rows(`SELECT id FROM data_requests WHERE kind = 'correction'`)).length).toBe(1);
  });

  it('approved by staff: the field changes through the application module, the borrower is told, one audit row', async () => {
    const { token, userId } = await submitApplication(t);
    const made = await t.call('/me/data/correction', { token, body: { field: 'lastName', value: 'Okafor-Eze', reason: 'My married name' } });
    t.clock.advance(31 * 24 * HOUR);
    const queue = (await staff('GET', '/staff/data-rights')).json().data;
    expect(queue.requests).toEqual([expect.objectContaining({
      id: made.body.data.id, kind: 'correction', deadline: '2026-04-01', overdue: true,
      correction: { field: 'lastName', value: 'Okafor-Eze', reason: 'My married name' },
    })]);
    expect(queue.counts).toEqual({ open: 1, overdue: 1 });
    expect((await staff('GET', '/staff/data-rights', undefined, reader.key)).statusCode).toBe(403);

    const approved = await staff('POST', `/staff/data-rights/${made.body.data.id}/approve`);
    expect(approved.json().data).toMatchObject({ state: 'done', handledBy: 'ngozi-support', overdue: false, handlingHours: 31 * 24 });
    expect((await t.app.services.profiles.personalOf(userId))?.lastName).toBe('Okafor-Eze');
    // A month on, the session has ended (SESSION_TTL_HOURS): the borrower signs in again to read it.
    const again = await t.login(BORROWER);
    const inbox = (await t.call('/inbox/messages', { token: again, body: {} })).body.data.messages;
    expect(inbox[0]).toMatchObject({ kind: 'data_request_answered', title: 'Your details are corrected' });
    expect(inbox[0].body).toContain('last name');
    const audit = await rows<{ action: string; after: unknown }>(`SELECT action, after FROM audit_events WHERE object_id = '${made.body.data.id}'`);
    expect(audit).toEqual([{ action: 'data-request.approve', after: { state: 'done', field: 'lastName' } }]);
    expect(JSON.stringify(audit)).not.toContain('Okafor-Eze');
    expect((await staff('POST', `/staff/data-rights/${made.body.data.id}/approve`)).json().code).toBe(ERRORS.DATA_REQUEST_HANDLED.code);
    expect((await overview(again)).corrections).toEqual([expect.objectContaining({ state: 'done' })]);
  });

  it('keep the value as the personal step would keep it, so the profile, the bureau files and the vendors get its clean form', async () => {
    const { token, userId } = await submitApplication(t);
    const email = await t.call('/me/data/correction', { token, body: { field: 'email', value: ' Ngozi Okafor@GMAIL.com', reason: 'My address had a typo' } });
    expect(email.body.data).toMatchObject({ field: 'email', value: 'ngoziokafor@gmail.com' });
    // "Eze" with a combining accent, as some keyboards send it, and two spaces.
    const name = await t.call('/me/data/correction', { token, body: { field: 'lastName', value: 'Okafor  Eze\u0301', reason: 'My married name' } });
    expect(name.body.data).toMatchObject({ field: 'lastName', value: 'Okafor Ez\u00e9' });
    for (const made of [email, name]) expect((await staff('POST', `/staff/data-rights/${made.body.data.id}/approve`)).json().code).toBe(0);
    const personal = await t.app.services.profiles.personalOf(userId);
    expect(personal).toMatchObject({ email: 'ngoziokafor@gmail.com', lastName: 'Okafor Ez\u00e9' });
  });

  it('asked twice at once (a double tap) make one request, the other told one is pending', async () => {
    const { token } = await submitApplication(t);
    const body = { field: 'lastName', value: 'Okafor-Eze', reason: 'My married name' };
    const answers = await Promise.all([1, 2, 3].map(() => t.call('/me/data/correction', { token, body })));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, ERRORS.DATA_CORRECTION_PENDING.code, ERRORS.DATA_CORRECTION_PENDING.code]);
    expect((await rows(`SELECT id FROM data_requests WHERE kind = 'correction'`)).length).toBe(1);
  });

  it('count every open request in staff’s queue, beyond the rows it lists', async () => {
    const { userId } = await submitApplication(t);
    // 230 open corrections received 40 days ago: all overdue; the queue lists 200 of them.
    const received = new Date(t.clock.now().getTime() - 40 * 24 * HOUR).toISOString();
    await rows(`INSERT INTO data_requests (id, user_id, kind, state, received_at, correction)
      SELECT 'bulk-' || n, '${userId}', 'correction', 'received', '${received}'::timestamptz, '{"field":"lastName","value":"Eze","reason":"x"}'::jsonb
      FROM generate_series(1, 230) AS n`);
    const queue = (await staff('GET', '/staff/data-rights')).json().data;
    expect(queue.requests).toHaveLength(200);
    expect(queue.counts).toEqual({ open: 230, overdue: 230 });
    const handled = (await staff('GET', '/staff/data-rights?state=handled')).json().data;
    expect(handled.counts).toEqual({ open: 230, overdue: 230 });
  });

  it('refused by staff with a reason, which the borrower reads in Spanish too; the deadline may be extended once', async () => {
    const { token, userId } = await submitApplication(t);
    const made = await t.call('/me/data/correction', { token, body: { field: 'inputBirthday', value: '1991-05-01', reason: 'Wrong year' } });
    const id = made.body.data.id as string;
    expect((await staff('POST', `/staff/data-rights/${id}/refuse`, { reason: '' })).json().data.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
    const extended = await staff('POST', `/staff/data-rights/${id}/extend`, { reason: 'Waiting on the birth certificate' });
    expect(extended.json().data).toMatchObject({ deadline: '2026-05-01', extensionReason: 'Waiting on the birth certificate' });
    expect((await staff('POST', `/staff/data-rights/${id}/extend`, { reason: 'Again' })).json().code).toBe(ERRORS.DATA_REQUEST_EXTENDED.code);

    const refused = await staff('POST', `/staff/data-rights/${id}/refuse`, { reason: 'Your ID shows 1990' });
    expect(refused.json().data).toMatchObject({ state: 'refused', refusal: 'Your ID shows 1990' });
    expect((await t.app.services.profiles.profileOf(userId))?.personal).toMatchObject({ inputBirthday: PERSONAL.inputBirthday });
    const es = (await t.call('/inbox/messages', { token, lang: 'es', body: {} })).body.data.messages[0];
    expect(es).toMatchObject({ kind: 'data_request_answered', title: 'Sobre su solicitud de corrección' });
    expect(es.body).toContain('Your ID shows 1990.');
    expect(es.body).toContain('fecha de nacimiento');
    expect((await rows<{ action: string }>(`SELECT action FROM audit_events WHERE object_id = '${id}' ORDER BY seq`)).map((r) => r.action)).toEqual(['data-request.extend', 'data-request.refuse']);
    expect((await staff('POST', '/staff/data-rights/00000000-0000-4000-8000-000000000000/approve')).json().code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('the objection to marketing messages', () => {
  it('is recorded and kept, and service messages still reach the borrower', async () => {
    const { token } = await submitApplication(t);
    expect((await overview(token)).marketingAllowed).toBe(true);
    const off = await t.call('/me/data/marketing', { token, body: { allowed: false } });
    expect(off.body.data).toEqual({ marketingAllowed: false });
    expect((await overview(token)).marketingAllowed).toBe(false);
    expect(await rows<{ kind: string; state: string }>(`SELECT kind, state FROM data_requests`)).toEqual([{ kind: 'objection', state: 'done' }]);

    // A service message (staff's answer to a correction) is still written with marketing off.
    const made = await t.call('/me/data/correction', { token, body: { field: 'address', value: '14 Allen Avenue', reason: 'I moved next door' } });
    await staff('POST', `/staff/data-rights/${made.body.data.id}/approve`);
    const inbox = (await t.call('/inbox/messages', { token, body: {} })).body.data.messages;
    expect(inbox.map((m: { kind: string }) => m.kind)).toContain('data_request_answered');
    expect((await t.call('/me/data/marketing', { token, body: { allowed: true } })).body.data).toEqual({ marketingAllowed: true });
  });
});
