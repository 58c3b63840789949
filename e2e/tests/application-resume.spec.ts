import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { ANSWERS, borrowerApi, PERSONAL, registerInUi, reopenAndApply, WORK, agreeToBureauCheck } from './application-support.ts';

/**
 * Answers that score in the underwriting's "refer to a person" band: the order stays at
 * Applying (1) until staff decide, so the journeys can check the status-1 screens at leisure.
 */
const REFERRED_ANSWERS = { ...ANSWERS, q3: 'fair', q6: '1to7Days', q7: '50kTo200k' };

test('the app reopens on the right step for each status of the application', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { mobile, token } = await registerInUi(page, 'en');
  const { call, consent, identity, addBank } = borrowerApi(baseURL!, token, mobile);

  const started = await call('/loan/loan-order/apply-market');
  expect(started.status).toBe(6);
  await reopenAndApply(page, /#\/auth\/personal_infomation$/);

  expect((await call('/user/saveBasicInfo-market', PERSONAL)).status).toBe(12);
  await reopenAndApply(page, /#\/auth\/id_card_authentication$/);

  expect((await identity(1, '34567890123')).status).toBe(11);
  await reopenAndApply(page, /#\/auth\/additionalInfomation$/);

  expect((await call('/user/saveAdditionInfo-market', WORK)).status).toBe(17);
  await reopenAndApply(page, /#\/auth\/loan_question$/);

  expect((await call('/user/save/questionnaire', { answers: REFERRED_ANSWERS })).status).toBe(5);
  await reopenAndApply(page, /#\/bank_account\/add_bankcard$/);

  // A bank account added: still status 5, the same step now showing the review.
  expect((await addBank()).step.status).toBe(5);
  await reopenAndApply(page, /#\/bank_account\/add_bankcard$/);
  await expect(page.getByRole('heading', { name: 'Check your application' })).toBeVisible();

  await consent(started.orderNo);
  const submitted = await call('/user/submit', { orderNo: started.orderNo });
  // The data-collection step (19) is off by default, so a submitted application is at once "Applying" (1).
  expect(submitted.status).toBe(1);
  // Home now shows the assessing banner; its Detail button opens the review.
  await reopenAndApply(page, /#\/auth\/review_tips$/, 'Detail');
  await expect(page.getByRole('heading', { name: 'We are reviewing your application' })).toBeVisible();
  const latest = await call<{ order: { status: number } }>('/loan/loan-order/latest');
  expect(latest.order.status).toBe(1);
});

test('a completed step can be reopened from the review, edited, and the application then submitted', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { mobile, token } = await registerInUi(page, 'en');
  const { call, identity, addBank } = borrowerApi(baseURL!, token, mobile);
  await call('/loan/loan-order/apply-market');
  await call('/user/saveBasicInfo-market', PERSONAL);
  await identity(7, '56789012345');
  await call('/user/saveAdditionInfo-market', WORK);
  await call('/user/save/questionnaire', { answers: REFERRED_ANSWERS });
  const { account } = await addBank();

  await reopenAndApply(page, /#\/bank_account\/add_bankcard$/);
  await expect(page.getByRole('heading', { name: 'Check your application' })).toBeVisible();
  await expect(page.getByText(account.slice(-4))).toBeVisible();
  await page.getByRole('link', { name: 'Edit Personal information' }).click();
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);
  await expect(page.getByLabel('First name')).toHaveValue('Funmi');
  await expect(page.getByLabel('Home address')).toHaveValue('12 Allen Avenue');
  await page.getByLabel('Home address').fill('40 Isaac John Street, Ikeja');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Still status 5: back to the bank step with its review, and the edit is kept.
  await expect(page).toHaveURL(/#\/bank_account\/add_bankcard$/);
  await expect(page.getByRole('heading', { name: 'Check your application' })).toBeVisible();
  const detail = await call<{ personal: { address: string } }>('/user/application/detail');
  expect(detail.personal.address).toBe('40 Isaac John Street, Ikeja');
  await agreeToBureauCheck(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/#\/auth\/review_tips$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'We are reviewing your application' })).toBeVisible();
});
