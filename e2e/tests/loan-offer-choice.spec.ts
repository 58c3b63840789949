import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { freshMobile, registerInUi } from './application-support.ts';
import { applicationUpToSubmit, figure } from './loan-support.ts';
import { codeFromSandboxBanner } from './support.ts';

test('the offer keeps a chosen amount through the agreement, a reload and a language switch', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const session = await registerInUi(page, 'en');
  const { borrower, orderNo } = await applicationUpToSubmit(baseURL!, session);
  await borrower.submit(orderNo);
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(14);

  // Home states the borrower's own limit: a first loan is ₦5,000, whatever the products' range.
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByText('Your limit: up to ₦5,000.00')).toBeVisible();

  await page.goto('/#/borrow/confirm_borrow');
  const amount = page.getByLabel('Loan amount');
  // The server's default is the largest amount; the borrower picks a smaller one.
  await expect(amount.locator('option:checked')).toHaveText('₦5,000.00');
  await amount.selectOption({ label: '₦3,000.00' });
  await expect(figure(page, 'Loan amount')).toHaveText('₦3,000.00');

  // The agreement is written for the chosen amount; the browser's back returns to it.
  await page.getByRole('link', { name: 'Read the loan agreement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan agreement' })).toBeVisible();
  await expect(page.getByText(/₦3,000\.00/).first()).toBeVisible();
  await page.goBack();
  await expect(amount.locator('option:checked')).toHaveText('₦3,000.00');
  // So does the screen's own back arrow.
  await page.getByRole('link', { name: 'Read the loan agreement' }).click();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(amount.locator('option:checked')).toHaveText('₦3,000.00');
  await expect(figure(page, 'Loan amount')).toHaveText('₦3,000.00');

  await page.reload();
  await expect(amount.locator('option:checked')).toHaveText('₦3,000.00');
  await expect(figure(page, 'Loan amount')).toHaveText('₦3,000.00');

  await page.goto('/#/user_center/language');
  // The Spanish catalogue loads on first use: the choice shows once it has arrived.
  await page.getByRole('radio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Idioma' })).toBeVisible();
  await page.goto('/#/borrow/confirm_borrow');
  await expect(page.getByLabel('Monto del préstamo').locator('option:checked')).toHaveText(/^3000,00\s₦$/);
  await expect(figure(page, 'Monto del préstamo')).toHaveText(/^3000,00\s₦$/);

  // Confirming borrows exactly the chosen amount.
  await page.getByLabel('He leído y acepto el contrato de préstamo').check();
  await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
  // The lending screen's title and heading say the same in Spanish: either will do.
  await expect(page.getByRole('heading', { name: /Su dinero va en camino|Estamos enviando su dinero|Su préstamo está activo/ }).first()).toBeVisible({ timeout: 15_000 });
  const { orders } = await borrower.call<{ orders: { amount: number | null }[] }>('/loan/loan-order/list', { tab: 'incomplete' });
  expect(orders[0]!.amount).toBe(3_000_00);
});

test('₦2,500 over 180 days chosen on the landing page and on to_borrow arrives as the offer, which offers every term', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // A guest picks ₦2,500 on the promotion, registers, and picks 180 days on to_borrow.
  await page.goto('/#/yx2ConfirmBorrow');
  await page.getByLabel('Amount').selectOption({ label: '₦2,500.00' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const mobile = freshMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/#\/borrow\/to_borrow\?amount=250000$/);
  await expect(page.getByLabel('Amount').locator('option:checked')).toHaveText('₦2,500.00');
  await page.getByLabel('Term').selectOption('180');
  await expect(page.getByLabel('Amount').locator('option:checked')).toHaveText('₦2,500.00');
  await page.getByRole('button', { name: 'Apply for this loan' }).click();
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);

  // The rest of the application through the API; the engine approves a first loan of ₦5,000.
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const { borrower, orderNo } = await applicationUpToSubmit(baseURL!, { mobile, token });
  await borrower.submit(orderNo);
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(14);

  // The offer starts from the choice, and lets the borrower change both.
  await page.goto('/#/borrow/confirm_borrow');
  const amount = page.getByLabel('Loan amount');
  await expect(amount.locator('option:checked')).toHaveText('₦2,500.00');
  await expect(page.getByRole('radio', { name: '180 days' })).toBeChecked();
  for (const days of ['91 days', '180 days', '365 days']) await expect(page.getByRole('radio', { name: days })).toBeVisible();
  await expect(figure(page, 'Duration')).toHaveText('180 days');
  await expect(figure(page, 'Loan amount')).toHaveText('₦2,500.00');
  await page.getByRole('radio', { name: '365 days' }).check();
  await expect(figure(page, 'Duration')).toHaveText('365 days');
  await expect(amount.locator('option:checked')).toHaveText('₦2,500.00');
  await page.getByLabel('I have read and accept the loan agreement').check();
  await page.getByRole('button', { name: 'Confirm and apply' }).click();
  await expect(page.getByRole('heading', { name: /Money on the way|Your loan is active/ }).first()).toBeVisible({ timeout: 15_000 });
  const { orders } = await borrower.call<{ orders: { amount: number | null; tenureDays: number | null; productName: string | null }[] }>('/loan/loan-order/list', { tab: 'incomplete' });
  expect(orders[0]).toMatchObject({ amount: 2_500_00, tenureDays: 365, productName: 'Lendline 12 Months' });
});
