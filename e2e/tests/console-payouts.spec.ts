import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { DESK_FAILING_ACCOUNT, registerBorrower } from '../api-driver.ts';
import { expectNoAxeViolations } from './axe.ts';
import { consoleAs, DESKTOP, inviteStaff, openArea } from './console-support.ts';
import { applicationUpToSubmit } from './loan-support.ts';

// Issue 22, ADR 080: a payout the bank refused waits in the console's Payouts queue; finance
// asks the borrower for a new account, then gives the payout up with a reason, and the borrower
// is told both in the message centre. The console is desktop first.
test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('finance finds a failed payout, asks the borrower for a new account and gives it up with a reason; the borrower is told, axe-clean in English and Spanish', async ({ baseURL, browser }) => {
  test.setTimeout(180_000);

  // A borrower whose accepted loan goes to an account the sandbox rail refuses.
  const session = await registerBorrower(baseURL!);
  const { borrower, orderNo } = await applicationUpToSubmit(baseURL!, session, { account: DESK_FAILING_ACCOUNT });
  await borrower.submit(orderNo);
  const status = async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status;
  await expect.poll(status, { timeout: 20_000 }).toBe(14);
  const offer = await borrower.call<{ amount: number; tenure: number }>('/loan/confirm/product-info', { orderNo });
  await borrower.call('/loan/get-money', { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true });
  await expect.poll(status, { timeout: 20_000 }).toBe(10);

  const [finance] = await inviteStaff(baseURL!, [{ email: 'funmi.finance@e2e.lendline.test', name: 'Funmi Finance', roles: ['finance'] }]);
  const desk = await consoleAs(browser, baseURL!, finance!);
  await openArea(desk, 'Payouts');
  const payout = desk.getByRole('article', { name: new RegExp(`loan ${orderNo}$`) });
  await expect(payout.getByText(`Ending in ${DESK_FAILING_ACCOUNT.slice(-4)}`)).toBeVisible();
  await expect(payout.getByText(DESK_FAILING_ACCOUNT)).toHaveCount(0);
  await expectNoAxeViolations(desk, 'payouts queue');

  await payout.getByRole('button', { name: `Ask for a new account for loan ${orderNo}` }).click();
  await expect(desk.getByRole('status')).toHaveText(`Loan ${orderNo}: the borrower is asked for a new account in their messages.`);

  // Too short a reason: told at the field; then given up, and it leaves the queue.
  await payout.getByRole('button', { name: `Give up the payout of loan ${orderNo}` }).click();
  const form = payout.getByRole('form', { name: `Give up the payout of loan ${orderNo}` });
  await form.getByLabel('Reason').fill('x');
  await form.getByRole('button', { name: 'Give up this payout' }).click();
  await expect(form.getByText('Write a reason of 3 to 500 characters.')).toBeVisible();
  await expect(form.getByLabel('Reason')).toBeFocused();
  await expectNoAxeViolations(desk, 'give-up with a field error');
  await form.getByLabel('Reason').fill('The borrower no longer needs the loan');
  await form.getByRole('button', { name: 'Give up this payout' }).click();
  await expect(desk.getByRole('status')).toHaveText(`Loan ${orderNo}: the payout is given up and the borrower told.`);
  await expect(desk.getByRole('article', { name: new RegExp(`loan ${orderNo}$`) })).toHaveCount(0);
  await expect.poll(status).toBe(8);

  // One pass in Spanish.
  await desk.getByLabel('Language').selectOption('es');
  await expect(desk.getByRole('heading', { level: 1, name: 'Desembolsos' })).toBeVisible();
  await expectNoAxeViolations(desk, 'payouts queue, Spanish');

  const { messages } = await borrower.call<{ messages: { title: string }[] }>('/inbox/messages', { page: 1 });
  expect(messages.map((message) => message.title)).toEqual(expect.arrayContaining(['Please add a new bank account', 'Your payout is closed']));
});
