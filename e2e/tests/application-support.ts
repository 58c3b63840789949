import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PACKAGE_NAME, encryptPath, endpoint, errorMessage, nigerianBanks, nubanCheckDigit } from '@lendline/domain';
import { codeFromSandboxBanner, freshMobile } from './support.ts';

// ---------------------------------------------------------------- images

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A bright RGB PNG (mean well above the sandbox KYC's "dark photo" limit of 24/255), with a
 * gentle pattern so it is not a flat colour. `shade` shifts the colours so the three photos differ.
 */
export function brightPng(width = 480, height = 320, shade = 0): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const base = 170 + ((x + y + shade * 7) % 60);
      row[1 + x * 3] = base;
      row[2 + x * 3] = 200 - ((x * 3 + shade) % 40);
      row[3 + x * 3] = 180 + ((y + shade) % 50);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Files for `setInputFiles`. */
export const photo = (name: string, shade: number) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: brightPng(480, 320, shade) });

// ---------------------------------------------------------------- banking

/** A valid NUBAN at a bank of `nigerianBanks()` (by name), never ending 0000/9999 (sandbox failures). */
export function validNuban(bankName: string): string {
  const bank = nigerianBanks().find((b) => b.name === bankName);
  if (!bank?.cbnCode) throw new Error(`no CBN code for ${bankName}`);
  const serial = `3${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}1`;
  return serial + String(nubanCheckDigit(bank.cbnCode, serial));
}

/** The same account number with a wrong check digit. */
export function badCheckDigit(account: string): string {
  return account.slice(0, 9) + String((Number(account[9]) + 1) % 10);
}

// ---------------------------------------------------------------- API as the signed-in borrower

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * One call of the contract with the borrower's token: method and body encoding from the
 * domain's endpoint table; `file` makes it a multipart upload (the contract's field "file").
 */
export async function authedCall<T>(baseURL: string, token: string, path: string, body: Record<string, unknown> = {}, file?: Buffer): Promise<T> {
  const def = endpoint(path);
  const query = new URLSearchParams({ timestamp: String(Math.floor(Date.now() / 1000)) });
  const headers: Record<string, string> = { authorization: token, packageName: DEFAULT_PACKAGE_NAME, lang: 'en' };
  let init: RequestInit = { method: def.method, headers };
  if (def.method === 'GET') {
    for (const [key, value] of Object.entries(body)) query.set(key, String(value));
  } else if (file) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
    init = { ...init, body: form };
  } else if (def.encoding === 'form') {
    init = { ...init, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body as Record<string, string>).toString() };
  } else {
    init = { ...init, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  }
  const res = await fetch(`${baseURL}/api/${encryptPath(path, DEFAULT_PACKAGE_NAME)}?${query}`, init);
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg} ${JSON.stringify(envelope.data)}`);
  return envelope.data;
}

/** The latest SMS code the sandbox sent to a number (any purpose). */
export async function latestSandboxCode(baseURL: string, mobile: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/${encryptPath('/sandbox/sms/latest', DEFAULT_PACKAGE_NAME)}?${new URLSearchParams({ mobile, timestamp: String(Math.floor(Date.now() / 1000)) })}`);
  const envelope = (await res.json()) as Envelope<{ code: string }>;
  if (envelope.code !== 0) throw new Error(`/sandbox/sms/latest: ${envelope.code} ${envelope.msg}`);
  return envelope.data.code;
}

// ---------------------------------------------------------------- driving steps through the API

/** Bodies of the contract for driving steps through the API (a valid Nigerian borrower). */
export const PERSONAL = {
  firstName: 'Ngozi',
  middleName: '',
  lastName: 'Adeyemi',
  gender: '2',
  inputBirthday: '1991-03-14',
  education: 'bachelors',
  maritalStatus: 'single',
  loanPurpose: 'health',
  residenceType: 'rented',
  state: 'NG-LA',
  city: 'Ikeja',
  address: '12 Allen Avenue',
  postalCode: '',
  email: 'ngozi.adeyemi@gmail.com',
  whatsappNo: '08031234567',
  sparePhone: '',
};

