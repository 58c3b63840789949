import { expect } from '@playwright/test';
import { formatMoney } from '@lendline/domain';
import { test } from './api-log.ts';
import { advanceServerClock, repayingLoan } from './loan-support.ts';

/** The Nigerian server whose clock this journey moves (SANDBOX_CLOCK, see playwright.config.ts). */
const CLOCK_BASE = `http://127.0.0.1:${process.env.E2E_CLOCK_PORT ?? '8193'}`;
test.use({ baseURL: CLOCK_BASE });

const naira = (minor: number) => formatMoney(minor, 'NGN', 'en');
const DAY_MS = 86_400_000;


test('a Nigerian loan goes overdue, its penalty is shown and explained on repay_detail and in the statement, the borrower rolls over to a new date, and repaying it does not raise the limit', async ({ page }) => {
  test.setTimeout(150_000);
  const { borrower, orderNo, detail } = await repayingLoan(page, CLOCK_BASE);
  const fresh = await detail();
  expect(fresh.penalty).toBe(0);

  // Two days past the due date, Lagos time: the nightly run has made the loan overdue and charged a penalty.
  const now = await advanceServerClock(CLOCK_BASE, 1);
  const due = Date.parse(`${fresh.nextDueDate}T00:00:00+01:00`);
  await advanceServerClock(CLOCK_BASE, Math.ceil((due + 2 * DAY_MS + 2 * 3_600_000 - now.getTime()) / 3_600_000));
  await expect.poll(async () => (await detail()).status, { timeout: 30_000 }).toBe(3);
  const overdue = await detail();
  expect(overdue.overdueDays).toBeGreaterThanOrEqual(1);
  expect(overdue.penalty).toBeGreaterThan(0);

  // Home says so, and repay_detail shows the penalty with what it is.
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByRole('heading', { name: /overdue/i })).toBeVisible({ timeout: 15_000 });
  await page.goto(`/#/repay/repay_detail?orderNo=${orderNo}`);
  await expect(page.getByText(naira(overdue.penalty)).first()).toBeVisible();
  await expect(page.getByText(/2% a day/).first()).toBeVisible();
  // Which days the penalty was charged for (issue 19).
  await expect(page.getByText(/^Charged for .+\.$/)).toBeVisible();

  // The statement lists the penalty among the loan's events.
  await page.goto(`/#/records/statement?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan statement' })).toBeVisible();
  await expect(page.getByText(/penalty/i).first()).toBeVisible();

  // The rollover: its cost in plain words, the renewal agreement, the fee paid, the new date.
  await page.goto(`/#/repay/repay_detail?orderNo=${orderNo}`);
  await page.getByRole('link', { name: 'Need more time? Extend the due date' }).click();
  await expect(page).toHaveURL(/#\/repay\/exhibition_period_detail\?orderNo=/);
  const quote = await borrower.call<{ total: number; newDueDate: string; canExtend: boolean }>('/repay/getExtensionData', { orderNo });
  expect(quote.canExtend).toBe(true);
  await expect(page.getByText(`You pay now: ${naira(quote.total)}`)).toBeVisible();
  // What stays owed is everything owed, penalty included, as repay_detail says it (issue 19).
  await expect(page.getByText(`you still owe ${naira(overdue.outstanding)},`, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to extend' }).click();
  await page.getByRole('link', { name: 'Read the renewal agreement' }).click();
  await expect(page).toHaveURL(/#\/convenios\?orderNo=/);
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await page.goBack();

  // Agreeing is required before paying: the error sits at the box, and nothing is sent.
  const card = page.getByRole('button', { name: 'Card, USSD or bank app (Paystack)' });
  await card.click();
  await expect(page.getByRole('alert').filter({ hasText: /accept/i })).toBeVisible();
  // A tick box a thumb can hit (issue 19): the box itself 24 px, its label's target at least 44×44.
  const tick = page.getByRole('checkbox', { name: 'I have read and accept the renewal agreement' });
  const box = (await tick.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  const target = (await page.locator('label').filter({ has: tick }).boundingBox())!;
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  await tick.check();
  await card.click();
  await page.getByRole('button', { name: 'Simulate paying the fee (sandbox)' }).click();
  await expect(page.getByText(/^Done: your new due date is /)).toBeVisible({ timeout: 15_000 });

  await expect.poll(async () => (await detail()).status, { timeout: 10_000 }).toBe(2);
  const extended = await detail();
  expect(extended.nextDueDate).toBe(quote.newDueDate);
  expect(extended.overdueDays).toBe(0);
  // The penalty already charged stays owed; the rollover does not waive it.
  expect(extended.penalty).toBe(overdue.penalty);

  // Repaid by the new due date, the loan still went overdue: the limit does not rise (issue 19, ADR 019).
  await borrower.call('/sandbox/collections/pay', { amount: extended.outstanding });
  await expect.poll(async () => (await detail()).status, { timeout: 15_000 }).toBe(4);
  expect(await borrower.call('/loan/get-credit-info')).toMatchObject({ onTimeRepayments: 0, tierLimit: 5_000_00, reloanEligible: false });
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByText(`Your next loan: up to ${naira(5_000_00)}.`)).toBeVisible({ timeout: 15_000 });
});
