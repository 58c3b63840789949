import { describe, expect, it } from 'vitest';
import { MX_PERSONAL } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp({ env: { MARKET: 'MX' } });
const MOBILE = '5512345678';
const ANSWERS = { q1: 'no', q2: 'no', q3: 'good', q4: 'none', q5: 'none', q6: 'none', q7: 'none', q8: '0', q9: '0', q10: '0', q11: '0' };
const WORK = {
  employmentType: 'unemployed', monthlySalary: 'mxBelow8k', incomeSource: 'father',
  emergencyContactName1: 'Luis Pérez', emergencyContactMobile1: '+52 33 1234 5678', emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Ana López', emergencyContactMobile2: '3398765432', emergencyContactRelation2: 'siblings',
};
const CLABE = '032180000118359719';
const ACCOUNT = { cardType: 'clabe', accountNumber: CLABE, confirmAccountNumber: CLABE, holderName: 'Adaeze Okafor', curp: MX_PERSONAL.curp };

async function start() {
  const token = await t.register(MOBILE);
  await t.call('/loan/loan-order/apply-market', { token, body: {} });
  return token;
}

/** Personal information saved and identity passed: the order waits for work and contacts (11). */
async function atWorkStep() {
  const token = await start();
  await t.call('/user/saveBasicInfo-market', { token, body: MX_PERSONAL });
  const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId;
  await t.app.services.applicationSteps.markIdentityDone(userId);
  return token;
}

async function atBankStep() {
  const token = await atWorkStep();
  await t.call('/user/saveAdditionInfo-market', { token, body: WORK });
  await t.call('/user/save/questionnaire', { token, body: { answers: ANSWERS } });
  return token;
}

describe('the application in Mexico', () => {
  it('requires the CURP and checks it, in Spanish', async () => {
    const token = await start();
    const missing = await t.call('/user/saveBasicInfo-market', { token, lang: 'es', body: { ...MX_PERSONAL, curp: '' } });
    expect(missing.body.data.fields[0]).toEqual({ field: 'curp', message: 'Ingrese su CURP' });
    const bad = await t.call('/user/saveBasicInfo-market', { token, lang: 'es', body: { ...MX_PERSONAL, curp: 'ABC' } });
    expect(bad.body.data.fields[0]).toEqual({ field: 'curp', message: 'Error de formato de la CURP' });
    const nss = await t.call('/user/saveBasicInfo-market', { token, body: { ...MX_PERSONAL, nss: '123' } });
    expect(nss.body.data.fields[0]).toEqual({ field: 'nss', message: 'NSS invalid' });
    expect((await t.call('/user/saveBasicInfo-market', { token, body: MX_PERSONAL })).body.data.status).toBe(12);
  });

  it.each([
    ['the check digit', 'GODE561231HJCMRN09', 'El último dígito de esta CURP no corresponde al resto: revise cada carácter'],
    ['the birth date', 'GODE561131HJCMRN06', 'La fecha de nacimiento de esta CURP (caracteres 5 a 10) no es una fecha real: revísela'],
    ['the state code', 'GODE561231HZZMRN06', 'El estado de nacimiento de esta CURP (caracteres 12 y 13) no es válido: revíselo'],
  ])('says what is wrong with a CURP: %s', async (_name, curp, message) => {
    const token = await start();
    const res = await t.call('/user/saveBasicInfo-market', { token, lang: 'es', body: { ...MX_PERSONAL, curp } });
    expect(res.body.data.fields[0]).toEqual({ field: 'curp', message });
  });

  it('wants a Mexican WhatsApp number', async () => {
    const token = await start();
    const res = await t.call('/user/saveBasicInfo-market', { token, lang: 'es', body: { ...MX_PERSONAL, whatsappNo: '55123' } });
    expect(res.body.data.fields[0]).toEqual({ field: 'whatsappNo', message: 'Ingrese el número de WhatsApp correcto' });
  });

  it('refuses a Nigerian state', async () => {
    const token = await start();
    const res = await t.call('/user/saveBasicInfo-market', { token, body: { ...MX_PERSONAL, state: 'NG-LA', city: 'Ikeja' } });
    expect(res.body.data.fields[0].field).toBe('state');
  });

  it('takes income in pesos, not naira', async () => {
    const token = await atWorkStep();
    const naira = await t.call('/user/saveAdditionInfo-market', { token, lang: 'es', body: { ...WORK, monthlySalary: 'below50k' } });
    expect(naira.body.data.fields[0]).toEqual({ field: 'monthlySalary', message: 'Seleccione su ingreso mensual' });
    expect((await t.call('/user/saveAdditionInfo-market', { token, body: { ...WORK, monthlySalary: 'mx8kTo15k' } })).body.data.status).toBe(17);
  });

  it('asks about Mexican lenders and debts in pesos', async () => {
    const token = await atWorkStep();
    await t.call('/user/saveAdditionInfo-market', { token, body: WORK });
    for (const wrong of [{ q4: 'carbon' }, { q5: 'fairmoney' }, { q7: 'below50k' }]) {
      const res = await t.call('/user/save/questionnaire', { token, body: { answers: { ...ANSWERS, ...wrong } } });
      expect(res.body.data.fields[0]).toEqual({ field: `answers.${Object.keys(wrong)[0]}`, message: 'Please answer this question' });
    }
    const mexican = await t.call('/user/save/questionnaire', { token, body: { answers: { ...ANSWERS, q4: 'kueski', q5: 'baubap', q7: 'mx10kTo30k' } } });
    expect(mexican.body.data.status).toBe(5);
  });

  it('takes a CLABE account in the borrower’s own name and CURP, no bank list', async () => {
    expect((await t.call('/app/paystack/bank-list')).body.data).toEqual({ banks: [] });
    const token = await atBankStep();
    const wrong = await t.call('/user/addBankCard', { token, body: { ...ACCOUNT, accountNumber: '032180000118359718', verifyCode: '123456' } });
    expect(wrong.body.data.fields[0].field).toBe('accountNumber');
    const verifyCode = await t.sendCode(MOBILE, 'bankCard', { token });
    // Surname first, upper case, accents: still her.
    const own = { ...ACCOUNT, holderName: 'OKAFOR ADAEZE' };
    expect((await t.call('/user/addBankCard', { token, body: { ...own, verifyCode } })).body.data.status).toBe(5);
    const { bankAccount } = (await t.call('/user/application/detail', { token })).body.data;
    expect(bankAccount).toMatchObject({ bankCode: 'clabe', accountNumber: '**************9719', accountName: 'OKAFOR ADAEZE', bvn: null });
  });

  it('refuses an account held by someone else, at the holder’s name, before using the code', async () => {
    const token = await atBankStep();
    const verifyCode = await t.sendCode(MOBILE, 'bankCard', { token });
    const other = await t.call('/user/addBankCard', { token, lang: 'es', body: { ...ACCOUNT, holderName: 'Juan Pérez', verifyCode } });
    expect(other.body.data.fields).toEqual([{ field: 'holderName', message: 'El titular de la cuenta debe ser usted: use el nombre de sus datos personales' }]);
    expect((await t.call('/user/addBankCard', { token, body: { ...ACCOUNT, verifyCode } })).body.data.status).toBe(5);
  });

  it('refuses a CURP other than the one of the personal details', async () => {
    const token = await atBankStep();
    const res = await t.call('/user/addBankCard', { token, lang: 'es', body: { ...ACCOUNT, curp: 'SABC560626MDFLRN01', verifyCode: '123456' } });
    expect(res.body.data.fields).toEqual([{ field: 'curp', message: 'Esta no es la CURP de sus datos personales' }]);
  });
});
