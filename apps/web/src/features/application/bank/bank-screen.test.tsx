import { ERRORS, nubanCheckDigit } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../../test/api-mock.ts';
import { openStep, step } from '../test/application-fixtures.ts';
import { control, errorAt } from '../test/queries.ts';

const ROUTE = '/bank_account/add_bankcard';
const BUREAU_STATE = { textVersion: '2026-11-28', text: '## What we ask\n\nWe ask Sandbox Credit Bureau for your credit report.', bureaus: ['Sandbox Credit Bureau'], needsNip: false, consent: null };
const ACCOUNT = `012345678${nubanCheckDigit('044', '012345678')}`;
const BANKS = ok({ banks: [{ code: '044', name: 'Access Bank', slug: 'access-bank' }, { code: '999992', name: 'OPay', slug: 'opay' }] });
const SERVER: Handlers = {
  '/app/paystack/bank-list': () => BANKS,
  // The bank writes her names surname first, with a middle name she did not give: still her (ADR 029).
  '/user/verifyBankCard': () => ok({ accountName: 'OKAFOR ADAEZE CHIOMA' }),
  '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }),
  '/user/addBankCard': step(5),
  '/user/application/detail': () => ok({ order: { orderNo: 'LO-1', status: 5 }, personal: { firstName: 'Adaeze', lastName: 'Okafor' }, work: {}, questionnaire: {}, bankAccount: null }),
  '/bureau/consent': () => ok(BUREAU_STATE),
  '/bureau/consent/give': () => ok({ ...BUREAU_STATE, consent: { textVersion: '2026-11-28', acceptedAt: '2027-01-01T08:00:00.000Z', nipConfirmed: false, withdrawnAt: null } }),
};
const OTHER_BANK_NUMBER = `012345678${(nubanCheckDigit('044', '012345678')! + 1) % 10}`;

async function fillAccount(user: ReturnType<typeof userEvent.setup>, confirm = ACCOUNT) {
  await screen.findByRole('option', { name: 'Access Bank' });
  await user.selectOptions(control('Bank'), 'Access Bank');
  await user.type(control('Account number'), ACCOUNT);
  await user.type(control('Confirm account number'), confirm);
  await user.type(control('BVN'), '22212345678');
  await waitFor(() => expect(control('Account name').value).toBe('OKAFOR ADAEZE CHIOMA'));
}

