import { expect, type Page } from '@playwright/test';
import { ANSWERS, borrowerApi, EMPLOYED_WORK, freshNin, PERSONAL } from '../api-driver.ts';

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
  options: { answers?: Record<string, string>; account?: string } = {},
) {
  const borrower = borrowerApi(baseURL, session.token, session.mobile);
  const { orderNo } = await borrower.call('/loan/loan-order/apply-market');
  await borrower.call('/user/saveBasicInfo-market', PERSONAL);
  await borrower.identity(2, freshNin());
  await borrower.call('/user/saveAdditionInfo-market', EMPLOYED_WORK);
  await borrower.call('/user/save/questionnaire', { answers: options.answers ?? ANSWERS });
  const { account } = await borrower.addBank(options.account);
  return { borrower, orderNo, account };
}

/** Home, reloaded, must show `title` (a status banner). */
export async function expectHomeBanner(page: Page, title: string | RegExp) {
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
}
