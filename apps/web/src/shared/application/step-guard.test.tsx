import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stepMustYield } from './step-status.ts';

const latest = (status: number) => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: null } });

/** A signed-in borrower opening a step, with a fake server. */
async function openStep(hash: string, handlers: Handlers) {
  mockApi(handlers);
  await renderApp(hash, { token: 'Bearer t', userInfo: USER_INFO });
}

describe('stepMustYield', () => {
  it.each([
    ['loanQuestion', 6, true],
    ['additionalInfomation', 12, true],
    ['addBankCard', 17, true],
    ['personalInfomation', 17, false],
    ['loanQuestion', 17, false],
    ['idCardAuthentication', 5, false],
    ['personalInfomation', 19, true],
    ['addBankCard', 1, true],
    ['personalInfomation', 8, false],
  ] as const)('%s at status %i: %s', (route, status, expected) => {
    expect(stepMustYield(route, status)).toBe(expected);
  });
});

describe('the application step guard', () => {
  it('sends a borrower whose order is at 6 from the questionnaire to personal info', async () => {
    await openStep('/auth/loan_question', { '/loan/loan-order/latest': latest(6) });
    await waitFor(() => expect(window.location.hash).toBe('#/auth/personal_infomation'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal information' })).toBeTruthy();
    expect(screen.queryByText('Please complete the previous steps first')).toBeNull();
  });

  it('keeps a step already done open for review and edit', async () => {
    await openStep('/auth/loan_question', { '/loan/loan-order/latest': latest(5) });
    expect(await screen.findByRole('group', { name: 'Have you missed a loan repayment in the last 6 months?' })).toBeTruthy();
    expect(window.location.hash).toBe('#/auth/loan_question');
  });

  it('opens the step that is due', async () => {
    await openStep('/auth/loan_question', { '/loan/loan-order/latest': latest(17) });
    expect(await screen.findByRole('group', { name: 'Have you missed a loan repayment in the last 6 months?' })).toBeTruthy();
  });

  it('sends every step to the review after submit (status 1)', async () => {
    await openStep('/auth/personal_infomation', { '/loan/loan-order/latest': latest(1) });
    await waitFor(() => expect(window.location.hash).toBe('#/auth/review_tips'));
  });

  it('sends a bank-card visit to finish loading while the order is at 19', async () => {
    await openStep('/bank_account/add_bankcard', { '/loan/loan-order/latest': latest(19) });
    await waitFor(() => expect(window.location.hash).toBe('#/finish_loading'));
  });
});
