import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { repayingLoan } from './loan-support.ts';
import { codeFromSandboxBanner } from './support.ts';

// 360x740 comes from the project's config (playwright.config.ts).

test('a borrower’s complaint gets a reference; deleting the account is refused with an open loan and accepted once it is repaid', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { borrower, detail, mobile } = await repayingLoan(page, baseURL!);

  // A complaint: acknowledged at once with its reference and the promised date, then listed as received.
  await page.goto('/#/user_center/customer_services');
  await page.getByLabel('What is it about?').selectOption('fees');
  await page.getByLabel('What happened?').fill('I was charged a fee I did not expect.');
  await page.getByRole('button', { name: 'Send the complaint' }).click();
  const acknowledgement = page.getByRole('status').filter({ hasText: 'Complaint received' });
  await expect(acknowledgement).toContainText(/Your reference is CMP-\d{6}-[0-9A-Z]{6}\. We will answer by/);
  const reference = /CMP-\d{6}-[0-9A-Z]{6}/.exec((await acknowledgement.textContent()) ?? '')?.[0] ?? '';
  const list = page.getByRole('region', { name: 'Your complaints' });
  await expect(list.getByText(new RegExp(`^${reference}, sent`))).toBeVisible();
  await expect(list.getByText(/^Received: answer by/)).toBeVisible();

  // Deletion while the loan is open: refused with the reason, nothing typed lost.
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/#\/cancellation_form$/);
  const reason = page.getByLabel('Why are you leaving? (optional)');
  await reason.fill('I do not need it any more');
  await page.getByLabel('I understand this cannot be undone').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account cannot be deleted while a loan is open. Please repay it first.')).toBeVisible();
  await expect(reason).toHaveValue('I do not need it any more');

  // Repaid in full through the sandbox, the same request is carried out and says what is kept by law.
  await borrower.call('/sandbox/collections/pay', { amount: (await detail()).outstanding });
  await expect.poll(async () => (await detail()).status, { timeout: 15_000 }).toBe(4);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByText(/^Loan records \(amounts, dates, payments\): until .+ \(anti-money-laundering record keeping\)$/)).toBeVisible();
  await expect(page.getByText(/^Your phone number and the identifiers we hashed to check for fraud: until .+$/)).toBeVisible();
  await expect(page.getByText('This account is closed. If you sign up again with the same number, you start a new, empty account.')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/#\/$/);

  // Issue 19: the number no longer signs in to the deleted account; it is told so, and registers a new, empty one.
  await page.goto('/#/user/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('The account of this number was deleted. Register to open a new account.')).toBeVisible();
  await page.goto('/#/user/register');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await page.goto('/#/records');
  await expect(page.getByText('No loans here yet.').first()).toBeVisible();
});
