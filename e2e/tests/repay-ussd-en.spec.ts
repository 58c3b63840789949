import { expect } from '@playwright/test';
import { formatMoney } from '@lendline/domain';
import { test } from './api-log.ts';
import { expectErrorAt } from './application-support.ts';
import { repayingLoan } from './loan-support.ts';

const naira = (minor: number) => formatMoney(minor, 'NGN', 'en');

test('a Nigerian borrower without mobile data repays by their bank’s USSD code: bank refused until chosen, the code with amount and reference, simulated, balance down', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { orderNo, detail } = await repayingLoan(page, baseURL!);
  const before = await detail();

  await page.goto(`/#/repay/cashier?orderNo=${orderNo}`);
  await page.reload();
  await expect(page.getByText(naira(before.dueNow)).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Dial your bank’s USSD code (no mobile data)' }).click();
  await expect(page.getByText(/works without mobile data or internet/)).toBeVisible();

  // No bank chosen: refused at the field, the amount kept.
  const bank = page.getByLabel('Your bank');
  const amount = page.getByLabel('Amount to repay');
  await amount.fill('2000');
  await page.getByRole('button', { name: 'Get the code to dial' }).click();
  await expectErrorAt(bank, 'Please choose your bank');
  await expect(amount).toHaveValue('2000');

  await bank.selectOption({ label: 'GTBank (Guaranty Trust Bank) (*737#)' });
  await page.getByRole('button', { name: 'Get the code to dial' }).click();
  const code = page.locator('.repay__ussd-code');
  await expect(code).toHaveText(/^\*737\*000\*8\d{17}#$/);
  const dial = (await code.textContent())!;
  const reference = dial.slice('*737*000*'.length, -1);
  await expect(page.getByRole('definition').filter({ hasText: naira(2_000_00) })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: reference })).toBeVisible();
  await expect(page.getByRole('link', { name: `Dial ${dial}` })).toHaveAttribute('href', `tel:${dial.replace('#', '%23')}`);
  await page.getByRole('button', { name: 'Copy Code to dial' }).click();
  await expect(page.getByText(/^(Copied|Copy failed\. Please write it down instead\.)$/)).toBeVisible();
  // Nothing wider than the 360 px screen.
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 361).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  expect(wider).toEqual([]);

  await page.getByRole('button', { name: 'Simulate paying this reference' }).click();
  await expect(page.getByText('The sandbox paid ₦2,000.00. Your balance is updated.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(`Still to repay: ${naira(before.outstanding - 2_000_00)}`, { exact: false })).toBeVisible({ timeout: 5_000 });
  expect((await detail()).outstanding).toBe(before.outstanding - 2_000_00);
});
