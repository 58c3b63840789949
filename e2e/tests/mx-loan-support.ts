import { expect, type Page } from '@playwright/test';
import { clabeCheckDigit, curpCheckDigit } from '@lendline/domain';
import { borrowerApi, EMPLOYED_WORK, latestSandboxCode, PERSONAL, registerBorrower } from '../api-driver.ts';

// The Mexican market's own server (e2e/run.mjs starts it beside the Nigerian one).
export const MX_BASE = `http://127.0.0.1:${process.env.E2E_MX_PORT ?? '8192'}`;

/** A Mexican mobile number nobody in this run has registered. */
export const freshMexicanMobile = () => `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A Mexican borrower's application through the API, up to a loan paid out to their CLABE (status 2); `amount` is the principal in centavos. */
export async function mexicanLoan(name: { firstName: string; lastName: string } = PERSONAL) {
  const { mobile, token } = await registerBorrower(MX_BASE, freshMexicanMobile());
  const { borrower, orderNo, offer } = await mexicanOffer(name, { mobile, token });
  await borrower.call('/loan/get-money', { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true });
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(2);
  const detail = () => borrower.call<{ status: number; outstanding: number; dueNow: number; credit: number }>('/repay/repay-order/detail', { orderNo });
  return { token, mobile, orderNo, amount: offer.amount, detail };
}

/**
 * A registered Mexican borrower's application through the API, up to the review (status 5).
 * `bureauKey`: a letter for the CURP's homonym key, whose sandbox bureau answers by it (T thin,
 * D delinquent, U unavailable, P someone else, X malformed, ADR 102): the borrower is then born in 2005.
 */
export async function mexicanUpToSubmit(name: { firstName: string; lastName: string }, { mobile, token }: { mobile: string; token: string }, bureauKey?: string) {
  const borrower = borrowerApi(MX_BASE, token, mobile);
  const { orderNo } = await borrower.call('/loan/loan-order/apply-market', {});
  // Each borrower of a run has their own CURP and CLABE: a second borrower with the same ones is sent to staff as a duplicate.
  const consonant = () => 'BCDFGHJKLMNPQRSTVWXZ'[Math.floor(Math.random() * 20)]!;
  const curp17 = bureauKey
    ? `GODE051231HJC${consonant()}${consonant()}${consonant()}${bureauKey}`
    : `GODE561231HJC${consonant()}${consonant()}${consonant()}${Math.floor(Math.random() * 10)}`;
  const curp = `${curp17}${curpCheckDigit(curp17)}`;
  const born = bureauKey ? { inputBirthday: '2005-12-31' } : {};
  await borrower.call('/user/saveBasicInfo-market', { ...PERSONAL, ...name, ...born, state: 'MX-JAL', city: 'Guadalajara', postalCode: '44100', curp, rfc: '', nss: '', whatsappNo: '5512345678' });
  await borrower.identity(5, curp, 'curp');
  await borrower.call('/user/saveAdditionInfo-market', {
    ...EMPLOYED_WORK, monthlySalary: 'mx15kTo25k', companyPhone: '3312345678',
    emergencyContactMobile1: '+52 33 1234 5678', emergencyContactMobile2: '3398765432',
  });
  await borrower.call('/user/save/questionnaire', { answers: { q1: 'no', q2: 'no', q3: 'good', q4: 'kueski', q5: 'none', q6: 'none', q7: 'mxBelow10k', q8: '1', q9: '0', q10: '1', q11: '0' } });
  await borrower.call('/security/getVerifyCode', { mobile, type: 'bankCard' });
  const clabe17 = `0321800001${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const clabe = `${clabe17}${clabeCheckDigit(clabe17)}`;
  const verifyCode = await latestSandboxCode(MX_BASE, mobile);
  await borrower.call('/user/addBankCard', { cardType: 'clabe', accountNumber: clabe, confirmAccountNumber: clabe, holderName: `${name.firstName} ${name.lastName}`, curp, verifyCode });
  return { borrower, orderNo };
}

/** A registered Mexican borrower's application through the API, up to the offer they are shown (status 14). */
export async function mexicanOffer(name: { firstName: string; lastName: string }, { mobile, token }: { mobile: string; token: string }) {
  const { borrower, orderNo } = await mexicanUpToSubmit(name, { mobile, token });
  await borrower.submit(orderNo);
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(14);
  const offer = await borrower.call<{ amount: number; tenure: number; creditLimit: number }>('/loan/confirm/product-info', { orderNo });
  return { token, borrower, orderNo, offer };
}

/** The page opens signed in as this borrower, in Spanish; a sign-out during the test is kept. */
export async function signInInSpanish(page: Page, token: string): Promise<void> {
  await page.addInitScript(([bearer]) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', bearer!);
      localStorage.setItem('language', 'es');
    }
  }, [token]);
}
