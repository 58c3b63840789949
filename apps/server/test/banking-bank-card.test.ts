import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { bankBody, BORROWER, nuban, ownAccount, PERSONAL, reachBankCardStep } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp();
const VALIDATION_FAILED = ERRORS.VALIDATION_FAILED.code;

describe('/app/paystack/bank-list', () => {
  it('lists the banks with the codes the resolve call takes', async () => {
    const { banks } = (await t.call('/app/paystack/bank-list')).body.data;
    expect(banks).toContainEqual({ code: '011', name: 'First Bank of Nigeria', slug: 'first-bank' });
    expect(banks).toContainEqual({ code: '999992', name: 'OPay', slug: 'opay' });
  });
});

describe('/user/verifyBankCard (sandbox payout provider)', () => {
  it.each([
    ['a valid account', nuban('12'), 0, { accountName: 'BOLA BELLO' }, ''],
    ['an account the bank does not know', nuban('0000'), ERRORS.BANK_ACCOUNT_NOT_FOUND.code, null, 'We could not find this bank account, please check the bank and number'],
    // An outage is no unknown account: the borrower is told to try again, not to check the number.
    ['a provider outage', nuban('9999'), ERRORS.PAYOUT_UNAVAILABLE.code, null, 'Bank verification is unavailable right now, please try again later'],
  ])('%s', async (_name, accountNumber, code, data, msg) => {
    const token = await t.register(BORROWER);
    const res = await t.call('/user/verifyBankCard', { token, body: { bankCode: '011', accountNumber } });
    expect(res.body.code).toBe(code);
    expect(res.body.data).toEqual(data);
    if (msg) expect(res.body.msg).toBe(msg);
  });

  it('says a number that fails the NUBAN check does not match the bank, at accountNumber, in both languages', async () => {
    const token = await t.register(BORROWER);
    const good = nuban('12');
    const bad = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
    const res = await t.call('/user/verifyBankCard', { token, body: { bankCode: '011', accountNumber: bad } });
    expect(res.body.code).toBe(VALIDATION_FAILED);
    expect(res.body.data.fields).toEqual([{ field: 'accountNumber', message: 'This account number does not match the chosen bank: please check both the bank and the number' }]);
    const es = await t.call('/user/verifyBankCard', { token, lang: 'es', body: { bankCode: '011', accountNumber: bad } });
    expect(es.body.data.fields[0].message).toBe('Este número de cuenta no corresponde al banco elegido: revise el banco y el número');
  });

  it('refuses a bank not on the list, at bankCode', async () => {
    const token = await t.register(BORROWER);
    const res = await t.call('/user/verifyBankCard', { token, body: { bankCode: '123', accountNumber: nuban('12') } });
    expect(res.body.data.fields[0].field).toBe('bankCode');
  });
});

