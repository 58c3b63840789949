import { expect } from '@playwright/test';
import { addCalendarDays } from '@lendline/domain';
import { registerBorrower } from '../api-driver.ts';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { consoleAs, DESKTOP, inviteStaff, openArea } from './console-support.ts';
import { advanceServerClock, applicationUpToSubmit } from './loan-support.ts';

// Issue 22, ADR 087: a loan goes overdue on a server whose clock this journey alone moves; a
// collector (invited by that server's admins) finds it in Collections, reminds the borrower and
// sends the extension offer, and the borrower's messages show both. English on this Nigerian
// server (the sandbox clock runs on no Mexican server); the screen is also checked in Spanish.
const BASE = `http://127.0.0.1:${process.env.E2E_COLLECT_PORT ?? '8194'}`;
test.use({ baseURL: BASE, viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const HOUR_MS = 3_600_000;


/** The server's clock to between 10:00 and 11:00 Lagos time on `day` (at least an hour ahead); its time then. */
async function serverTo(day: string): Promise<Date> {
  const now = await advanceServerClock(BASE, 1);
  const hours = Math.ceil((Date.parse(`${day}T10:00:00+01:00`) - now.getTime()) / HOUR_MS);
  return hours >= 1 ? advanceServerClock(BASE, hours) : now;
}

test('a collector finds an overdue loan, reminds the borrower and sends the extension offer; the borrower reads both, axe-clean at desktop and tablet width, in English and Spanish', async ({ browser }) => {
  test.setTimeout(240_000);
  // Invited while the server's clock is still today's: an enrolment link lives days, not weeks.
  const [collector] = await inviteStaff(BASE, [{ email: 'chidi.collections@e2e.lendline.test', name: 'Chidi Collector', roles: ['collections'] }]);

  const session = await registerBorrower(BASE);
  const { borrower, orderNo } = await applicationUpToSubmit(BASE, session);
  await borrower.submit(orderNo);
  const status = async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status;
  await expect.poll(status, { timeout: 20_000 }).toBe(14);
  const offer = await borrower.call<{ amount: number; tenure: number }>('/loan/confirm/product-info', { orderNo });
  await borrower.call('/loan/get-money', { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true });
  await expect.poll(status, { timeout: 20_000 }).toBe(2);
  const { nextDueDate } = await borrower.call<{ nextDueDate: string }>('/repay/repay-order/detail', { orderNo });
  const overdueTitles = async () => (await borrower.call<{ messages: { title: string }[] }>('/inbox/messages', { page: 1 })).messages.filter((m) => m.title === 'Payment overdue').length;

  // The first day overdue: the nightly run moves the loan, the hourly sweep sends its own reminder.
  await serverTo(addCalendarDays(nextDueDate, 1));
  await expect.poll(status, { timeout: 30_000 }).toBe(3);
  await expect.poll(overdueTitles, { timeout: 30_000 }).toBe(1);
  // The second day: the sweep waits three days between overdue reminders, so the collector may send one.
  const serverNow = await serverTo(addCalendarDays(nextDueDate, 2));
  // Its sign-in code is of the server's time, days ahead of this machine's.
  collector!.clockOffsetMs = serverNow.getTime() - Date.now();

  const desk = await consoleAs(browser, BASE, collector!);
  await openArea(desk, 'Collections');
  const row = desk.getByRole('article', { name: new RegExp(`loan ${orderNo}$`) });
  await expect(row.getByText(/^2 \(1-30 days\), oldest unpaid due /)).toBeVisible();
  await expect(row.getByText(/^\d{3}\*+\d{4}$/)).toBeVisible();
  await expect(row.getByText(session.mobile)).toHaveCount(0);
  await expectNoAxeViolations(desk, 'collections queue');

  await row.getByRole('button', { name: `Send a reminder for loan ${orderNo}` }).click();
  await expect(desk.getByRole('status')).toHaveText(`Reminder sent for loan ${orderNo}.`);
  await row.getByRole('button', { name: `Send the extension offer for loan ${orderNo}` }).click();
  await expect(desk.getByRole('status')).toHaveText(`Extension offer sent for loan ${orderNo}.`);
  // A second reminder the same day is refused, in words.
  await row.getByRole('button', { name: `Send a reminder for loan ${orderNo}` }).click();
  await expect(row.getByText('This borrower already had a reminder today. One reminder a day at most')).toBeVisible();

  // A promise to pay needs its day and amount; the row then shows it.
  await row.getByRole('button', { name: `Add a note for loan ${orderNo}` }).click();
  const form = row.getByRole('form', { name: `Add a note for loan ${orderNo}` });
  await form.getByLabel('Note').fill('Promised on the phone after the reminder');
  await form.getByLabel('Promised amount in NGN (optional)').fill('5000');
  await form.getByRole('button', { name: 'Save the note' }).click();
  await expect(form.getByText('Give both the day and the amount, or neither')).toBeVisible();
  await expectNoAxeViolations(desk, 'note form with a field error');
  await form.getByLabel('Promised day (optional)').fill(addCalendarDays(nextDueDate, 5));
  await form.getByRole('button', { name: 'Save the note' }).click();
  await expect(desk.getByRole('status')).toHaveText(`Promise to pay saved for loan ${orderNo}.`);
  await expect(row.getByText(/^Promise to pay by Chidi Collector, /)).toBeVisible();

  // Usable at tablet width, and in Spanish.
  await desk.setViewportSize({ width: 768, height: 1024 });
  await expectNoAxeViolations(desk, 'collections queue, tablet');
  await desk.getByLabel('Language').selectOption('es');
  await expect(desk.getByRole('heading', { level: 1, name: 'Cobranza' })).toBeVisible();
  await expectNoAxeViolations(desk, 'collections queue, Spanish');

  // The borrower: the sweep's reminder and the collector's, and the offer with its terms.
  const { messages } = await borrower.call<{ messages: { title: string; body: string }[] }>('/inbox/messages', { page: 1 });
  expect(messages.filter((m) => m.title === 'Payment overdue')).toHaveLength(2);
  expect(messages.find((m) => m.title === 'You can extend your loan')?.body).toMatch(/move your due date by \d+ days, to .+, for a fee of ₦/);
  await desk.context().close();
});
