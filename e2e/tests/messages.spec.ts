import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { repayingLoan } from './loan-support.ts';

// The message centre (issue 12, ADR 047): a borrower whose loan was approved and paid out has
// two messages, counted on the Me tab; opening one marks it read and the count drops.
test('a paid-out borrower reads their messages, and the unread count on Me drops', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { orderNo } = await repayingLoan(page, baseURL!);

  await page.goto('/#/me');
  await expect(page.getByRole('link', { name: 'Me, 2 unread messages' })).toBeVisible({ timeout: 10_000 });
  // The badge beside the tab's label: no name that contradicts what is seen (issue 19, label-content-name-mismatch).
  await expectNoAxeViolations(page, 'me with the unread badge');
  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/#\/user_center\/messages$/);
  const sent = page.getByRole('link', { name: /^Money sent/ });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Unread')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Your loan is approved/ })).toBeVisible();
  await expectNoAxeViolations(page, 'message list');

  await sent.click();
  await expect(page).toHaveURL(/#\/user_center\/messages\/detail\?id=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Money sent' })).toBeVisible();
  await expect(page.getByText(/^We sent ₦[\d,]+\.\d\d to your bank account\. Please repay ₦[\d,]+\.\d\d by \d+ \w+ \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your loan' })).toHaveAttribute('href', `#/repay/repay_detail?orderNo=${orderNo}`);
  await expectNoAxeViolations(page, 'message detail');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: /^Money sent/ }).getByText('Unread')).toHaveCount(0);
  await page.goto('/#/me');
  await expect(page.getByRole('link', { name: 'Me, 1 unread message' })).toBeVisible();

  // The same messages in Spanish, written when read in the language chosen now.
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/#/user_center/messages');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
  await page.getByRole('link', { name: /^Su préstamo fue aprobado/ }).click();
  await expect(page.getByText(/^Buenas noticias: puede pedir hasta/)).toBeVisible();
  await expectNoAxeViolations(page, 'message detail (es)');
  await page.goto('/#/me');
  await expect(page.getByRole('link', { name: 'Mi cuenta', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /mensajes? sin leer/ })).toHaveCount(0);
});