describe('/user/addBankCard', () => {
  const BANK_RULES: [string, Record<string, unknown>, string, string][] = [
    ['confirmation differs', { confirmAccountNumber: nuban('13') }, 'confirmAccountNumber', 'The bank account is inconsistent with the confirmation number'],
    ['BVN of 10 digits', { bvn: '2221234567' }, 'bvn', 'Incorrect bvn input.'],
    ['account of 9 digits', { accountNumber: '123456789', confirmAccountNumber: '123456789' }, 'accountNumber', 'Please enter a valid 10-digit account number'],
    ['10 digits of another bank', { bankCode: '058' }, 'accountNumber', 'This account number does not match the chosen bank: please check both the bank and the number'],
    ['bank missing', { bankCode: '' }, 'bankCode', 'Please select your bank'],
  ];
  it.each(BANK_RULES)('%s', async (_name, change, field, message) => {
    const { token } = await reachBankCardStep(t);
    const res = await t.call('/user/addBankCard', { token, body: { ...bankBody(), ...change, verifyCode: '123456' } });
    expect(res.body.code).toBe(VALIDATION_FAILED);
    expect(res.body.data.fields[0]).toEqual({ field, message });
  });

  it('needs the bank-card code, and uses it only once', async () => {
    const { token } = await reachBankCardStep(t);
    const missing = await t.call('/user/addBankCard', { token, body: bankBody() });
    expect(missing.body.data.fields[0].field).toBe('verifyCode');
    const verifyCode = await t.sendCode(BORROWER, 'bankCard', { token });
    const first = await t.call('/user/addBankCard', { token, body: { ...bankBody(), verifyCode } });
    expect(first.body).toMatchObject({ code: 0, data: { status: 5 } });
    const again = await t.call('/user/addBankCard', { token, body: { ...bankBody(), verifyCode } });
    expect(again.body.code).toBe(ERRORS.CODE_INVALID.code);
  });

  it('refuses a wrong code and a code of another purpose', async () => {
    const { token } = await reachBankCardStep(t);
    const wrong = await t.call('/user/addBankCard', { token, body: { ...bankBody(), verifyCode: '000000' } });
    expect(wrong.body.code).toBe(ERRORS.CODE_INVALID.code);
    const detail = (await t.call('/user/application/detail', { token })).body.data;
    expect(detail.bankAccount).toBeNull();
  });

  it('stores the name the provider resolved, not the one posted', async () => {
    const { token } = await reachBankCardStep(t);
    const verifyCode = await t.sendCode(BORROWER, 'bankCard', { token });
    await t.call('/user/addBankCard', { token, body: { ...bankBody(), accountName: 'SOMEONE ELSE', verifyCode } });
    const { bankAccount } = (await t.call('/user/application/detail', { token })).body.data;
    expect(bankAccount.accountName).toBe('ADAEZE OKAFOR');
  });

  it('refuses an account in someone else’s name, at the account number, before using the code', async () => {
    const { token } = await reachBankCardStep(t);
    const verifyCode = await t.sendCode(BORROWER, 'bankCard', { token });
    // The sandbox resolves …12 as BOLA BELLO; the borrower is Adaeze Okafor.
    const other = await t.call('/user/addBankCard', { token, body: { ...bankBody(nuban('12')), verifyCode } });
    expect(other.body.code).toBe(VALIDATION_FAILED);
    expect(other.body.data.fields).toEqual([
      { field: 'accountNumber', message: 'This account is in another person’s name. Please use an account in your own name, as in your personal details' },
    ]);
    expect((await t.call('/user/application/detail', { token })).body.data.bankAccount).toBeNull();
    expect((await t.call('/user/addBankCard', { token, body: { ...bankBody(), verifyCode } })).body.code).toBe(0);
  });

  it('takes the borrower’s own account when she gave a middle name the bank does not hold', async () => {
    // …00 resolves as ADAEZE OKAFOR: the borrower, whose personal details add the middle name Chioma.
    const { token } = await reachBankCardStep(t, BORROWER, { ...PERSONAL, middleName: 'Chioma' });
    const verifyCode = await t.sendCode(BORROWER, 'bankCard', { token });
    expect((await t.call('/user/addBankCard', { token, body: { ...bankBody(ownAccount('45')), verifyCode } })).body.code).toBe(0);
  });

  it('never writes the BVN or the account number to the log', async () => {
    const { token } = await reachBankCardStep(t);
    const verifyCode = await t.sendCode(BORROWER, 'bankCard', { token });
    const body = bankBody();
    await t.call('/user/verifyBankCard', { token, body: { bankCode: '011', accountNumber: body.accountNumber } });
    expect((await t.call('/user/addBankCard', { token, body: { ...body, verifyCode } })).body.code).toBe(0);
    const log = t.logs.join('\n');
    expect(log).toContain('/user/addBankCard');
    expect(log).not.toContain(body.bvn);
    expect(log).not.toContain(body.accountNumber);
  });

  it('answers BANK_ACCOUNT_NOT_FOUND before using up the code', async () => {
    const { token } = await reachBankCardStep(t);
    const verifyCode = await t.sendCode(BORROWER, 'bankCard', { token });
    const body = bankBody(nuban('0000'));
    expect((await t.call('/user/addBankCard', { token, body: { ...body, verifyCode } })).body.code).toBe(ERRORS.BANK_ACCOUNT_NOT_FOUND.code);
    expect((await t.call('/user/addBankCard', { token, body: { ...bankBody(), verifyCode } })).body.code).toBe(0);
  });
});
