import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { registerInUi } from './application-support.ts';
import { applicationUpToSubmit, figure } from './loan-support.ts';

// 360x740 comes from the project's config (playwright.config.ts).

test('a Nigerian borrower picks a coupon on confirm, sees the discount in the figures and the agreement, and may draw once', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const session = await registerInUi(page, 'en');
  const { borrower, orderNo } = await applicationUpToSubmit(baseURL!, session);
  await borrower.submit(orderNo);
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(14);
  // The sandbox's own way to give a coupon (staff or a card authorisation give real ones, ADR 045).
  await borrower.call('/sandbox/rewards/coupon', { amount: 100_00, expiryDays: 30 });

  // Me shows how many are ready; the coupon screen lists it.
  await page.goto('/#/me');
  await page.getByRole('link', { name: /^Coupons\s*1 ready to use$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  const ready = page.getByRole('region', { name: 'Ready to use (1)' });
  await expect(ready.getByText('₦100.00 off the interest')).toBeVisible();
  await expect(ready.getByText('For any loan amount')).toBeVisible();
  await expectNoAxeViolations(page, 'coupon screen');

  // Confirm: the draw states its odds; the coupon changes the figures.
  await page.goto('/#/borrow/confirm_borrow');
  await expect(page.getByRole('heading', { name: 'Confirm your loan' })).toBeVisible();
  const draw = page.getByRole('region', { name: 'Prize draw' });
  await expect(draw.getByText('No prize')).toBeVisible();
  await expect(draw.locator('dd').first()).toHaveText(/^\d+(\.\d)?%$/);
  await expect(figure(page, 'Coupon discount')).toHaveText('₦0.00');
  const total = await figure(page, 'Total to repay').textContent();
  await page.getByLabel('Coupon').selectOption({ index: 1 });
  await expect(figure(page, 'Coupon discount')).toHaveText('₦100.00');
  await expect(figure(page, 'Total to repay')).not.toHaveText(total!);
  await expectNoAxeViolations(page, 'confirm borrow with a coupon and the draw');

  // One draw for this loan: a coupon or nothing, said on screen.
  await draw.getByRole('button', { name: 'Draw now' }).click();
  await expect(page.getByText(/^(You won a ₦[\d,.]+ coupon\. You can use it on this loan below\.|No prize this time\.)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Draw now' })).toHaveCount(0);

  // The agreement for this choice carries the discount.
  await page.getByRole('link', { name: 'Read the loan agreement' }).click();
  await expect(page.getByText('Coupon discount: ₦100.00, taken off the interest.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your offer' }).click();
  await expect(figure(page, 'Coupon discount')).toHaveText('₦100.00');

  await page.getByLabel('I have read and accept the loan agreement').check();
  await page.getByRole('button', { name: 'Confirm and apply' }).click();
  await expect(page.getByRole('heading', { name: /Your money is (on the way|being sent)|Your loan is active/ })).toBeVisible({ timeout: 15_000 });

  // The signed agreement and the coupon list agree: used on this loan.
  const agreement = await borrower.call<{ figures: { couponDiscount: number } }>('/loan/loan-order/loanAgreement', { orderNo });
  expect(agreement.figures.couponDiscount).toBe(100_00);
  await page.goto('/#/user_center/coupon');
  await expect(page.getByRole('region', { name: 'Used (1)' }).getByText(`Used on loan ${orderNo}`)).toBeVisible();
});
