import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { WORK } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { photo, uploadFile } from './kyc-fixtures.ts';
import { staffKey } from './staff-key.ts';
import { submitApplication } from './underwriting-fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lendline-staff-borrowers-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });

const MOBILE = '08031234567';
const PHONE = '2348031234567';
const BVN = '22212345678';

const get = (url: string, key: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
const post = (url: string, key: string, body: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function newestSeq(): Promise<number> {
  return (await t.app.services.audit.search({ limit: 1 })).events[0]?.seq ?? 0;
}

async function rowsSince(seq: number) {
  return (await t.app.services.audit.search({ limit: 100 })).events.filter((event) => event.seq > seq);
}

/** A borrower who applied (referred or decided), with a front photo of their ID uploaded. */
async function applicant() {
  // Registered from a campaign (first touch), then through the application.
  const code = await t.sendCode(MOBILE, 'register');
  const registered = await t.call('/security/register', { body: { mobile: MOBILE, code, attribution: { afid: 'af-1689123456789-1234567', utmSource: 'facebook' } } });
  expect(registered.body.code, registered.text).toBe(0);
  const applied = await submitApplication(t, { token: registered.body.data.token as string, mobile: MOBILE, bvn: BVN });
  await t.app.jobs.runDue();
  const upload = await uploadFile(t.app, t.clock.now(), '/user/upload/curp/front', applied.token, await photo(1200, 800), {});
  expect(upload.body.code, upload.text).toBe(0);
  return { ...applied, documentId: (upload.body.data as { imageId: string }).imageId };
}

describe('staff find a borrower (issue 22, ADR 081)', () => {
  it('finds one by the full phone number, an order number or the user id, and answers the phone masked', async () => {
    const { userId, orderNo } = await applicant();
    const key = await staffKey(t, ['borrowers.read']);
    for (const q of [MOBILE, PHONE, orderNo, userId]) {
      const res = await get(`/staff/borrowers?q=${encodeURIComponent(q)}`, key);
      expect(res.json().code, q).toBe(0);
      expect(res.json().data.matches, q).toEqual([{ userId, maskedPhone: '234******4567', market: 'NG', registeredAt: expect.any(String), closedAt: null }]);
      expect(res.body).not.toContain('8031234567');
    }
    // Part of a number finds nobody: a full match only.
    expect((await get('/staff/borrowers?q=08031234', key)).json().data.matches).toEqual([]);
    const short = await get('/staff/borrowers?q=0', key);
    expect([short.json().code, short.json().data.fields]).toEqual([ERRORS.VALIDATION_FAILED.code, [{ field: 'q', message: 'Give a full phone number, an order number or a user id' }]]);
  });
});

describe('the borrower in one view (issue 22, ADR 081)', () => {
  it('masks the phone and identity numbers, lists documents without their bytes, and carries no contact and no code', async () => {
    const { userId, orderNo, documentId } = await applicant();
    const code = await t.latestCode(MOBILE);
    const key = await staffKey(t, ['borrowers.read']);
    const res = await get(`/staff/borrowers/${userId}`, key);
    expect(res.json().code, res.body).toBe(0);
    const view = res.json().data;
    expect(view.account).toMatchObject({ userId, maskedPhone: '234******4567' });
    expect(view.profile.masked).toMatchObject({ phone: '234******4567', bvn: '*******5678', whatsappNo: '*******4567' });
    expect(view.profile.details).toMatchObject({ employmentType: 'employee', companyName: WORK.companyName });
    expect(view.documents).toEqual([{ documentId, kind: 'front', status: 'checking', uploadedAt: expect.any(String), byteSize: expect.any(Number), width: 1200, height: 800 }]);
    expect(view.decisions.map((d: { orderNo: string }) => d.orderNo)).toEqual([orderNo]);
    expect(view.decisions[0].reasons.length).toBeGreaterThan(0);
    expect(view.loans.map((l: { orderNo: string }) => l.orderNo)).toEqual([orderNo]);
    expect(view.attribution).toMatchObject({ userId, afid: 'af-1689123456789-1234567' });
    expect(view.sms.filter((s: { source: string }) => s.source === 'code').map((s: { kind: string }) => s.kind)).toEqual(expect.arrayContaining(['register', 'bankCard']));
    // The sandbox outbox's texts are there, each code masked.
    const outbox = view.sms.filter((s: { source: string }) => s.source === 'outbox');
    expect(outbox.length).toBeGreaterThan(0);
    for (const sms of outbox) expect(sms.text).toMatch(/••••••/);

    // Never a full number, never the BVN, never a one-time code, never a contact.
    expect(res.body).not.toContain('8031234567');
    expect(res.body).not.toContain(BVN);
    expect(res.body).not.toContain(code);
    for (const contact of [WORK.emergencyContactName1, WORK.emergencyContactName2, '8051112222', '08062223333', 'emergencyContact', 'contactList']) {
      expect(res.body, contact).not.toContain(contact);
    }
    expect(res.body).not.toContain('storageKey');

    // The referral queue's lighter read: the same list.
    const listed = await get(`/staff/borrowers/${userId}/documents`, key);
    expect(listed.json().data.documents).toEqual(view.documents);
    expect((await get('/staff/borrowers/no-such-user/documents', key)).json().code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('answers NOT_FOUND for an unknown borrower', async () => {
    const key = await staffKey(t, ['borrowers.read']);
    expect((await get('/staff/borrowers/no-such-user', key)).json().code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('reveals are recorded (issue 22, ADR 081)', () => {
  it('answers the unmasked value and records who, which field and why, never the value', async () => {
    const { userId } = await applicant();
    const key = await staffKey(t, ['borrowers.reveal'], [t.config.market], 'support-desk');
    for (const [field, value] of [['phone', PHONE], ['bvn', BVN]] as const) {
      const before = await newestSeq();
      const res = await post(`/staff/borrowers/${userId}/reveal`, key, { field, reason: 'Borrower on the phone asks to confirm' });
      expect(res.json(), field).toMatchObject({ code: 0, data: { field, value } });
      expect(res.headers['cache-control']).toBe('no-store');
      const rows = await rowsSince(before);
      expect(rows.map((r) => [r.action, r.actorKind, r.actorName, r.objectType, r.objectId, r.after, r.reason, r.outcome])).toEqual([
        ['borrower.reveal', 'api-key', 'support-desk', 'borrower', userId, { field }, 'Borrower on the phone asks to confirm', 'done'],
      ]);
      expect(JSON.stringify(rows)).not.toContain(value);
    }
  });

  it('refuses a bad field, a missing reason and a value never given, recording nothing', async () => {
    const { userId } = await applicant();
    const key = await staffKey(t, ['borrowers.reveal']);
    const before = await newestSeq();
    const badField = await post(`/staff/borrowers/${userId}/reveal`, key, { field: 'emergencyContactMobile1', reason: 'Looking around' });
    expect(badField.json().data.fields).toEqual([{ field: 'field', message: 'Choose which value to show' }]);
    const noReason = await post(`/staff/borrowers/${userId}/reveal`, key, { field: 'phone', reason: ' ' });
    expect(noReason.json().data.fields).toEqual([{ field: 'reason', message: 'Give a reason of 3 to 500 characters' }]);
    // A Nigerian borrower has no CURP: nothing to show.
    expect((await post(`/staff/borrowers/${userId}/reveal`, key, { field: 'curp', reason: 'Checking the CURP' })).json().code).toBe(ERRORS.NOT_FOUND.code);
    expect(await rowsSince(before)).toEqual([]);
  });

  it('refuses a reveal without borrowers.reveal, and records the refusal', async () => {
    const { userId } = await applicant();
    const key = await staffKey(t, ['borrowers.read', 'documents.read'], [t.config.market], 'reviewer-key');
    const before = await newestSeq();
    const res = await post(`/staff/borrowers/${userId}/reveal`, key, { field: 'phone', reason: 'Curious' });
    expect([res.statusCode, res.json().code]).toEqual([403, ERRORS.STAFF_FORBIDDEN.code]);
    expect(res.body).not.toContain('8031234567');
    expect((await rowsSince(before)).map((r) => [r.action, r.actorName, r.outcome, r.objectId])).toEqual([
      ['borrower.reveal', 'reviewer-key', 'refused', 'POST /staff/borrowers/:userId/reveal'],
    ]);
  });

  it('answers a document image with its type, recorded as document.reveal; another borrower’s id finds nothing', async () => {
    const { userId, documentId } = await applicant();
    const key = await staffKey(t, ['documents.read'], [t.config.market], 'reviewer');
    const before = await newestSeq();
    const res = await post(`/staff/borrowers/${userId}/documents/${documentId}`, key, { reason: 'Referral LL0001' });
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'image/jpeg', 'no-store']);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await rowsSince(before)).map((r) => [r.action, r.objectType, r.objectId, r.after, r.reason])).toEqual([
      ['document.reveal', 'kyc_image', documentId, { field: 'documentImage', userId }, 'Referral LL0001'],
    ]);

    const other = await submitApplication(t, { mobile: '08039998888', accountEnding: '44' });
    const after = await newestSeq();
    expect((await post(`/staff/borrowers/${other.userId}/documents/${documentId}`, key, {})).json().code).toBe(ERRORS.NOT_FOUND.code);
    expect(await rowsSince(after)).toEqual([]);
    // Read permission alone does not open an image.
    const readOnly = await staffKey(t, ['borrowers.read'], [t.config.market], 'finance');
    expect((await post(`/staff/borrowers/${userId}/documents/${documentId}`, readOnly, {})).statusCode).toBe(403);
  });
});

describe('the data-requests queue (issue 22, ADR 081)', () => {
  it('lists deletion requests with state, what was kept and the age; export and correction are in the data-rights queue', async () => {
    const token = await t.register('08035550009');
    const deleted = await t.call('/user/account/delete', { token, body: {} });
    expect(deleted.body.code, deleted.text).toBe(0);
    const refusedApplicant = await submitApplication(t, { mobile: '08035550010', accountEnding: '45' });
    expect((await t.call('/user/account/delete', { token: refusedApplicant.token, body: {} })).body.code).not.toBe(0);
    t.clock.advance(3 * 24 * 60 * 60_000);

    const key = await staffKey(t, ['borrowers.read']);
    const res = await get('/staff/data-requests', key);
    expect(res.json().code, res.body).toBe(0);
    const queue = res.json().data;
    expect(queue.kinds).toEqual([{ kind: 'deletion', available: true }, { kind: 'export', available: true }, { kind: 'correction', available: true }]);
    expect(queue.counts).toEqual({ done: 1, refused: 1 });
    const states = queue.requests.map((r: { state: string; refusal: string | null; ageDays: number; kind: string }) => [r.kind, r.state, r.refusal, r.ageDays]);
    expect(states).toEqual(expect.arrayContaining([['deletion', 'done', null, 3], ['deletion', 'refused', 'DELETION_LOAN_OPEN', 3]]));
    const done = queue.requests.find((r: { state: string }) => r.state === 'done');
    expect(done.kept.length + done.erased.length).toBeGreaterThan(0);

    const none = await staffKey(t, ['complaints.read'], [t.config.market], 'no-borrowers');
    expect((await get('/staff/data-requests', none)).statusCode).toBe(403);
  });
});
