import { nubanCheckDigit } from '@lendline/domain';
import type { TestApp } from './helper.ts';

/** The borrower every application test signs in as, and a second one for access tests. */
export const BORROWER = '08031234567';
export const OTHER_BORROWER = '08039876543';

/** A valid Nigerian personal form: Lagos, Ikeja LGA; 35 years old at T0 (2 March 2026). */
export const PERSONAL = {
  firstName: 'Adaeze',
  middleName: '',
  lastName: 'Okafor',
  gender: '2',
  inputBirthday: '1990-05-01',
  education: 'bachelors',
  maritalStatus: 'single',
  loanPurpose: 'health',
  residenceType: 'rented',
  state: 'NG-LA',
  city: 'Ikeja',
  address: '12 Allen Avenue',
  postalCode: '100001',
  email: 'adaeze@gmail.com',
  whatsappNo: '08031234567',
  sparePhone: '',
};

/** The same borrower in Mexico: Jalisco, a valid CURP (RENAPO check digit 6), a Mexican WhatsApp number. */
export const MX_PERSONAL = {
  ...PERSONAL, state: 'MX-JAL', city: 'Guadalajara', postalCode: '44100', curp: 'GODE561231HJCMRN06', rfc: '', nss: '', whatsappNo: '5512345678',
};

export const WORK = {
  employmentType: 'employee',
  industryCategory: 'ict',
  jobExperience: '1to3Years',
  payFrequency: 'monthly',
  monthlyPayday: '25',
  monthlyPaydayTwo: '',
  monthlySalary: '100kTo200k',
  incomeSource: 'ownself',
  companyName: 'Andela Nigeria',
  companyPhone: '012345678',
  companyAddress: '235 Ikorodu Road',
  emergencyContactName1: 'Bola Okafor',
  emergencyContactMobile1: '+234 805 111 2222',
  emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Chidi Eze',
  emergencyContactMobile2: '08062223333',
  emergencyContactRelation2: 'friends',
};

export const ANSWERS = {
  q1: 'no', q2: 'no', q3: 'good', q4: 'none', q5: 'none', q6: 'none', q7: 'below50k', q8: '1', q9: '0', q10: '1', q11: '0',
};

/** A First Bank (011) NUBAN with a valid check digit whose last digits are `ending`. */
export function nuban(ending = '12', bankCode = '011'): string {
  const [head, check] = [ending.slice(0, -1), ending.slice(-1)];
  for (let n = 1; n < 100_000; n++) {
    const serial = String(n).padStart(9 - head.length, '0') + head;
    if (String(nubanCheckDigit(bankCode, serial)) === check) return serial + check;
  }
  throw new Error(`no NUBAN ending ${ending}`);
}

/**
 * An account of the fixture borrower's own: the sandbox names an account by its last two digits
 * (…00 is ADAEZE OKAFOR, as PERSONAL), and a payout account must be in the borrower's name
 * (ADR 029). `ending` comes before those two digits, so different endings are different accounts.
 */
export function ownAccount(ending = '12'): string {
  return nuban(`${ending}00`);
}

export function bankBody(accountNumber = ownAccount(), extra: Record<string, unknown> = {}) {
  return { bankCode: '011', accountNumber, confirmAccountNumber: accountNumber, bvn: '22212345678', accountName: 'X', ...extra };
}

/** Signs in and starts an application; returns the token and order number. */
export async function startApplication(t: TestApp, mobile = BORROWER) {
  const token = await t.register(mobile);
  const res = await t.call('/loan/loan-order/apply-market', { token, body: {} });
  if (res.body.code !== 0) throw new Error(`apply-market failed: ${res.text}`);
  return { token, orderNo: res.body.data.orderNo as string };
}

/** Drives an application to the bank-card step (status 5). */
export async function reachBankCardStep(t: TestApp, mobile = BORROWER, personal: Record<string, string> = PERSONAL) {
  const started = await startApplication(t, mobile);
  const { token } = started;
  await expectOk(t.call('/user/saveBasicInfo-market', { token, body: personal }));
  const user = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  await t.app.services.applicationSteps.markIdentityDone(user);
  await expectOk(t.call('/user/saveAdditionInfo-market', { token, body: WORK }));
  await expectOk(t.call('/user/save/questionnaire', { token, body: { answers: ANSWERS } }));
  return { ...started, userId: user };
}

/** Adds the default bank account with a fresh bank-card code. */
export async function addBankAccount(t: TestApp, token: string, mobile = BORROWER) {
  const verifyCode = await t.sendCode(mobile, 'bankCard', { token });
  return t.call('/user/addBankCard', { token, body: { ...bankBody(), verifyCode } });
}

async function expectOk(pending: ReturnType<TestApp['call']>) {
  const res = await pending;
  if (res.body.code !== 0) throw new Error(`expected success: ${res.text}`);
  return res;
}
