import { readFile } from 'node:fs/promises';
import { formatMoney } from '@lendline/domain';
import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { repayingLoan } from './loan-support.ts';

// 360x740 comes from the project's config (playwright.config.ts).

test('a Nigerian borrower asks for their data from Me, waits for it, reads it and downloads the JSON, which holds their phone, name and loan (issue 24, ADR 103)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { orderNo, mobile, detail } = await repayingLoan(page, baseURL!);
  const { totalRepayable } = await detail();

  await page.goto('/#/me');
  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/#\/user_center\/my_data$/);
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await expectNoAxeViolations(page, 'your data');
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  // The job prepares it within seconds; the screen asks again by itself until it is ready.
  const open = page.getByRole('link', { name: 'Open my data' });
  await expect(open).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Your data is ready until /)).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/#\/user_center\/my_data\/export\?t=[A-Za-z0-9_-]{48}$/);

  // The readable page: each section under its heading, each field in words with the file's name under it.
  const account = page.getByRole('region', { name: 'Account', exact: true });
  await expect(account).toContainText(`234${mobile.slice(1)}`);
  await expect(account.getByRole('term').filter({ hasText: 'Phone number' })).toHaveText('Phone number phone');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Funmi');
  const loans = page.getByRole('region', { name: 'Loans and payments' });
  await expect(loans).toContainText(orderNo);
  // Money as the loan screens write it, in naira, never as a count of kobo; instants as dates and times.
  const total = loans.getByRole('term').filter({ has: page.locator('code', { hasText: /^totalRepayable$/ }) }).first();
  await expect(total).toContainText('Total to repay');
  await expect(total.locator('xpath=following-sibling::dd[1]')).toHaveText(formatMoney(totalRepayable, 'NGN', 'en'));
  await expect(loans).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/);
  await expectNoAxeViolations(page, 'your data file');

  // The JSON file, made in the browser from the same answer.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as a file (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lendline-my-data.json');
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    format: string; account: { phone: string; market: string }; profile: { personal: { firstName: string; lastName: string } }; loans: { orderNo: string }[];
  };
  expect(file.format).toBe('lendline-data-export/1');
  expect(file.account).toMatchObject({ phone: `234${mobile.slice(1)}`, market: 'NG' });
  expect(file.profile.personal).toMatchObject({ firstName: 'Funmi', lastName: 'Adeyemi' });
  expect(file.loans.map((loan) => loan.orderNo)).toEqual([orderNo]);
});
