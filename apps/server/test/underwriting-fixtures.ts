import type { Envelope } from '@lendline/domain';
import { ANSWERS, bankBody, ownAccount, PERSONAL, WORK } from './application-fixtures.ts';
import type { TestApp } from './helper.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

export const DAY = 24 * 60 * 60_000;
export interface ApplicantOptions {
  mobile?: string;
  personal?: Record<string, string>;
  work?: Record<string, string>;
  answers?: Record<string, string>;
  /** Which of the borrower's own accounts (see ownAccount()). */
  accountEnding?: string;
  bvn?: string;
  afid?: string;
  /** A signed-in borrower's session: their application, instead of registering `mobile`. */
  token?: string;
  /** The amount (minor units) and term the borrower chose before applying. */
  choice?: { amount: number; tenure: number };
}

async function expectOk(pending: ReturnType<TestApp['call']>, what: string) {
  const res = await pending;
  if (res.body.code !== 0) throw new Error(`${what} failed: ${res.text}`);
  return res;
}

/** Signs up and drives an application through submit (status 1 with the data-collection step off). */
export async function submitApplication(t: TestApp, o: ApplicantOptions = {}) {
  const mobile = o.mobile ?? '08031234567';
  const token = o.token ?? (await t.register(mobile));
  const started = await expectOk(t.call('/loan/loan-order/apply-market', { token, body: o.choice ?? {} }), 'apply-market');
  const orderNo = (started.body.data as { orderNo: string }).orderNo;
  await expectOk(t.call('/user/saveBasicInfo-market', { token, body: { ...PERSONAL, whatsappNo: mobile, ...o.personal } }), 'personal');
  const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  await t.app.services.applicationSteps.markIdentityDone(userId);
  await expectOk(t.call('/user/saveAdditionInfo-market', { token, body: { ...WORK, ...o.work } }), 'work');
  await expectOk(t.call('/user/save/questionnaire', { token, body: { answers: { ...ANSWERS, ...o.answers } } }), 'questionnaire');
  const verifyCode = await t.sendCode(mobile, 'bankCard', { token });
  const account = ownAccount(o.accountEnding ?? '12');
  await expectOk(t.call('/user/addBankCard', { token, body: { ...bankBody(account, o.bvn ? { bvn: o.bvn } : {}), verifyCode } }), 'addBankCard');
  const headers: Record<string, string> = o.afid ? { afid: o.afid } : {};
  await giveBureauConsent(t, token, orderNo);
  await expectOk(t.call('/user/submit', { token, body: { orderNo }, headers }), 'submit');
  const orderId = (await sqlRows<{ id: string }>(t, 'SELECT id FROM loan_orders WHERE order_no = $1', [orderNo]))[0]!.id;
  return { token, orderNo, userId, orderId, mobile };
}

export async function sqlRows<R>(t: TestApp, query: string, params: unknown[] = []): Promise<R[]> {
  return t.database.transaction((s) => s.query<R>(query, params));
}

export async function statusOf(t: TestApp, orderNo: string): Promise<number> {
  const [row] = await sqlRows<{ status: number }>(t, 'SELECT status FROM loan_orders WHERE order_no = $1', [orderNo]);
  return row!.status;
}

export interface DecisionView {
  outcome: string;
  score: number;
  credit_limit: string | number | null;
  product_id: string | null;
  reloan: boolean;
  reasons: string[];
  engine_version: string;
  decided_by: string;
  staff_note: string | null;
  retry_after: string | null;
}

export async function decisionOf(t: TestApp, orderId: string): Promise<DecisionView | undefined> {
  const [row] = await sqlRows<DecisionView>(
    t,
    `SELECT outcome, score, credit_limit, product_id, reloan, reasons, engine_version, decided_by, staff_note, retry_after::text AS retry_after
     FROM underwriting_decisions WHERE order_id = $1`,
    [orderId],
  );
  return row;
}

/** Tables truncateAll leaves (they reference no user): jobs, so periodic slots run again, and the deny list. */
export async function truncateJobs(t: TestApp): Promise<void> {
  await t.database.transaction((s) => s.exec('TRUNCATE jobs, deny_list'));
}

/** A plain (non-/api) request to the staff routes. */
export async function staffCall(t: TestApp, method: 'GET' | 'POST', url: string, token: string | null, body?: object, lang?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(lang ? { lang } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields of many shapes and assert on them
  return { status: res.statusCode, body: res.json() as Envelope<any> };
}
