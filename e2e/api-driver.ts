// Drives the API the way the web app does, without a browser: shared by the Playwright
// journeys (setup through the API) and the benchmarks (the loan journey timed end to end).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { DEFAULT_PACKAGE_NAME, encryptPath, endpoint, nigerianBanks, nubanCheckDigit, type EndpointPath } from '@lendline/domain';

/** A Nigerian mobile number nobody in this run has used. */
export function freshMobile(): string {
  return `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** An 11-digit BVN nobody in this run has used (underwriting refuses a BVN shared by two borrowers). */
export function freshBvn(): string {
  return `22${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

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

/**
 * The sandbox payout provider names an account by its last two digits (given name, surname):
 * …51 is FUNMI ADEYEMI, the PERSONAL borrower. A payout account must be in the borrower's own
 * name (ADR 029), so a journey picks the ending of the name it typed.
 */
export const PERSONAL_ACCOUNT_ENDING = '51';

/**
 * A fresh valid NUBAN at a bank of `nigerianBanks()` (by name) ending in `ending` (see above),
 * never ending 0000/9999 (sandbox failures).
 */
export function validNuban(bankName: string, ending = PERSONAL_ACCOUNT_ENDING): string {
  const bank = nigerianBanks().find((b) => b.name === bankName);
  if (!bank?.cbnCode) throw new Error(`no CBN code for ${bankName}`);
  for (;;) {
    // The check digit is the last digit: draw serials ending in the ending's first digit until it fits.
    const serial = `3${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}${ending[0]}`;
    const account = serial + String(nubanCheckDigit(bank.cbnCode, serial));
    if (account.endsWith(ending) && !/(0000|9999)$/.test(account)) return account;
  }
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
export async function authedCall<T>(baseURL: string, token: string, path: EndpointPath, body: Record<string, unknown> = {}, file?: Buffer): Promise<T> {
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
  firstName: 'Funmi',
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
  email: 'funmi.adeyemi@gmail.com',
  whatsappNo: '08031234567',
  sparePhone: '',
};

/** Two emergency contacts that pass every rule (different relations, different phones). */
const CONTACTS = {
  emergencyContactName1: 'Bola Adeyemi',
  emergencyContactMobile1: '08051112222',
  emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Chidi Eze',
  emergencyContactMobile2: '08062223333',
  emergencyContactRelation2: 'friends',
};

export const WORK = {
  employmentType: 'unemployed',
  monthlySalary: 'below50k',
  incomeSource: 'father',
  ...CONTACTS,
};

export const ANSWERS = { q1: 'no', q2: 'no', q3: 'good', q4: 'none', q5: 'none', q6: 'none', q7: 'below50k', q8: '1', q9: '0', q10: '1', q11: '0' };

type Caller = <T>(path: EndpointPath, body?: Record<string, unknown>) => Promise<T>;
interface Checks {
  checks: Record<'front' | 'back' | 'face', { status: string } | null>;
}

/**
 * How often the driver asks whether its photos are checked. The identity screen asks 1 s after
 * an upload and then less often (photo-checks.ts), which the browser journeys still wait through; the driver only sets
 * journeys up, and a check takes tens of milliseconds, so it asks as often as the server's own
 * finishing step does instead of spending a second per borrower.
 */
const DRIVER_CHECK_POLL_MS = 100;

/** Waits until no photo is still being checked (ADR 056). */
export async function photosChecked(call: Caller): Promise<Checks['checks']> {
  for (;;) {
    const { checks } = await call<Checks>('/user/curp/ocr');
    if (!Object.values(checks).some((check) => check?.status === 'checking')) return checks;
    await new Promise((resolve) => setTimeout(resolve, DRIVER_CHECK_POLL_MS));
  }
}

/** The signed-in borrower's API, with the steps that need more than one call. */
export function borrowerApi(baseURL: string, token: string, mobile: string) {
  const call = <T = { orderNo: string; status: number }>(path: EndpointPath, body: Record<string, unknown> = {}, file?: Buffer) =>
    authedCall<T>(baseURL, token, path, body, file);
  /**
   * The consent to the credit bureau inquiry the review asks for (ADR 102): the current text's
   * version, and where the server asks for one (Mexico) the NIP from the sandbox SMS.
   */
  async function consent(orderNo: string) {
    const state = await call<{ textVersion: string; needsNip: boolean }>('/bureau/consent', { orderNo });
    let nip: string | undefined;
    if (state.needsNip) {
      await call('/security/getVerifyCode', { mobile, type: 'bureauNip' });
      nip = await latestSandboxCode(baseURL, mobile);
    }
    return call('/bureau/consent/give', { orderNo, textVersion: state.textVersion, ...(nip ? { nip } : {}) });
  }
  return {
    call,
    consent,
    /** ID front, back and face, then the ID number (a NIN in Nigeria, the CURP in Mexico): status 12 → 11. */
    async identity(shade: number, idNumber: string, idType: 'nin' | 'curp' = 'nin') {
      await call('/user/upload/curp/front', {}, brightPng(640, 400, shade));
      await call('/user/upload/curp/back', {}, brightPng(640, 400, shade + 1));
      await call('/user/saveFaceImage', {}, brightPng(480, 480, shade + 2));
      await photosChecked(call);
      return call('/user/finishUploadAllImg', { idType, idNumber });
    },
    /** A First Bank account with a valid NUBAN and the bank-card code from the sandbox SMS; returns the number. `bvn`: the sandbox bureau answers by its first two digits. */
    async addBank(account = validNuban('First Bank of Nigeria'), bvn = freshBvn()) {
      await call('/security/getVerifyCode', { mobile, type: 'bankCard' });
      const verifyCode = await latestSandboxCode(baseURL, mobile);
      const step = await call('/user/addBankCard', { bankCode: '011', accountNumber: account, confirmAccountNumber: account, bvn, accountName: 'X', verifyCode });
      return { account, step };
    },
    /** Consent, then submit: no application is submitted without the consent. */
    async submit(orderNo: string) {
      await consent(orderNo);
      return call('/user/submit', { orderNo });
    },
  };
}

/** A valid First Bank NUBAN of the PERSONAL borrower's (…51) the e2e server's sandbox payout provider refuses. */
export const FAILING_ACCOUNT = '3000000551';
/**
 * Another, for the payouts queue's journey: one account shared by two borrowers of a run is a
 * fraud signal the underwriting rejects, so each journey refusing a payout has its own.
 */
export const DESK_FAILING_ACCOUNT = '3000001651';

/**
 * The staff API key an e2e server was given (ADR 074): playwright.config.ts has each server's
 * command make one with `npm run staff:api-key` into its data directory before it starts.
 * Read when a journey needs it: the servers are not up when this module loads.
 */
export function e2eStaffKey(market: 'NG' | 'MX'): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return readFileSync(path.join(market === 'MX' ? `${dataDir}-mx` : dataDir, E2E_KEY_FILE), 'utf8').trim();
}

/** The file, in each server's DATA_DIR, holding its staff API key. */
export const E2E_KEY_FILE = 'e2e-staff-key';

/** The file, in the Nigerian and the Mexican server's DATA_DIR, where `npm run staff:create-admin` printed the first admin's enrolment link. */
export const E2E_ADMIN_LINK_FILE = 'e2e-admin-link';
export const E2E_ADMIN = { email: 'admin@e2e.lendline.test', name: 'E2E Admin' };
/** A server's second administrator: an invitation's roles need a second admin's approval (ADR 083). */
export const E2E_SECOND_ADMIN_LINK_FILE = 'e2e-second-admin-link';
export const E2E_SECOND_ADMIN = { email: 'second.admin@e2e.lendline.test', name: 'E2E Second Admin' };

/** A server's administrator's one-time enrolment token, from the link the CLI printed before that server started. */
export function e2eAdminEnrolmentToken(market: 'NG' | 'MX' = 'NG', which: 'first' | 'second' = 'first', dir?: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  const file = which === 'first' ? E2E_ADMIN_LINK_FILE : E2E_SECOND_ADMIN_LINK_FILE;
  // `dir`: another server's data directory (the collections journey's clock server).
  const printed = readFileSync(path.join(dir ?? (market === 'MX' ? `${dataDir}-mx` : dataDir), file), 'utf8');
  const token = /[?&]token=([^\s&]+)/.exec(printed)?.[1];
  if (!token) throw new Error(`no enrolment link in what staff:create-admin printed: ${printed}`);
  return decodeURIComponent(token);
}

/** An 11-digit NIN nobody in this run has used, never ending 0000/9999 (sandbox KYC failures). */
export function freshNin(): string {
  return `4${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}1`;
}

/** A salaried borrower: the work form an approval needs (underwriting knocks out "no income"). */
export const EMPLOYED_WORK = {
  employmentType: 'employee',
  industryCategory: 'ict',
  jobExperience: '1to3Years',
  payFrequency: 'monthly',
  monthlyPayday: '25',
  monthlyPaydayTwo: '',
  monthlySalary: '100kTo200k',
  incomeSource: 'ownself',
  companyName: 'Andela Nigeria',
  companyPhone: '012345678',
  companyAddress: '235 Ikorodu Road',
  ...CONTACTS,
};

/** Registers `mobile` through the sandbox SMS sink and returns its bearer token. */
export async function registerBorrower(baseURL: string, mobile = freshMobile()): Promise<{ mobile: string; token: string }> {
  const post = async <T>(path: string, body: Record<string, string>) => {
    const res = await fetch(`${baseURL}/api/${encryptPath(path, DEFAULT_PACKAGE_NAME)}?timestamp=${Math.floor(Date.now() / 1000)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
  await post('/security/getVerifyCode', { mobile, type: 'register' });
  const session = await post<{ token: string }>('/security/register', { mobile, code: await latestSandboxCode(baseURL, mobile) });
  return { mobile, token: `Bearer ${session.token}` };
}

/**
 * A fresh borrower's whole application through the API, up to the bank-card step (status 5):
 * submitting is left to the caller, who may want to time it.
 */
export async function applicationReadyToSubmit(baseURL: string, work: Record<string, string> = EMPLOYED_WORK) {
  const { mobile, token } = await registerBorrower(baseURL);
  const borrower = borrowerApi(baseURL, token, mobile);
  const { orderNo } = await borrower.call('/loan/loan-order/apply-market', {});
  await borrower.call('/user/saveBasicInfo-market', PERSONAL);
  await borrower.identity(3, freshNin());
  await borrower.call('/user/saveAdditionInfo-market', work);
  await borrower.call('/user/save/questionnaire', { answers: ANSWERS });
  const { account } = await borrower.addBank();
  return { mobile, token, orderNo, account, borrower };
}
