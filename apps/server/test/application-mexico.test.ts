import { describe, expect, it } from 'vitest';
import { applicationService, PERSONAL } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp({ env: { MARKET: 'MX' } });
const MOBILE = '5512345678';
const MX_PERSONAL = { ...PERSONAL, state: 'MX-JAL', city: 'Guadalajara', postalCode: '44100', curp: 'GODE561231HJCMRN09', rfc: '', nss: '' };

async function start() {
  const token = await t.register(MOBILE);
  await t.call('/loan/loan-order/apply-market', { token, body: {} });
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

  it('refuses a Nigerian state', async () => {
    const token = await start();
    const res = await t.call('/user/saveBasicInfo-market', { token, body: { ...MX_PERSONAL, state: 'NG-LA', city: 'Ikeja' } });
    expect(res.body.data.fields[0].field).toBe('state');
  });

  it('takes a CLABE account with the holder and CURP, no bank list', async () => {
    const token = await start();
    expect((await t.call('/app/paystack/bank-list')).body.data).toEqual({ banks: [] });
    await t.call('/user/saveBasicInfo-market', { token, body: MX_PERSONAL });
    const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId;
    const service = applicationService(t);
    await service.markIdentityDone(userId);
    // The work step is covered for Nigeria; here the order is moved on as the steps would.
    const work = {
      employmentType: 'unemployed', monthlySalary: 'below50k', incomeSource: 'father',
      emergencyContactName1: 'Luis Pérez', emergencyContactMobile1: '+52 33 1234 5678', emergencyContactRelation1: 'parents',
      emergencyContactName2: 'Ana López', emergencyContactMobile2: '3398765432', emergencyContactRelation2: 'siblings',
    };
    expect((await t.call('/user/saveAdditionInfo-market', { token, body: work })).body.data.status).toBe(17);
    const answers = { q1: 'no', q2: 'no', q3: 'good', q4: 'none', q5: 'none', q6: 'none', q7: 'none', q8: '0', q9: '0', q10: '0', q11: '0' };
    await t.call('/user/save/questionnaire', { token, body: { answers } });
    const clabe = '032180000118359719';
    const account = { cardType: 'clabe', accountNumber: clabe, confirmAccountNumber: clabe, holderName: 'Juan Pérez', curp: 'GODE561231HJCMRN09' };
    const wrong = await t.call('/user/addBankCard', { token, body: { ...account, accountNumber: '032180000118359718', verifyCode: '123456' } });
    expect(wrong.body.data.fields[0].field).toBe('accountNumber');
    const verifyCode = await t.sendCode(MOBILE, 'bankCard', { token });
    expect((await t.call('/user/addBankCard', { token, body: { ...account, verifyCode } })).body.data.status).toBe(5);
    const { bankAccount } = (await t.call('/user/application/detail', { token })).body.data;
    expect(bankAccount).toMatchObject({ bankCode: 'clabe', accountNumber: '**************9719', accountName: 'Juan Pérez', bvn: null });
  });
});
