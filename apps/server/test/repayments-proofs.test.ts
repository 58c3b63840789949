import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOUR, useTestApp } from './helper.ts';
import { photo, uploadFile } from './kyc-fixtures.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { useStaffKey } from './staff-key.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lendline-proofs-'));
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784', DATA_DIR: dataDir } });
const reviewer = useStaffKey(t, ['proofs.read', 'proofs.review']);
const UPLOAD = '/repay/upload/user/voucher';

const upload = (token: string, file: Buffer | null, lang?: string) => uploadFile(t.app, t.clock.now(), UPLOAD, token, file, lang ? { lang } : {});
const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = reviewer.key) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

async function detailOf(token: string, orderNo: string) {
  const res = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as { status: number; paid: number; outstanding: number; credit: number; payments: { amount: number; channel: string }[] };
}

async function rows<T>(query: string): Promise<T[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]));
}

/** A borrower's slip photo uploaded and its proof saved (2026-03-02 is T0's day in Lagos). */
async function savedProof(token: string, orderNo: string, amount = '2000') {
  const image = await upload(token, await photo(1200, 1800));
  expect(image.body.code, image.text).toBe(0);
  const imageId = (image.body.data as { imageId: string }).imageId;
  const saved = await t.call('/repay/save/user/voucher', { token, body: { orderNo, amount, paidOn: '2026-03-02', channel: 'bank_transfer', reference: 'NIP-000123456', imageId } });
  expect(saved.body.code, saved.text).toBe(0);
  return saved.body.data as { proofId: string; imageId: string; amount: number; state: string; answerBy: string; createdAt: string };
}

describe('uploading a slip', () => {
  it('re-encodes it as a JPEG without metadata, within 2000 px, like an identity photo', async () => {
    const { token } = await disbursedLoan(t);
    const withExif = await sharp(await photo(1500, 3000)).withMetadata({ exif: { IFD0: { Make: 'PhoneCo' } } }).jpeg().toBuffer();
    const res = await upload(token, withExif);
    expect(res.body).toMatchObject({ code: 0, data: { width: 1000, height: 2000 } });
    const own = await t.call('/repay/voucher/image', { token, body: { imageId: (res.body.data as { imageId: string }).imageId } });
    const stored = Buffer.from((own.body.data as { dataUrl: string }).dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1000, height: 2000 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a non-image, an empty file, a file too large and one huge in pixels, at the file field', async () => {
    const { token } = await disbursedLoan(t);
    const cases: [Buffer | null, number, string][] = [
      [Buffer.from('%PDF-1.4 not a photo'), 400, 'Please use a JPEG, PNG or WebP photo'],
      [Buffer.alloc(0), 400, 'Please take or choose a photo'],
      [Buffer.concat([await photo(100, 100), Buffer.alloc(8 * 1024 * 1024)]), 413, 'The photo is too large, please take it again'],
      [await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer(), 413, 'The photo has too many pixels, please take it again'],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(token, file);
      expect(res.status, message).toBe(status);
      expect(res.body.data, message).toEqual({ fields: [{ field: 'file', message }] });
    }
    const es = await upload(token, Buffer.from('%PDF-1.4'), 'es');
    expect(es.body.data).toEqual({ fields: [{ field: 'file', message: expect.stringMatching(/JPEG, PNG o WebP/) }] });
    expect(await rows('SELECT id FROM repayment_proof_images')).toEqual([]);
  });
});

describe('saving a proof', () => {
  it('keeps the kobo the slip shows: the amount the borrower was told to pay can be proved as paid (issue 19)', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const proof = await savedProof(token, orderNo, '4,945.90');
    expect(proof.amount).toBe(4_945_90);
  });

  it('lists it as pending, with the 48-hour promise, and saving it again answers the same proof', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const proof = await savedProof(token, orderNo, '2,500');
    expect(proof).toMatchObject({ amount: 2_500_00, state: 'pending', createdAt: t.clock.now().toISOString() });
    expect(new Date(proof.answerBy).getTime() - new Date(proof.createdAt).getTime()).toBe(48 * HOUR);
    const again = await t.call('/repay/save/user/voucher', { token, body: { orderNo, amount: '3000', paidOn: '2026-03-02', channel: 'ussd', reference: 'other-ref', imageId: proof.imageId } });
    expect(again.body.data).toMatchObject({ proofId: proof.proofId, amount: 2_500_00, channel: 'bank_transfer' });
    const list = await t.call('/repay/get/voucher/list', { token, body: { orderNo } });
    expect(list.body.data).toMatchObject({ orderNo, proofs: [{ proofId: proof.proofId, state: 'pending', rejectReason: null, channel: 'bank_transfer', reference: 'NIP-000123456' }] });
  });

  it('refuses each bad amount, a future or unreal date and a channel of another market at its field, and saves nothing', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const imageId = ((await upload(token, await photo(400, 600))).body.data as { imageId: string }).imageId;
    const good = { orderNo, amount: '2000', paidOn: '2026-03-02', channel: 'bank_transfer', reference: 'NIP-000123456', imageId };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '' }, 'amount', 'Please enter the amount you paid'],
      [{ amount: '0' }, 'amount', 'The amount must be more than zero'],
      [{ amount: -2000 }, 'amount', 'The amount must be more than zero'],
      [{ amount: '1500.505' }, 'amount', 'Please enter the amount as on the slip, with at most two decimals'],
      [{ amount: '12abc' }, 'amount', 'Please enter the amount in numbers only'],
      [{ paidOn: '2026-03-03' }, 'paidOn', 'The payment date cannot be in the future'],
      [{ paidOn: '2026-02-30' }, 'paidOn', 'Please enter a real date'],
      [{ paidOn: '' }, 'paidOn', 'Please enter the date you paid'],
      [{ paidOn: '2026-03-01' }, 'paidOn', 'The payment date is before your loan was paid out'],
      [{ channel: 'oxxo' }, 'channel', 'Please choose how you paid'],
      [{ reference: '' }, 'reference', 'Please enter the reference on the slip'],
      [{ imageId: 'not-a-photo-of-mine' }, 'imageId', 'This photo was not found, please add it again'],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.call('/repay/save/user/voucher', { token, body: { ...good, ...change } });
      expect(res.body.code, message).toBe(ERRORS.VALIDATION_FAILED.code);
      expect(res.body.data, message).toMatchObject({ fields: [{ field, message }] });
    }
    const es = await t.call('/repay/save/user/voucher', { token, lang: 'es', body: { ...good, amount: '0' } });
    expect(es.body.data).toMatchObject({ fields: [{ field: 'amount', message: 'El monto debe ser mayor que cero' }] });
    const unknown = await t.call('/repay/save/user/voucher', { token, body: { ...good, orderNo: 'LL000000UNKNOWN0' } });
    expect(unknown.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(await rows('SELECT id FROM repayment_proofs')).toEqual([]);
  });
});