export const WORK = {
  employmentType: 'unemployed',
  monthlySalary: 'below50k',
  incomeSource: 'father',
  emergencyContactName1: 'Bola Adeyemi',
  emergencyContactMobile1: '08051112222',
  emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Chidi Eze',
  emergencyContactMobile2: '08062223333',
  emergencyContactRelation2: 'friends',
};

export const ANSWERS = { q1: 'no', q2: 'no', q3: 'good', q4: 'none', q5: 'none', q6: 'none', q7: 'below50k', q8: '1', q9: '0', q10: '1', q11: '0' };

/**
 * Opens the app afresh at home and presses the status card's button: "Continue your
 * application" while the application is under way, "Detail" once submitted (status 1); the
 * app must land on `route`.
 */
export async function reopenAndApply(page: Page, route: RegExp, button = 'Continue your application') {
  await page.goto('/#/');
  await page.reload();
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(route);
}

/** The signed-in borrower's API, with the steps that need more than one call. */
export function borrowerApi(baseURL: string, token: string, mobile: string) {
  const call = <T = { orderNo: string; status: number }>(path: string, body: Record<string, unknown> = {}, file?: Buffer) =>
    authedCall<T>(baseURL, token, path, body, file);
  return {
    call,
    /** ID front, back and face, then the NIN: status 12 → 11. */
    async identity(shade: number, nin: string) {
      await call('/user/upload/curp/front', {}, brightPng(640, 400, shade));
      await call('/user/upload/curp/back', {}, brightPng(640, 400, shade + 1));
      await call('/user/saveFaceImage', {}, brightPng(480, 480, shade + 2));
      return call('/user/finishUploadAllImg', { idType: 'nin', idNumber: nin });
    },
    /** A First Bank account with a valid NUBAN and the bank-card code from the sandbox SMS; returns the number. */
    async addBank() {
      const account = validNuban('First Bank of Nigeria');
      await call('/security/getVerifyCode', { mobile, type: 'bankCard' });
      const verifyCode = await latestSandboxCode(baseURL, mobile);
      const step = await call('/user/addBankCard', { bankCode: '011', accountNumber: account, confirmAccountNumber: account, bvn: '22212345678', accountName: 'X', verifyCode });
      return { account, step };
    },
  };
}

// ---------------------------------------------------------------- UI

/** Registers a fresh borrower through the register screen (in Spanish when asked); lands home. */
export async function registerInUi(page: Page, language: 'en' | 'es' = 'en'): Promise<{ mobile: string; token: string }> {
  const mobile = freshMobile();
  await page.goto('/#/user/register');
  if (language === 'es') {
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByLabel('Número de celular').fill(mobile);
    await page.getByRole('button', { name: 'Obtener código' }).click();
    await page.getByLabel('Código de verificación').fill(await codeFromSandboxBanner(page));
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('button', { name: 'Solicitar ahora' })).toBeVisible();
  } else {
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
  }
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^Bearer \S+$/);
  return { mobile, token: token! };
}

/**
 * A validation message from the domain catalogue (the source of truth, shared with the server),
 * in the borrower's language; a Spanish one must really be Spanish, not the English fallback.
 */
export function messagesIn(language: 'en' | 'es'): (key: string) => string {
  return (key) => {
    const text = errorMessage(key, language);
    if (!text || text === key) throw new Error(`no message for ${key}`);
    if (language === 'es' && text === errorMessage(key, 'en')) throw new Error(`${key} is not translated`);
    return text;
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message shown at a field: the control's error is part of its accessible description. */
export async function expectErrorAt(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
  // A question's fieldset carries the message; its radios carry aria-invalid.
  const isGroup = await control.evaluate((element) => element.tagName === 'FIELDSET');
  await expect(isGroup ? control.getByRole('radio').first() : control).toHaveAttribute('aria-invalid', 'true');
}

/** The field no longer shows an error. */
export async function expectNoErrorAt(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}

/** Collects the API envelopes the page receives, for a bug report when a step goes wrong. */
export function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    void response
      .text()
      .then((text) => seen.push(`${response.status()} ${text.slice(0, 300)}`))
      .catch(() => undefined);
  });
  return seen;
}
