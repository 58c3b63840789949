import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { MX_PERSONAL } from './application-fixtures.ts';
import { photo, useKycApp } from './kyc-fixtures.ts';

const t = useKycApp({ MARKET: 'MX' });

/** A Mexican borrower at the identity step with the three photos uploaded. */
async function readyToFinish() {
  const { token } = await t.borrower('5512345678');
  await t.startApplication(token);
  expect((await t.call('/user/saveBasicInfo-market', { token, body: MX_PERSONAL })).body.data.status).toBe(12);
  for (const path of ['/user/upload/curp/front', '/user/upload/curp/back', '/user/saveFaceImage']) {
    expect((await t.upload(path, token, await photo(600, 400))).body.code).toBe(0);
  }
  await t.runChecks();
  return token;
}

const finish = (token: string, idType: string, idNumber: string, lang = 'en') =>
  t.call('/user/finishUploadAllImg', { token, lang, body: { idType, idNumber } });

describe('the identity check in Mexico', () => {
  it('refuses a CURP other than the personal details’ one, in Spanish, at the ID number', async () => {
    const token = await readyToFinish();
    // A valid CURP (RENAPO's own example), but someone else's.
    const res = await finish(token, 'curp', 'SABC560626MDFLRN01', 'es');
    expect(res.body).toMatchObject({
      code: ERRORS.VALIDATION_FAILED.code,
      data: { fields: [{ field: 'idNumber', message: 'Esta no es la CURP de sus datos personales' }] },
    });
    expect((await t.call('/loan/loan-order/latest', { token })).body.data.order.status).toBe(12);
  });

  it('refuses a CURP whose check digit is wrong', async () => {
    const token = await readyToFinish();
    const res = await finish(token, 'curp', 'GODE561231HJCMRN09');
    expect(res.body.data.fields[0]).toEqual({ field: 'idNumber', message: 'The ID number does not match the type of ID' });
  });

  it('passes the borrower’s own CURP, typed in lower case with spaces', async () => {
    const token = await readyToFinish();
    const res = await finish(token, 'curp', 'gode 561231 hjcmrn06');
    expect(res.body).toMatchObject({ code: 0, data: { status: 11 } });
  });
});
