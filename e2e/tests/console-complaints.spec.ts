import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { consoleAs, DESKTOP, inviteStaff, openArea } from './console-support.ts';
import { codeFromSandboxBanner, freshMobile } from './support.ts';

// Issue 22: a complaint is answered in the console's Complaints queue, and the answer reaches
// the borrower's message centre in the app (ADR 044, 047). The console is desktop first.
test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('a borrower’s complaint is answered by support in the console and the answer reaches the borrower’s messages, axe-clean', async ({ baseURL, browser }) => {
  test.setTimeout(180_000);

  // The borrower, on a phone, registers and files a complaint: acknowledged with its reference.
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, locale: 'en-NG', timezoneId: 'Africa/Lagos' });
  const app = await phone.newPage();
  await app.goto('/#/user/register');
  await app.getByLabel('Mobile number').fill(freshMobile());
  await app.getByRole('button', { name: 'Get code' }).click();
  await app.getByLabel('Verification code').fill(await codeFromSandboxBanner(app));
  await app.getByRole('button', { name: 'Create account' }).click();
  await expect(app.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await app.goto('/#/user_center/customer_services');
  await app.getByLabel('What is it about?').selectOption('payout');
  await app.getByLabel('What happened?').fill('My money has not arrived after two days.');
  await app.getByRole('button', { name: 'Send the complaint' }).click();
  const acknowledgement = app.getByRole('status').filter({ hasText: 'Complaint received' });
  await expect(acknowledgement).toContainText(/Your reference is CMP-\d{6}-[0-9A-Z]{6}\./);
  const reference = /CMP-\d{6}-[0-9A-Z]{6}/.exec((await acknowledgement.textContent()) ?? '')?.[0] ?? '';

  // A support person, invited by the admin, signs in and finds it in the open queue.
  const [support] = await inviteStaff(baseURL!, [{ email: 'chidi.support@e2e.lendline.test', name: 'Chidi Support', roles: ['support'] }]);
  const desk = await consoleAs(browser, baseURL!, support!);
  await openArea(desk, 'Complaints');
  await expect(desk.getByRole('radio', { name: /^Open \(\d+\)$/ })).toBeChecked();
  const complaint = desk.getByRole('article', { name: new RegExp(`Complaint ${reference}: Money not received`) });
  await expect(complaint.getByText('My money has not arrived after two days.')).toBeVisible();
  await expect(complaint.getByText('Waiting for an answer')).toBeVisible();
  await expectNoAxeViolations(desk, 'complaints queue');

  // Too short: told at the field, then answered.
  const answer = complaint.getByLabel(`Answer to ${reference}`);
  await answer.fill('No');
  await complaint.getByRole('button', { name: 'Send the answer' }).click();
  await expect(complaint.getByText('Write an answer of 3 to 2,000 characters.')).toBeVisible();
  await expect(answer).toBeFocused();
  await expectNoAxeViolations(desk, 'complaint answer with a field error');
  await answer.fill('We sent the transfer again today; it reaches your account within the hour.');
  await complaint.getByRole('button', { name: 'Send the answer' }).click();
  await expect(desk.getByRole('status')).toHaveText(`Answer to ${reference} sent. The borrower finds it in their messages.`);
  await expect(desk.getByRole('article', { name: new RegExp(reference) })).toHaveCount(0);

  // It is among the answered, with the answer given.
  await desk.getByRole('radio', { name: /^Answered \(\d+\)$/ }).check();
  const answered = desk.getByRole('article', { name: new RegExp(reference) });
  await expect(answered.getByText('We sent the transfer again today; it reaches your account within the hour.')).toBeVisible();
  await expect(answered.getByText('Answered', { exact: true })).toBeVisible();
  await expectNoAxeViolations(desk, 'answered complaints');

  // One pass in Spanish.
  await desk.getByLabel('Language').selectOption('es');
  await expect(desk.getByRole('radio', { name: /^Respondidos: \d+$/ })).toBeChecked();
  await expectNoAxeViolations(desk, 'answered complaints, Spanish');

  // The borrower reads the answer in the app's message centre, leading back to customer care.
  await app.goto('/#/user_center/messages');
  await app.getByRole('link', { name: /^Your complaint is answered/ }).click();
  await expect(app.getByText(`Our answer to your complaint ${reference}: We sent the transfer again today; it reaches your account within the hour. If this does not settle it, contact us again.`)).toBeVisible();
  await expect(app.getByRole('link', { name: 'See your complaints' })).toHaveAttribute('href', '#/user_center/customer_services');
  await expectNoAxeViolations(app, 'complaint answer in the messages');
  await phone.close();
});
