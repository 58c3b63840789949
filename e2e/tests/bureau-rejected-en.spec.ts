import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { agreeToBureauCheck, registerInUi, reopenAndApply } from './application-support.ts';
import { applicationUpToSubmit } from './loan-support.ts';

// Issue 24 (ADR 102): consent → inquiry → decision with reasons, in Nigeria, in English.
test('a borrower consents to the bureau check; a delinquent file is rejected, naming the bureau and how to dispute it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const session = await registerInUi(page, 'en');
  // The sandbox bureau answers by the BVN's first two digits: 32 is a delinquent file.
  const bvn = `32${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const { borrower, orderNo } = await applicationUpToSubmit(baseURL!, session, { bvn });

  await reopenAndApply(page, /#\/bank_account\/add_bankcard$/);
  await expect(page.getByRole('heading', { name: 'Credit bureau check' })).toBeVisible();
  // What is asked, of whom, and why.
  await expect(page.getByText(/we ask Sandbox Credit Bureau for your credit report/)).toBeVisible();
  await expect(page.getByText(/Without your consent we cannot check the bureau, and without that check we cannot assess your application/)).toBeVisible();
  await expectNoAxeViolations(page, 'bureau consent');
  await agreeToBureauCheck(page);
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/#\/auth\/review_tips/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'We cannot offer you a loan right now' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^This decision used your credit report from Sandbox Credit Bureau\. If anything in it is wrong, you can dispute it with Sandbox Credit Bureau free of charge/)).toBeVisible();
  const recommendation = await borrower.call<{ rejected: boolean; bureau?: { name: string } }>('/app/isRejectRecommendation', { orderNo });
  expect(recommendation).toMatchObject({ rejected: true, bureau: { name: 'Sandbox Credit Bureau' } });
  const consent = await borrower.call<{ consent: { nipConfirmed: boolean; withdrawnAt: string | null } | null }>('/bureau/consent', { orderNo });
  expect(consent.consent).toMatchObject({ nipConfirmed: false, withdrawnAt: null });
});
