import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { isSubmitted, previousStep, stepMustYield } from './step-status.ts';

const latest = (status: number) => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: null } });

/** A signed-in borrower opening a step, with a fake server. */
async function openStep(hash: string, handlers: Handlers) {
  mockApi(handlers);
  await renderApp(hash, { token: 'Bearer t', userInfo: USER_INFO });
}

describe('stepMustYield', () => {
  it.each([
    ['loanQuestion', 6, true],
    ['additionalInformation', 12, true],
    ['addBankCard', 17, true],
    ['personalInformation', 17, false],
    ['loanQuestion', 17, false],
    ['idCardAuthentication', 5, false],
    // Submitted: every step stays open, read-only.
    ['personalInformation', 19, false],
    ['addBankCard', 1, false],
    ['personalInformation', 8, false],
  ] as const)('%s at status %i: %s', (route, status, expected) => {
    expect(stepMustYield(route, status)).toBe(expected);
  });
});

describe('isSubmitted', () => {
  it.each([
    [6, null, false],
    [5, null, false],
    [19, null, true],
    [1, null, true],
    [14, '2027-01-01', true],
    [4, '2027-01-01', true],
    [9, '2027-01-01', true],
    // An abandoned draft was cancelled, never submitted; a declined offer was.
    [8, null, false],
    [8, '2027-01-01', true],
  ] as const)('status %i, submitted at %s: %s', (status, submittedAt, expected) => {
    expect(isSubmitted({ status, submittedAt })).toBe(expected);
  });
});

describe('previousStep', () => {
  it('follows the order of the steps, the first having none', () => {
    expect(previousStep('personalInformation')).toBeNull();
    expect(previousStep('idCardAuthentication')).toBe('personalInformation');
    expect(previousStep('additionalInformation')).toBe('idCardAuthentication');
    expect(previousStep('loanQuestion')).toBe('additionalInformation');
    expect(previousStep('addBankCard')).toBe('loanQuestion');
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

  it('opens every step read-only after submit (status 1), instead of refusing its save', async () => {
    await openStep('/auth/personal_infomation', { '/loan/loan-order/latest': latest(1) });
    expect(await screen.findByText(/Your application has been submitted/)).toBeTruthy();
    expect(window.location.hash).toBe('#/auth/personal_infomation');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });
});
