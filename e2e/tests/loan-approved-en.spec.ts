import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { formatMoney } from '@lendline/domain';
import { expectErrorAt, registerInUi, reopenAndApply, agreeToBureauCheck } from './application-support.ts';
import { applicationUpToSubmit, expectHomeBanner, figure } from './loan-support.ts';

test('an approved borrower sees every figure, must accept the agreement, and the money arrives', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const session = await registerInUi(page, 'en');
  const { borrower } = await applicationUpToSubmit(baseURL!, session);

  await reopenAndApply(page, /#\/bank_account\/add_bankcard$/);
  await agreeToBureauCheck(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/#\/auth\/review_tips/, { timeout: 15_000 });
  // The sandbox decides at once; the review screen shows the approval without a reload.
  await expect(page.getByRole('heading', { name: 'Your loan is approved' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Get money' }).click();

  await expect(page).toHaveURL(/#\/borrow\/confirm_borrow/);
  await expect(page.getByRole('heading', { name: 'Confirm your loan' })).toBeVisible();
  // A first loan is limited to 5,000 naira: every offered amount stays within it.
  const amounts = await page.getByLabel('Loan amount').locator('option').allTextContents();
  expect(amounts.length).toBeGreaterThan(1);
  await page.getByLabel('Loan amount').selectOption({ index: 0 });
  // One money format everywhere: the picker writes the amount as the figures and the agreement do.
  const chosen = amounts[0]!;
  await expect(figure(page, 'Loan amount')).toHaveText(chosen);
  for (const label of ['Annual percentage rate (APR)', 'Total cost of credit', 'Processing fee', 'Tax on the fee', 'Interest', 'You receive', 'Total to repay', 'Due date', 'Late repayment penalty']) {
    await expect(figure(page, label)).not.toBeEmpty();
  }
  await expect(page.getByRole('table', { name: 'Repayment schedule' })).toBeVisible();
  const totalOnScreen = await figure(page, 'Total to repay').textContent();
  const receiveOnScreen = await figure(page, 'You receive').textContent();

  // Confirming without the tick is refused at the box.
  await page.getByRole('button', { name: 'Confirm and apply' }).click();
  await expectErrorAt(page.getByLabel('I have read and accept the loan agreement'), 'accept the loan agreement');
  await page.getByRole('link', { name: 'Read the loan agreement' }).click();
  await expect(page.getByText(totalOnScreen!).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to your offer' }).click();
  await expect(figure(page, 'Loan amount')).toHaveText(chosen);
  await page.getByLabel('I have read and accept the loan agreement').check();
  await page.getByRole('button', { name: 'Confirm and apply' }).click();

  // Lending, then (sandbox: at once) repaying on home.
  await expect(page.getByRole('heading', { name: /Your money is (on the way|being sent)|Your loan is active/ })).toBeVisible({ timeout: 15_000 });
  await expectHomeBanner(page, 'Your loan is active');

  // The numbers on screen are the numbers of the agreement the order keeps.
  const { orders } = await borrower.call<{ orders: { orderNo: string; status: number }[] }>('/loan/loan-order/list', { tab: 'incomplete' });
  expect(orders[0]!.status).toBe(2);
  const agreement = await borrower.call<{ figures: { totalRepayable: number; disbursalAmount: number; currency: 'NGN' } }>('/loan/loan-order/loanAgreement', { orderNo: orders[0]!.orderNo });
  expect(formatMoney(agreement.figures.totalRepayable, 'NGN', 'en')).toBe(totalOnScreen);
  expect(formatMoney(agreement.figures.disbursalAmount, 'NGN', 'en')).toBe(receiveOnScreen);

  await page.goto('/#/records');
  await expect(page.getByText('Repaying').first()).toBeVisible();
});
