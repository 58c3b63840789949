import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { ANSWERS, borrowerApi, freshMobile, freshNin, PERSONAL, WORK } from './application-support.ts';
import { codeFromSandboxBanner } from './support.ts';

test('each step’s back arrow goes to the step before it, and after submit the steps are read-only', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  // A guest's "Apply now": register, choose the amount and term, then the first step.
  const mobile = freshMobile();
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
  await page.getByRole('button', { name: 'Apply for this loan' }).click();
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '#/');

  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const { call, consent, identity, addBank } = borrowerApi(baseURL!, token, mobile);
  await expect.poll(async () => (await call<{ order: { status: number } | null }>('/loan/loan-order/latest')).order?.status).toBe(6);
  await call('/user/saveBasicInfo-market', PERSONAL);
  await identity(4, freshNin());
  await call('/user/saveAdditionInfo-market', WORK);
  await call('/user/save/questionnaire', { answers: ANSWERS });
  const { account } = await addBank();

  // The review's back arrow is the bank account; from there back through every step to home.
  await page.goto('/#/bank_account/add_bankcard');
  await expect(page.getByRole('heading', { name: 'Check your application' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Identity verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add bank account' })).toBeVisible();
  const steps: [RegExp, string][] = [
    [/#\/auth\/loan_question$/, 'Loan questionnaire'],
    [/#\/auth\/additionalInfomation$/, 'Work and contacts'],
    [/#\/auth\/id_card_authentication$/, 'Identity check'],
    [/#\/auth\/personal_infomation$/, 'Personal information'],
    [/#\/$/, 'Lendline'],
  ];
  for (const [url, title] of steps) {
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  const { orderNo } = (await call<{ order: { orderNo: string } }>('/loan/loan-order/latest')).order;
  await consent(orderNo);
  await call('/user/submit', { orderNo });
  await page.goto('/#/auth/personal_infomation');
  await expect(page.getByText('Your application has been submitted, so these details can no longer be changed.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(PERSONAL.firstName);
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);
  await page.goto('/#/bank_account/add_bankcard');
  await expect(page.getByText(account.slice(-4))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
});
