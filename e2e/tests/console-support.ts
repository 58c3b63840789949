import { createHmac } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Role } from '@lendline/domain';
import { E2E_ADMIN, E2E_SECOND_ADMIN, e2eAdminEnrolmentToken } from '../api-driver.ts';

/**
 * The staff console's journeys (issue 22, ADR 075): people enrolled and signed in as a person
 * does, with RFC 6238 codes computed here. Desktop first.
 */
export const DESKTOP = { width: 1280, height: 800 };

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

export interface Person {
  email: string;
  name: string;
  password: string;
  secret: Buffer;
  /** The server accepts each step once, and none before the last used (ADR 072). */
  lastStep: number;
  /** How far the server's clock is ahead of this machine's (a sandbox clock moved forward): codes are of its time. */
  clockOffsetMs?: number;
}

/** A code for a step later than this person's last, within the server's one step of drift. */
async function nextCode(person: Person): Promise<string> {
  for (;;) {
    const now = Math.floor((Date.now() + (person.clockOffsetMs ?? 0)) / 30_000);
    const step = Math.max(person.lastStep + 1, now);
    if (step <= now + 1) {
      person.lastStep = step;
      return totp(person.secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

// ---------------------------------------------------------------- the staff API, as the console calls it

export async function staffCall<T>(api: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown, csrf?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', lang: 'en' };
  if (csrf) headers['x-csrf-token'] = csrf;
  const answer = method === 'GET' ? await api.get(path, { headers }) : await api.post(path, { headers, data: body ?? {} });
  const envelope = (await answer.json()) as { code: number; data: T; msg: string };
  expect(envelope, `${method} ${path}`).toMatchObject({ code: 0 });
  return envelope.data;
}

/** Follows an enrolment link as a person would: a password, then the first code from the key shown. */
export async function enrol(api: APIRequestContext, token: string, who: { email: string; name: string }): Promise<Person> {
  const password = `violet harbour lantern ${who.name.length}${who.email.length}`;
  const started = await staffCall<{ secret: string; otpauthUri: string }>(api, 'POST', '/staff/auth/enrol/start', { token, password });
  const person: Person = { ...who, password, secret: base32Bytes(started.secret), lastStep: 0 };
  await staffCall(api, 'POST', '/staff/auth/enrol/finish', { token, code: await nextCode(person) });
  return person;
}

export async function signInByApi(api: APIRequestContext, person: Person): Promise<string> {
  const answer = await staffCall<{ csrfToken: string }>(api, 'POST', '/staff/auth/sign-in', { email: person.email, password: person.password, code: await nextCode(person) });
  return answer.csrfToken;
}

/** A fresh browser (its own session cookie and tab) signed in to the console through its sign-in screen. */
export async function consoleAs(browser: Browser, baseURL: string, person: Person, where: { locale: string; timezoneId: string } = { locale: 'en-NG', timezoneId: 'Africa/Lagos' }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, ...where });
  const page = await context.newPage();
  await page.goto('/console/');
  // The console starts in the browser's language: the sign-in's words in either.
  await expect(page.getByRole('heading', { name: /^(Sign in|Iniciar sesión)$/ })).toBeVisible();
  await page.getByLabel(/^(Work email|Correo de trabajo)$/).fill(person.email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(person.password);
  await page.getByLabel(/^(6-digit code|Código de 6 dígitos)$/).fill(await nextCode(person));
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  await expect(page.getByText(new RegExp(`^(Signed in as|Sesión de) ${person.name}$`))).toBeVisible();
  return page;
}

export async function openArea(page: Page, name: string) {
  await page.getByRole('navigation', { name: /Work areas|Áreas de trabajo/ }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

// ---------------------------------------------------------------- the two administrators, shared by the journeys

/** What a journey needs to sign an admin in again: the password, the key and the last code's step. */
/** The e2e servers' markets: each server has its own two administrators (playwright.config.ts). */
type Market = 'NG' | 'MX';
const adminFile = (market: Market) => `e2e-admin-people-${market}.json`;
const adminLock = (market: Market) => `e2e-admin-${market}.lock`;

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}

/** The data directory of the server at `baseURL`: the collections journey's clock server has its own admins. */
function serverDir(baseURL: string): string | undefined {
  const collect = process.env.E2E_COLLECT_PORT;
  return collect && new URL(baseURL).port === collect ? `${dataDir()}-collect` : undefined;
}

/** The first invites people; the second approves the roles they were invited with (ADR 083). */
interface Admins {
  first: Person;
  second: Person;
}

const stored = (person: Person) => ({ ...person, secret: person.secret.toString('hex') });
const restored = (kept: Omit<Person, 'secret'> & { secret: string }): Person => ({ ...kept, secret: Buffer.from(kept.secret, 'hex') });

/**
 * An admin's enrolment link works once per server, and the journeys run in two workers that
 * each may need the admins: the first to come enrols them and keeps their passwords and keys in
 * the run's data directory; each use is under a lock file, so two never spend the same code step.
 */
async function withAdmins<T>(baseURL: string, market: Market, use: (api: APIRequestContext, admins: Admins) => Promise<T>): Promise<T> {
  const dir = serverDir(baseURL);
  const lock = path.join(dir ?? dataDir(), adminLock(market));
  const file = path.join(dir ?? dataDir(), adminFile(market));
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    let admins: Admins;
    if (existsSync(file)) {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<keyof Admins, Omit<Person, 'secret'> & { secret: string }>;
      admins = { first: restored(kept.first), second: restored(kept.second) };
    } else {
      admins = { first: await enrol(api, e2eAdminEnrolmentToken(market, 'first', dir), E2E_ADMIN), second: await enrol(api, e2eAdminEnrolmentToken(market, 'second', dir), E2E_SECOND_ADMIN) };
    }
    try {
      return await use(api, admins);
    } finally {
      writeFileSync(file, JSON.stringify({ first: stored(admins.first), second: stored(admins.second) }));
    }
  } finally {
    await api.dispose();
    rmSync(lock, { force: true });
  }
}

/** The second admin, in their own session, approves the roles an invitation asked for. */
export async function approveRoles(baseURL: string, second: Person, requests: readonly string[]): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const csrf = await signInByApi(api, second);
    for (const id of requests) expect((await staffCall<{ state: string }>(api, 'POST', `/staff/approvals/${id}/approve`, {}, csrf)).state).toBe('done');
  } finally {
    await api.dispose();
  }
}

/** The server's first admin invites each person with their roles (in its market), the second approves them, and each enrols from their link. */
export async function inviteStaff(baseURL: string, people: readonly { email: string; name: string; roles: Role[] }[], market: Market = 'NG'): Promise<Person[]> {
  return withAdmins(baseURL, market, async (api, admins) => {
    const csrf = await signInByApi(api, admins.first);
    const enrolled: Person[] = [];
    const requests: string[] = [];
    for (const { email, name, roles } of people) {
      const { link, rolesApproval } = await staffCall<{ link: string; rolesApproval: string }>(api, 'POST', '/staff/staff/invite', { email, name, roles, markets: [market] }, csrf);
      requests.push(rolesApproval);
      const token = decodeURIComponent(/[?&]token=([^&]+)/.exec(link)?.[1] ?? '');
      const fresh = await playwrightRequest.newContext({ baseURL });
      enrolled.push(await enrol(fresh, token, { email, name }));
      await fresh.dispose();
    }
    await approveRoles(baseURL, admins.second, requests);
    return enrolled;
  });
}

/** The admin signed in to the console in a fresh browser (under the admins' lock: see withAdmins). */
export async function consoleAsAdmin(browser: Browser, baseURL: string): Promise<Page> {
  return withAdmins(baseURL, 'NG', (_api, admins) => consoleAs(browser, baseURL, admins.first));
}
