import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { photo, useKycApp } from './kyc-fixtures.ts';

const t = useKycApp({ PHOTO_CHECK_WAIT_MS: '0' });
const FRONT = '/user/upload/curp/front';
const BACK = '/user/upload/curp/back';
const FACE = '/user/saveFaceImage';
const NIN = '12345678901';

async function borrowerAtIdentityStep(mobile = '08031234567') {
  const who = await t.borrower(mobile);
  await t.reachIdentityStep(who.token);
  return who;
}

async function uploadAll(token: string, skip: string[] = []) {
  for (const path of [FRONT, BACK, FACE].filter((p) => !skip.includes(p))) {
    const res = await t.upload(path, token, await photo(600, 400));
    expect(res.body.code).toBe(0);
  }
  await t.runChecks();
}

const finish = (token: string, idNumber = NIN, idType = 'nin', lang?: string) =>
  t.call('/user/finishUploadAllImg', { token, body: { idType, idNumber }, ...(lang ? { lang } : {}) });

describe('recognition in the photo check (sandbox: dark photos fail)', () => {
  it.each([
    [FRONT, 'front', 'KYC_FRONT_FAILED', 'Front recognition failed, please take a new photo of the front'],
    [BACK, 'back', 'KYC_BACK_FAILED', 'Back recognition failed, please take a new photo of the back'],
    [FACE, 'face', 'KYC_FACE_FAILED', 'Face recognition failed, please select face recognition again.'],
  ] as const)('%s with a dark photo is accepted, then rejected at that photo with %s', async (path, kind, rejection, msg) => {
    const { token } = await borrowerAtIdentityStep();
    await uploadAll(token, [path]);
    const res = await t.upload(path, token, await photo(600, 400, 'jpeg', { dark: true }));
    expect(res.body).toMatchObject({ code: 0, data: { status: 'checking' } });
    await t.runChecks();
    expect((await t.checks(token))[kind]).toEqual({ imageId: res.body.data.imageId, status: 'rejected', rejection });
    // Finishing the step names the rejected photo with the same message.
    expect((await finish(token)).body).toMatchObject({ code: ERRORS[rejection].code, msg });
  });
});

describe('a photo still being checked (PHOTO_CHECK_WAIT_MS=0 here)', () => {
  it('is named when the step is finished, and the borrower’s entries are kept for the next try', async () => {
    const { token } = await borrowerAtIdentityStep();
    await uploadAll(token);
    await t.upload(BACK, token, await photo(600, 400));
    const res = await finish(token, NIN, 'nin', 'es');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: ERRORS.KYC_BACK_CHECKING.code, msg: 'La foto del reverso todavía se está revisando, espere un momento' });
    const ocr = await t.call('/user/curp/ocr', { token });
    // Only checked photos' readings are given; the back is said to be checking.
    expect(ocr.body.data).toMatchObject({ back: null, checks: { front: { status: 'checked' }, back: { status: 'checking' }, face: { status: 'checked' } } });
    await t.runChecks();
    expect((await finish(token)).body).toMatchObject({ code: 0, data: { status: 11 } });
  });
});

describe('finishUploadAllImg', () => {
  it('checks the ID against the selfie and moves the order from 12 to 11', async () => {
    const { token } = await borrowerAtIdentityStep();
    await uploadAll(token);
    const res = await finish(token);
    expect(res.body).toMatchObject({ code: 0, data: { orderNo: expect.stringMatching(/^LL/), status: 11 } });
    const latest = await t.call('/loan/loan-order/latest', { token });
    expect(latest.body.data.order).toMatchObject({ orderNo: res.body.data.orderNo, status: 11 });
    expect(res.text).not.toContain(NIN);
    expect(t.logs.join('\n')).not.toContain(NIN);
  });

  it.each([
    [[FRONT], ERRORS.KYC_FRONT_MISSING.code, 'Please upload the front of your ID first'],
    [[BACK], ERRORS.KYC_BACK_MISSING.code, 'Please re-upload the back first'],
    [[FACE], ERRORS.KYC_FACE_MISSING.code, 'Please finish face recognition'],
    [[BACK, FACE], ERRORS.KYC_BACK_MISSING.code, 'Please re-upload the back first'],
  ])('without %j answers %i', async (skip, code, msg) => {
    const { token } = await borrowerAtIdentityStep();
    await uploadAll(token, skip);
    expect((await finish(token)).body).toMatchObject({ code, msg });
  });

  it('answers the identity error for an unknown ID number, without logging it whole', async () => {
    const { token } = await borrowerAtIdentityStep();
    await uploadAll(token);
    const res = await finish(token, '12345670000');
    expect(res.body).toMatchObject({ code: ERRORS.KYC_IDENTITY_FAILED.code, msg: 'Identity information identification errors, please identify again' });
    expect(t.logs.join('\n')).not.toContain('12345670000');
    expect(t.logs.join('\n')).toContain('*******0000');
  });

  it('answers face recognition failed when the selfie is not the ID holder, in Spanish too', async () => {
    const { token } = await borrowerAtIdentityStep();
    await uploadAll(token);
    expect((await finish(token, '12345679999')).body).toMatchObject({ code: ERRORS.KYC_FACE_FAILED.code });
    expect((await finish(token, '12345679999', 'nin', 'es')).body.msg).toBe(
      'Falló el reconocimiento facial, vuelva a seleccionar el reconocimiento facial.',
    );
  });

  it('validates the ID number against its type, at the field', async () => {
    const { token } = await borrowerAtIdentityStep();
    const res = await finish(token, '1234');
    expect(res.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'idNumber', message: 'The ID number does not match the type of ID' }] } });
    const mexican = await finish(token, 'GODE561231HDFRRN00', 'curp');
    expect(mexican.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'idType', message: 'Please select the type of ID' }] } });
    expect(mexican.body.msg).toBe('Please select the type of ID');
  });

  it('needs an open order past personal information', async () => {
    const { token } = await t.borrower('08031234567');
    await uploadAll(token);
    expect((await finish(token)).body.code).toBe(ERRORS.NO_OPEN_ORDER.code);
    await t.startApplication(token);
    expect((await finish(token)).body.code).toBe(ERRORS.STEP_OUT_OF_ORDER.code);
  });
});

describe('a borrower only ever reaches their own photos', () => {
  it('does not see or use another borrower’s uploads', async () => {
    const ada = await borrowerAtIdentityStep('08031234567');
    const bola = await borrowerAtIdentityStep('08039876543');
    await uploadAll(ada.token);

    const adaOcr = await t.call('/user/curp/ocr', { token: ada.token });
    expect(adaOcr.body.data).toMatchObject({ front: { fullName: 'ADA SANDBOX OBI', birthDate: '1990-01-01' }, back: { expiryDate: '2031-12-31' }, face: true });
    expect(Object.values(adaOcr.body.data.checks).map((c) => (c as { status: string }).status)).toEqual(['checked', 'checked', 'checked']);
    const bolaOcr = await t.call('/user/curp/ocr', { token: bola.token });
    expect(bolaOcr.body.data).toEqual({ front: null, back: null, face: false, checks: { front: null, back: null, face: null } });
    expect((await finish(bola.token)).body.code).toBe(ERRORS.KYC_FRONT_MISSING.code);

    // Bola's retake does not replace Ada's photo.
    await t.upload(FRONT, bola.token, await photo(300, 200));
    await t.runChecks();
    expect((await t.call('/user/curp/ocr', { token: ada.token })).body.data.front).not.toBeNull();
    expect((await finish(ada.token)).body.data.status).toBe(11);
  });
});