describe('another borrower', () => {
  it('never sees a proof, an order’s list or a photo of someone else’s (NOT_FOUND); staff see the photo with the token only', async () => {
    const owner = await disbursedLoan(t);
    const proof = await savedProof(owner.token, owner.orderNo);
    const other = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    expect((await t.call('/repay/get/voucher/list', { token: other.token, body: { orderNo: owner.orderNo } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call('/repay/voucher/image', { token: other.token, body: { imageId: proof.imageId } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const stolen = await t.call('/repay/save/user/voucher', { token: other.token, body: { orderNo: other.orderNo, amount: '2000', paidOn: '2026-03-02', channel: 'bank_transfer', reference: 'NIP-1', imageId: proof.imageId } });
    expect(stolen.body.data).toMatchObject({ fields: [{ field: 'imageId' }] });
    expect((await t.call('/repay/voucher/image', { token: owner.token, body: { imageId: proof.imageId } })).body.code).toBe(0);

    const image = await staff('GET', `/staff/repayment-proofs/${proof.proofId}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    expect((await staff('GET', `/staff/repayment-proofs/${proof.proofId}/image`, undefined, 'wrong-token')).statusCode).toBe(401);
    const borrowerAsStaff = await t.app.inject({ method: 'GET', url: `/staff/repayment-proofs/${proof.proofId}/image`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(borrowerAsStaff.statusCode).toBe(401);
  });
});

describe('staff review', () => {
  it('approving pays the proof in once, even when approved twice at once; the second answers 409 and nothing changes', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const proof = await savedProof(token, orderNo, '2000');
    const queue = await staff('GET', '/staff/repayment-proofs');
    expect(queue.json()).toMatchObject({ code: 0, data: { proofs: [{ proofId: proof.proofId, orderNo, amount: 2_000_00, overdueAnswer: false }] } });
    // The loan's figures today, beside the slip, as the borrower's own detail gives them (issue 22).
    expect(queue.json().data.proofs[0].loan).toEqual({
      currency: 'NGN', totalRepayable: detail.totalRepayable, outstanding: detail.outstanding, dueNow: expect.any(Number), nextDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(queue.json().data.proofs[0].loan.dueNow).toBeGreaterThan(0);

    const url = `/staff/repayment-proofs/${proof.proofId}/approve`;
    const answers = await Promise.all([staff('POST', url, {}), staff('POST', url, {})]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: ERRORS.PROOF_REVIEWED.code, msg: 'This proof has already been reviewed' });
    const after = await detailOf(token, orderNo);
    expect(after.outstanding).toBe(detail.outstanding - 2_000_00);
    expect(after.payments).toMatchObject([{ amount: 2_000_00 }]);

    // Again later, and a rejection of the approved proof: 409, nothing moves.
    expect((await staff('POST', url, {})).statusCode).toBe(409);
    const reject = await staff('POST', `/staff/repayment-proofs/${proof.proofId}/reject`, { reason: 'Too late' });
    expect(reject.statusCode).toBe(409);
    expect((await detailOf(token, orderNo)).outstanding).toBe(after.outstanding);
    expect(await rows("SELECT id FROM incoming_payments WHERE provider = 'proof'")).toHaveLength(1);
    expect(await rows('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0')).toEqual([]);
    const list = await t.call('/repay/get/voucher/list', { token, body: { orderNo } });
    expect(list.body.data).toMatchObject({ proofs: [{ state: 'approved', rejectReason: null }] });
    expect((await staff('GET', '/staff/repayment-proofs')).json()).toMatchObject({ data: { proofs: [] } });
  });

  it('an approved proof for the whole balance finishes the loan', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const proof = await savedProof(token, orderNo, String(Math.ceil(detail.outstanding / 100)));
    expect((await staff('POST', `/staff/repayment-proofs/${proof.proofId}/approve`, {})).statusCode).toBe(200);
    expect(await detailOf(token, orderNo)).toMatchObject({ outstanding: 0, status: 4 });
  });

  it('rejecting needs a reason, which the borrower reads in their language’s list; the balance does not move', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const proof = await savedProof(token, orderNo);
    const url = `/staff/repayment-proofs/${proof.proofId}/reject`;
    const noReason = await staff('POST', url, {});
    expect(noReason.json()).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'reason' }] } });
    expect((await staff('POST', url, { reason: 'The slip is for another account' })).statusCode).toBe(200);
    const list = await t.call('/repay/get/voucher/list', { token, body: { orderNo } });
    expect(list.body.data).toMatchObject({ proofs: [{ state: 'rejected', rejectReason: 'The slip is for another account' }] });
    expect((await detailOf(token, orderNo)).outstanding).toBe(detail.outstanding);
    expect((await staff('POST', `/staff/repayment-proofs/${proof.proofId}/approve`, {})).statusCode).toBe(409);
    expect((await staff('POST', '/staff/repayment-proofs/no-such-proof/approve', {})).statusCode).toBe(404);
  });

  it('a rejection is written to the borrower’s messages too, with the slip and the reason, leading to the proofs (issue 19)', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const proof = await savedProof(token, orderNo);
    const before = (await t.call('/inbox/unread-count', { token })).body.data.unread as number;
    expect((await staff('POST', `/staff/repayment-proofs/${proof.proofId}/reject`, { reason: 'The slip is for another account' })).statusCode).toBe(200);
    expect((await t.call('/inbox/unread-count', { token })).body.data.unread).toBe(before + 1);
    const [latest] = (await t.call('/inbox/messages', { token })).body.data.messages as { kind: string; orderNo: string; title: string; body: string }[];
    expect(latest).toMatchObject({
      kind: 'proof_rejected',
      orderNo,
      title: 'Repayment proof not accepted',
      body: 'We could not accept the proof of your payment of ₦2,000.00 on 2 March 2026: The slip is for another account. Please check it and send it again, or pay in the app.',
    });
    const es = (await t.call('/inbox/messages', { token, lang: 'es' })).body.data.messages[0] as { title: string; body: string };
    expect(es.title).toBe('Comprobante de pago no aceptado');
    expect(es.body).toContain('The slip is for another account');
  });
});
