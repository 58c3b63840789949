import { expect } from '@playwright/test';
import { formatMoney, minorToDecimal } from '@lendline/domain';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { consoleAs, consoleAsAdmin, DESKTOP, inviteStaff, openArea } from './console-support.ts';
import { repayingLoan } from './loan-support.ts';

// The staff console (issue 22, ADR 075): desktop first.
test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const naira = (minor: number) => formatMoney(minor, 'NGN', 'en');

/** Two finance people, invited by the admin, enrolled from their links. */
async function staffForTheJourney(baseURL: string) {
  const [maker, checker] = await inviteStaff(baseURL, [
    { email: 'amaka.finance@e2e.lendline.test', name: 'Amaka Maker', roles: ['finance'] },
    { email: 'bola.finance@e2e.lendline.test', name: 'Bola Checker', roles: ['finance'] },
  ]);
  return { maker: maker!, checker: checker! };
}

test('a refund of a borrower’s credit asked by one finance person, approved by a second, sent through the sandbox payout rail and read in the borrower’s messages, axe-clean', async ({ page, baseURL, browser }) => {
  test.setTimeout(240_000);

  // A borrower who paid more than they owed: the rest is their credit.
  const { borrower, detail } = await repayingLoan(page, baseURL!);
  const owed = await detail();
  const paid = await borrower.call<{ providerReference: string }>('/sandbox/collections/pay', { amount: owed.outstanding + 2_500_00 });
  await expect.poll(async () => (await detail()).credit, { timeout: 20_000 }).toBeGreaterThan(0);
  const credit = (await detail()).credit;

  const { maker, checker } = await staffForTheJourney(baseURL!);

  // The maker finds the credit among the money held and asks for its refund.
  const makerPage = await consoleAs(browser, baseURL!, maker);
  await expectNoAxeViolations(makerPage, 'console start (finance)');
  await openArea(makerPage, 'Money in suspense');
  const row = makerPage.getByRole('row').filter({ hasText: paid.providerReference });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(makerPage, 'money in suspense');
  await row.getByRole('button', { name: /^Request refund for borrower / }).click();
  const form = makerPage.getByRole('region', { name: /^Request a refund for borrower / });
  await form.getByLabel('Amount (NGN)').fill(minorToDecimal(credit, 'NGN'));
  // The payout rail is the default (ADR 085): no transfer to make by hand, no reference to type.
  await expect(form.getByLabel('Send it through the payout rail to the borrower’s payout account')).toBeChecked();
  await expect(form.getByLabel('Bank transfer reference')).toHaveCount(0);
  await form.getByLabel('Reason').fill('Borrower overpaid the loan and asked for the rest back');
  await expectNoAxeViolations(makerPage, 'refund form');
  // From the keyboard: Enter in the last field sends the form.
  await form.getByLabel('Reason').press('Enter');
  await expect(makerPage.getByRole('status').filter({ hasText: 'Refund requested. A second person must approve it' })).toBeVisible();
  await expectNoAxeViolations(makerPage, 'money in suspense after the request');

  // The maker sees it waiting and cannot approve their own.
  await openArea(makerPage, 'Approvals');
  const own = makerPage.getByRole('article', { name: /^Refund of credit on borrower / });
  await expect(own.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(own.getByText('You asked for this, so a second person must approve it.')).toBeVisible();
  await expectNoAxeViolations(makerPage, 'approvals (maker)');

  // The checker sees what changes, before and after, and approves.
  const checkerPage = await consoleAs(browser, baseURL!, checker);
  await openArea(checkerPage, 'Approvals');
  const request = checkerPage.getByRole('article', { name: /^Refund of credit on borrower / });
  await expect(request.getByText('Amaka Maker')).toBeVisible();
  const change = request.getByRole('table', { name: 'The change, before and after' });
  const creditRow = change.getByRole('row').filter({ has: checkerPage.getByRole('rowheader', { name: 'Credit (changed)' }) });
  await expect(creditRow.getByRole('cell')).toHaveText([naira(credit), naira(0)]);
  await expect(change.getByRole('row').filter({ hasText: 'Refunded' }).getByRole('cell')).toHaveText(['', naira(credit)]);
  await expectNoAxeViolations(checkerPage, 'approvals (checker)');
  const approve = request.getByRole('button', { name: 'Approve' });
  await approve.focus();
  await checkerPage.keyboard.press('Enter');
  await expect(checkerPage.getByRole('status')).toHaveText('Refund of credit approved and done.');
  await expect(checkerPage.getByText('Nothing is waiting for approval.')).toBeVisible();
  await expectNoAxeViolations(checkerPage, 'approvals after approving');

  // The refund is on its way (the sandbox rail): the credit no longer counts as theirs.
  await expect.poll(async () => (await detail()).credit, { timeout: 10_000 }).toBe(0);

  // The maker sees it sent on the money-held screen once the rail confirms (the list asks again while it is in flight).
  await openArea(makerPage, 'Money in suspense');
  const refunds = makerPage.getByRole('table', { name: 'Refunds through the payout rail, newest first' });
  const sentRow = refunds.getByRole('row').filter({ hasText: naira(credit) });
  await expect(sentRow.getByRole('cell', { name: 'Sent: the borrower has it' })).toBeVisible({ timeout: 30_000 });
  await expect(sentRow.getByRole('cell', { name: /^ll-refund-[0-9a-f]{20}$/ })).toBeVisible();
  await expectNoAxeViolations(makerPage, 'money in suspense with the refund sent');

  // The borrower's app: the message centre says the refund was sent.
  await page.goto('/#/user_center/messages');
  const message = page.getByRole('link', { name: /^Refund sent/ });
  await expect(message).toBeVisible({ timeout: 10_000 });
  await message.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Refund sent' })).toBeVisible();
  await expect(page.getByText(`We sent ${naira(credit)} of your credit back to your bank account. It is no longer held for you.`)).toBeVisible();
  await expectNoAxeViolations(page, 'the borrower reads that the refund was sent');

  // One pass in Spanish, at tablet width.
  await checkerPage.getByLabel('Language').selectOption('es');
  await checkerPage.setViewportSize({ width: 768, height: 1024 });
  await expect(checkerPage.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeVisible();
  await expectNoAxeViolations(checkerPage, 'approvals, Spanish, tablet');
  await openArea(checkerPage, 'Dinero en suspenso');
  // The refunded credit has left the list (held after refunds): the table, or none when nothing else is held on this server.
  await expect(checkerPage.getByRole('table', { name: 'Dinero retenido, lo más reciente primero' }).or(checkerPage.getByText('No hay dinero retenido.'))).toBeVisible();
  await expectNoAxeViolations(checkerPage, 'money in suspense, Spanish, tablet');

  // The admin reads the trail of it, and the staff list.
  const adminPage = await consoleAsAdmin(browser, baseURL!);
  await openArea(adminPage, 'Audit trail');
  await expect(adminPage.getByRole('cell', { name: 'approval.approve' }).first()).toBeVisible();
  await expectNoAxeViolations(adminPage, 'audit trail');
  // The CSV of a few days around today (in Lagos), downloaded with the admin's session.
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);
  await adminPage.getByLabel('From (day)').fill(day(-1));
  await adminPage.getByLabel('To (day, included)').fill(day(1));
  await adminPage.getByLabel('Action').fill('approval.approve');
  await adminPage.getByRole('button', { name: 'Show' }).click();
  // The second admin's approvals of invitations' roles are there too (ADR 083): the checker's is one.
  await expect(adminPage.getByRole('table', { name: 'Staff actions, newest first' }).locator(':scope > tbody > tr').filter({ hasText: 'Bola Checker' })).toHaveCount(1);
  const csvHref = await adminPage.getByRole('link', { name: 'Download this range as CSV' }).getAttribute('href');
  const csv = await adminPage.request.get(csvHref!);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain('approval.approve');
  await expectNoAxeViolations(adminPage, 'audit trail filtered');
  await openArea(adminPage, 'Staff');
  await expect(adminPage.getByRole('cell', { name: 'Bola Checker', exact: true })).toBeVisible();
  await expectNoAxeViolations(adminPage, 'staff');
});