describe('add bank account (Nigeria)', () => {
  it('says what is required, in English, with the BVN dial hint', async () => {
    await openStep(ROUTE, SERVER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    expect(errorAt('Bank')).toBe('Please select your bank');
    expect(errorAt('BVN')).toBe('Please enter your BVN (dial *565*0# to get it)');
    expect(screen.getByText(/Dial \*565\*0#/)).toBeTruthy();
    expect(errorAt('Verification code')).toBe('Verification code cannot be empty');
    expect(document.activeElement).toBe(control('Bank'));
  });

  it('refuses a short BVN, in Spanish', async () => {
    await openStep(ROUTE, SERVER, 'es');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('BVN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Agregar cuenta bancaria' }));
    expect(errorAt('BVN')).toBe('BVN incorrecto.');
    expect(errorAt('Banco')).toBe('Seleccione su banco');
  });

  it('keeps the account in the draft but never the BVN', async () => {
    await openStep(ROUTE, SERVER);
    const user = userEvent.setup();
    await fillAccount(user);
    await waitFor(() => {
      const drafts = Object.keys(window.localStorage).filter((key) => key.startsWith('draft:'));
      expect(drafts.map((key) => window.localStorage.getItem(key)).join()).toContain(ACCOUNT);
    });
    const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key)).join();
    expect(stored).not.toContain('22212345678');
  });

  it('shows the bank-card code in a sandbox banner when the server runs the sandbox', async () => {
    await openStep(ROUTE, { ...SERVER, '/sandbox/sms/latest': () => ok({ text: 'code', code: '246810', sentAt: '' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Sandbox: your code is 246810')).toBeTruthy();
  });

  it('offers the domain’s banks when the bank list cannot be had', async () => {
    await openStep(ROUTE, { ...SERVER, '/app/paystack/bank-list': () => ({ code: ERRORS.INTERNAL.code, msg: 'down' }) });
    await waitFor(() => expect(within(control('Bank')).getByRole('option', { name: 'Kuda Microfinance Bank' })).toBeTruthy());
  });

  it('resolves the account name and refuses a confirmation that does not match', async () => {
    const { api } = await openStep(ROUTE, SERVER);
    const user = userEvent.setup();
    await fillAccount(user, '0000000000');
    expect(api.callsTo('/user/verifyBankCard')[0]!.url.searchParams.get('accountNumber')).toBe(ACCOUNT);
    await user.type(control('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(errorAt('Confirm account number')).toBe('The bank account is inconsistent with the confirmation number');
    expect(api.callsTo('/user/addBankCard')).toHaveLength(0);
  });

  it('adds the account with the bank-card code, then submits once and follows the status', async () => {
    let answer: () => void = () => undefined;
    const { api } = await openStep(ROUTE, {
      ...SERVER,
      '/user/submit': () => new Promise((resolve) => (answer = () => resolve(ok({ orderNo: 'LO-1', status: 19 })))),
    });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(api.callsTo('/security/getVerifyCode')[0]!.body).toEqual({ mobile: '2348031234567', type: 'bankCard' });
    await user.type(control('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));

    const submit = await screen.findByRole('button', { name: 'Submit application' });
    expect(api.callsTo('/user/addBankCard')[0]!.body).toMatchObject({ bankCode: '044', accountNumber: ACCOUNT, bvn: '22212345678', verifyCode: '123456' });
    expect(screen.getByRole('link', { name: 'Edit Personal information' }).getAttribute('href')).toBe('#/auth/personal_infomation');
    await user.click(await screen.findByRole('checkbox', { name: 'I agree that Sandbox Credit Bureau may be asked for my credit report for this application' }));
    await user.dblClick(submit);
    answer();
    await waitFor(() => expect(window.location.hash).toBe('#/finish_loading'));
    expect(api.callsTo('/user/submit')).toHaveLength(1);
    expect(api.callsTo('/user/submit')[0]!.body).toEqual({ orderNo: 'LO-1' });
  });

  it('tells a bank check that is down apart from an unknown account, and asks again', async () => {
    let down = true;
    const unavailable = { code: ERRORS.PAYOUT_UNAVAILABLE.code, msg: 'Bank verification is unavailable right now, please try again later' };
    await openStep(ROUTE, { ...SERVER, '/user/verifyBankCard': () => (down ? unavailable : ok({ accountName: 'ADAEZE OKAFOR' })) });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Access Bank' });
    await user.selectOptions(control('Bank'), 'Access Bank');
    await user.type(control('Account number'), ACCOUNT);
    expect((await screen.findByRole('alert')).textContent).toBe('Bank verification is unavailable right now, please try again later');
    expect(screen.queryByText(/could not find/)).toBeNull();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(control('Account name').value).toBe('ADAEZE OKAFOR'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an account the bank does not know is not found, in Spanish', async () => {
    const notFound = { code: ERRORS.BANK_ACCOUNT_NOT_FOUND.code, msg: 'x' };
    await openStep(ROUTE, { ...SERVER, '/user/verifyBankCard': () => notFound }, 'es');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Access Bank' });
    await user.selectOptions(control('Banco'), 'Access Bank');
    await user.type(control('Número de cuenta'), ACCOUNT);
    expect((await screen.findByRole('alert')).textContent).toBe('No encontramos esta cuenta bancaria, revise el banco y el número');
  });

  it('says a 10-digit number of another bank does not match the chosen bank, keeping what was typed', async () => {
    const { api } = await openStep(ROUTE, SERVER);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Access Bank' });
    await user.selectOptions(control('Bank'), 'Access Bank');
    await user.type(control('Account number'), OTHER_BANK_NUMBER);
    const mismatch = 'This account number does not match the chosen bank: please check both the bank and the number';
    expect(errorAt('Account number')).toBe(mismatch);
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(errorAt('Account number')).toBe(mismatch);
    expect(control('Account number').value).toBe(OTHER_BANK_NUMBER);
    expect(api.callsTo('/user/verifyBankCard')).toHaveLength(0);
  });

  it('refuses an account in someone else’s name, with no tick box to say otherwise', async () => {
    const { api } = await openStep(ROUTE, { ...SERVER, '/user/verifyBankCard': () => ok({ accountName: 'BOLA BELLO' }) });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Access Bank' });
    await user.selectOptions(control('Bank'), 'Access Bank');
    await user.type(control('Account number'), ACCOUNT);
    await user.type(control('Confirm account number'), ACCOUNT);
    await user.type(control('BVN'), '22212345678');
    const notYours = 'This account is in another person’s name. Please use an account in your own name, as in your personal details';
    expect((await screen.findByRole('alert')).textContent).toBe(notYours);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(control('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(errorAt('Account number')).toBe(notYours);
    expect(api.callsTo('/user/addBankCard')).toHaveLength(0);
  });

  it('goes to the review when the data-collection step is off (status 1)', async () => {
    let status = 5;
    await openStep(ROUTE, {
      ...SERVER,
      '/user/application/detail': () => ok({ order: { orderNo: 'LO-1', status: 5 }, personal: {}, work: {}, questionnaire: {}, bankAccount: { accountNumber: '******6789' } }),
      '/user/submit': () => ((status = 1), ok({ orderNo: 'LO-1', status: 1 })),
      '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: status === 1 ? new Date().toISOString() : null } }),
    });
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    expect(screen.getByText('******6789')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /^I agree that Sandbox Credit Bureau/ }));
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
  });
});
