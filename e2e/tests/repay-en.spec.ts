import { expect } from '@playwright/test';
import { formatMoney } from '@lendline/domain';
import { test } from './api-log.ts';
import { ANSWERS, EMPLOYED_WORK, expectErrorAt } from './application-support.ts';
import { repayingLoan } from './loan-support.ts';

const naira = (minor: number) => formatMoney(minor, 'NGN', 'en');

test('a Nigerian borrower pays part into their own account, the rest and more by card, sees the loan finished with a credit and its statement, and applies again at the reloan rate', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { borrower, orderNo, detail, firstRatePpm } = await repayingLoan(page, baseURL!);
  const before = await detail();

  await page.goto('/#/');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your loan is active' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/repay/cashier\\?orderNo=${orderNo}$`));
  await expect(page.getByText(naira(before.dueNow)).first()).toBeVisible();

  // Part by bank transfer into the borrower's own account: the sandbox pays it as a signed notification.
  await page.getByRole('button', { name: 'Bank transfer to your own account number' }).click();
  await expect(page.getByRole('term').filter({ hasText: /^Account number$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Copy Account number' }).click();
  await expect(page.getByText(/^(Copied|Copy failed\. Please write it down instead\.)$/)).toBeVisible();
  const sandboxAmount = page.getByLabel('Amount the sandbox pays');
  await sandboxAmount.fill('1000');
  await page.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page.getByText('The sandbox paid ₦1,000.00. Your balance is updated.')).toBeVisible();
  // The balance falls within seconds, on screen and at the API.
  await expect(page.getByText(`Still to repay: ${naira(before.outstanding - 1_000_00)}`, { exact: false })).toBeVisible({ timeout: 5_000 });

  // The rest by card: a bad amount first, refused at the field with nothing lost.
  await page.getByRole('link', { name: 'Card, USSD or bank app (Paystack)' }).click();
  const amount = page.getByLabel('Amount to repay');
  await amount.fill('1050');
  await page.getByRole('button', { name: 'Continue to pay' }).click();
  await expectErrorAt(amount, 'The amount must be a multiple of ₦100.00');
  await expect(amount).toHaveValue('1050');
  await amount.fill('999');
  await page.getByRole('button', { name: 'Continue to pay' }).click();
  await expectErrorAt(amount, 'The minimum repayment is ₦1,000.00');

  // Far more than is owed is refused at the field (issue 19), with the most that can be paid.
  const rest = before.outstanding - 1_000_00;
  const whole = Math.ceil(rest / 100_00) * 100;
  await amount.fill('100000000');
  await page.getByRole('button', { name: 'Continue to pay' }).click();
  await expectErrorAt(amount, `That is more than you owe. The most you can pay now is ${naira(whole * 100)}`);
  // Everything still to repay, rounded up to the next ₦100: what exceeds today's payoff becomes the borrower's credit.
  await amount.fill(String(whole));
  await page.getByRole('button', { name: 'Continue to pay' }).click();
  // The sandbox's checkout sends the borrower straight back, where it verifies the payment.
  await expect(page).toHaveURL(/#\/repay\/cashier\?orderNo=.*&checkout=LL[0-9A-F]{24}$/);
  await expect(page.getByText('We are waiting for the payment provider to confirm your payment…')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate paying this reference' }).click();
  await expect(page.getByText(`Payment received: ${naira(whole * 100)}. Thank you!`)).toBeVisible({ timeout: 10_000 });

  await page.getByRole('link', { name: 'See my repayment details' }).click();
  await expect(page.getByText('This loan is fully repaid. Thank you!')).toBeVisible();
  // Paid off early, the same day: interest only to the day (ADR 013), so what was paid beyond the payoff is credit.
  const after = await detail();
  expect(after).toMatchObject({ status: 4, outstanding: 0 });
  expect(after.credit).toBeGreaterThanOrEqual(whole * 100 - rest);
  await expect(page.getByText(`${naira(after.credit)} is held for you and pays your next amount due.`)).toBeVisible();
  await expect(page.getByText(/^Paid off early: .* of interest for the days that did not come is not owed\.$/)).toBeVisible();

  // The statement: every event from the ledger, ending with nothing owed and the credit kept.
  await page.getByRole('link', { name: 'Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan statement' })).toBeVisible();
  await expect(page.getByText('Payment received')).toHaveCount(2);
  await expect(page.getByText('Kept for you as credit')).toBeVisible();
  await expect(page.getByText('Owed after: ₦0.00').last()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`statement-${orderNo}.csv`);

  // Home offers the next loan at the reloan rate; applying again asks only what must be renewed (ADR 035).
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Loan repaid. Thank you!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^As a returning borrower, your interest starts at .+ a day\.$/)).toBeVisible();
  // Issue 19: the next loan's amount and term are chosen first, and the application carries them.
  await page.getByRole('button', { name: 'Apply again' }).click();
  await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
  await page.getByLabel('Term').selectOption('180');
  await page.getByLabel('Amount').selectOption({ label: '₦10,000.00' });
  await page.getByRole('button', { name: 'Apply for this loan' }).click();
  await expect(page).toHaveURL(/#\/auth\/additionalInfomation/);
  const next = (await borrower.call<{ order: { orderNo: string; status: number } }>('/loan/loan-order/latest')).order;
  expect(next.orderNo).not.toBe(orderNo);
  await borrower.call('/user/saveAdditionInfo-market', EMPLOYED_WORK);
  await borrower.call('/user/save/questionnaire', { answers: ANSWERS });
  await borrower.submit(next.orderNo);
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(14);
  const reloan = await borrower.call<{ amount: number; tenure: number; figures: { dailyInterestPpm: number } }>('/loan/confirm/product-info', { orderNo: next.orderNo });
  expect(reloan.figures.dailyInterestPpm).toBeLessThan(firstRatePpm);
  expect([reloan.amount, reloan.tenure]).toEqual([10_000_00, 180]);
});
