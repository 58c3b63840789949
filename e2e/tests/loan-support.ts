import { expect, type Page } from '@playwright/test';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import { ANSWERS, borrowerApi, EMPLOYED_WORK, freshNin, PERSONAL } from '../api-driver.ts';
import { registerInUi } from './application-support.ts';

/** The value beside a figure's label on the confirm screen (a <dt>/<dd> pair). */
export function figure(page: Page, label: string) {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page.locator('.figures__row', { has: page.locator('dt', { hasText: exact }) }).locator('dd');
}

/**
 * A signed-in borrower's application driven through the API up to the bank-card review
 * (status 5), with the answers and work form given; returns the API and the order number.
 */
export async function applicationUpToSubmit(
  baseURL: string,
  session: { mobile: string; token: string },
  options: { answers?: Record<string, string>; account?: string; bvn?: string } = {},
) {
  const borrower = borrowerApi(baseURL, session.token, session.mobile);
  const { orderNo } = await borrower.call('/loan/loan-order/apply-market');
  await borrower.call('/user/saveBasicInfo-market', PERSONAL);
  await borrower.identity(2, freshNin());
  await borrower.call('/user/saveAdditionInfo-market', EMPLOYED_WORK);
  await borrower.call('/user/save/questionnaire', { answers: options.answers ?? ANSWERS });
  const { account } = await borrower.addBank(options.account, options.bvn);
  return { borrower, orderNo, account };
}

/**
 * Home, reloaded, must show `title` (a status banner). Home reads the order once per load, and
 * a reload served by the service worker can come before a job has moved the order on: reload
 * until it shows, as a borrower would pull to refresh.
 */
export async function expectHomeBanner(page: Page, title: string | RegExp) {
  await page.goto('/#/');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** What the journeys read of `/repay/repay-order/detail`. */
export interface RepayDetail {
  orderNo: string;
  status: number;
  totalRepayable: number;
  outstanding: number;
  dueNow: number;
  nextDueDate: string | null;
  overdueDays: number;
  penalty: number;
  credit: number;
  waived: number;
}

/** A borrower signed in on `page` whose loan was paid out (status 2), driven through the API up to the money. */
export async function repayingLoan(page: Page, baseURL: string) {
  const session = await registerInUi(page, 'en');
  const { borrower, orderNo } = await applicationUpToSubmit(baseURL, session);
  await borrower.submit(orderNo);
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(14);
  const offer = await borrower.call<{ amount: number; tenure: number }>('/loan/confirm/product-info', { orderNo });
  await borrower.call('/loan/get-money', { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true });
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(2);
  const detail = () => borrower.call<RepayDetail>('/repay/repay-order/detail', { orderNo });
  return { borrower, orderNo, detail, mobile: session.mobile, firstRatePpm: (offer as unknown as { figures: { dailyInterestPpm: number } }).figures.dailyInterestPpm };
}

/** Moves the clock of the server at `base` forward by whole hours (the test-only `/sandbox/clock`) and answers its new time. */
export async function advanceServerClock(base: string, hours: number): Promise<Date> {
  const query = new URLSearchParams({ timestamp: String(Math.floor(Date.now() / 1000)) });
  const res = await fetch(`${base}/api/${encryptPath('/sandbox/clock', DEFAULT_PACKAGE_NAME)}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', packageName: DEFAULT_PACKAGE_NAME },
    body: JSON.stringify({ advanceHours: hours }),
  });
  const envelope = (await res.json()) as { code: number; data: { now: string } };
  expect(envelope.code).toBe(0);
  return new Date(envelope.data.now);
}
