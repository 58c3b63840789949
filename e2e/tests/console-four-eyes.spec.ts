import { createHmac } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatMoney, minorToDecimal } from '@lendline/domain';
import { E2E_ADMIN, e2eAdminEnrolmentToken } from '../api-driver.ts';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { repayingLoan } from './loan-support.ts';

// The staff console (issue 22, ADR 075): desktop first.
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const naira = (minor: number) => formatMoney(minor, 'NGN', 'en');

// ---------------------------------------------------------------- TOTP, as an authenticator app computes it

/** RFC 4648 base32 (what the enrolment shows as the key to type), spaces and padding ignored. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 with its defaults (SHA-1, 30-second steps, 6 digits): HOTP of the step, dynamically truncated. */
function totp(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

interface Person {
  email: string;
  name: string;
  password: string;
  secret: Buffer;
  /** The server accepts each step once, and none before the last used (ADR 072). */
  lastStep: number;
}

/** A code for a step later than this person's last, within the server's one step of drift. */
async function nextCode(person: Person): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(person.lastStep + 1, now);
    if (step <= now + 1) {
      person.lastStep = step;
      return totp(person.secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

// ---------------------------------------------------------------- the staff API, as the console calls it

async function staffCall<T>(api: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown, csrf?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', lang: 'en' };
  if (csrf) headers['x-csrf-token'] = csrf;
  const answer = method === 'GET' ? await api.get(path, { headers }) : await api.post(path, { headers, data: body ?? {} });
  const envelope = (await answer.json()) as { code: number; data: T; msg: string };
  expect(envelope, `${method} ${path}`).toMatchObject({ code: 0 });
  return envelope.data;
}

/** Follows an enrolment link as a person would: a password, then the first code from the key shown. */
async function enrol(api: APIRequestContext, token: string, who: { email: string; name: string }): Promise<Person> {
  const password = `violet harbour lantern ${who.name.length}${who.email.length}`;
  const started = await staffCall<{ secret: string; otpauthUri: string }>(api, 'POST', '/staff/auth/enrol/start', { token, password });
  const person: Person = { ...who, password, secret: base32Bytes(started.secret), lastStep: 0 };
  await staffCall(api, 'POST', '/staff/auth/enrol/finish', { token, code: await nextCode(person) });
  return person;
}

async function signInByApi(api: APIRequestContext, person: Person): Promise<string> {
  const answer = await staffCall<{ csrfToken: string }>(api, 'POST', '/staff/auth/sign-in', { email: person.email, password: person.password, code: await nextCode(person) });
  return answer.csrfToken;
}

/** The admin (from the CLI's link) signs in and invites two finance people, who enrol from their links. */
async function staffForTheJourney(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const admin = await enrol(api, e2eAdminEnrolmentToken(), E2E_ADMIN);
  const csrf = await signInByApi(api, admin);
  const invite = async (email: string, name: string) => {
    const { link } = await staffCall<{ link: string }>(api, 'POST', '/staff/staff/invite', { email, name, roles: ['finance'], markets: ['NG'] }, csrf);
    const token = decodeURIComponent(/[?&]token=([^&]+)/.exec(link)?.[1] ?? '');
    const fresh = await playwrightRequest.newContext({ baseURL });
    const person = await enrol(fresh, token, { email, name });
    await fresh.dispose();
    return person;
  };
  const maker = await invite('amaka.finance@e2e.lendline.test', 'Amaka Maker');
  const checker = await invite('bola.finance@e2e.lendline.test', 'Bola Checker');
  await api.dispose();
  return { admin, maker, checker };
}

/** A fresh browser (its own session cookie and tab) signed in to the console through its sign-in screen. */
async function consoleAs(browser: Browser, baseURL: string, person: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-NG', timezoneId: 'Africa/Lagos' });
  const page = await context.newPage();
  await page.goto('/console/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Work email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByLabel('6-digit code').fill(await nextCode(person));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${person.name}`)).toBeVisible();
  return page;
}

async function openArea(page: Page, name: string) {
  await page.getByRole('navigation', { name: /Work areas|Áreas de trabajo/ }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a refund of a borrower’s credit asked by one finance person and approved by a second, in the console, axe-clean', async ({ page, baseURL, browser }) => {
  test.setTimeout(240_000);

  // A borrower who paid more than they owed: the rest is their credit.
  const { borrower, detail } = await repayingLoan(page, baseURL!);
  const owed = await detail();
  const paid = await borrower.call<{ providerReference: string }>('/sandbox/collections/pay', { amount: owed.outstanding + 2_500_00 });
  await expect.poll(async () => (await detail()).credit, { timeout: 20_000 }).toBeGreaterThan(0);
  const credit = (await detail()).credit;

  const { admin, maker, checker } = await staffForTheJourney(baseURL!);

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
  await form.getByLabel('Bank transfer reference').fill('NIP-E2E-0001');
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

  // The borrower's credit has gone back to them.
  await expect.poll(async () => (await detail()).credit, { timeout: 10_000 }).toBe(0);

  // One pass in Spanish, at tablet width.
  await checkerPage.getByLabel('Language').selectOption('es');
  await checkerPage.setViewportSize({ width: 768, height: 1024 });
  await expect(checkerPage.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeVisible();
  await expectNoAxeViolations(checkerPage, 'approvals, Spanish, tablet');
  await openArea(checkerPage, 'Dinero en suspenso');
  await expect(checkerPage.getByRole('table', { name: 'Dinero retenido, lo más reciente primero' })).toBeVisible();
  await expectNoAxeViolations(checkerPage, 'money in suspense, Spanish, tablet');

  // The admin reads the trail of it, and the staff list.
  const adminPage = await consoleAs(browser, baseURL!, admin);
  await openArea(adminPage, 'Audit trail');
  await expect(adminPage.getByRole('cell', { name: 'approval.approve' }).first()).toBeVisible();
  await expectNoAxeViolations(adminPage, 'audit trail');
  // The CSV of a few days around today (in Lagos), downloaded with the admin's session.
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);
  await adminPage.getByLabel('From (day)').fill(day(-1));
  await adminPage.getByLabel('To (day, included)').fill(day(1));
  await adminPage.getByLabel('Action').fill('approval.approve');
  await adminPage.getByRole('button', { name: 'Show' }).click();
  await expect(adminPage.getByRole('table', { name: 'Staff actions, newest first' }).locator(':scope > tbody > tr')).toHaveCount(1);
  const csvHref = await adminPage.getByRole('link', { name: 'Download this range as CSV' }).getAttribute('href');
  const csv = await adminPage.request.get(csvHref!);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain('approval.approve');
  await expectNoAxeViolations(adminPage, 'audit trail filtered');
  await openArea(adminPage, 'Staff');
  await expect(adminPage.getByRole('cell', { name: 'Bola Checker', exact: true })).toBeVisible();
  await expectNoAxeViolations(adminPage, 'staff');
});
