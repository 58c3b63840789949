import { permissionsOf, type Envelope, type Role, type StaffMarket } from '@lendline/domain';
import type { HTTPMethods } from 'fastify';
import { base32Decode, totpCode, totpStepOf } from '../src/modules/staff/totp-fns.ts';
import type { TestApp } from './helper.ts';

/** A password zxcvbn scores 4 and that contains no test email's name. */
export const GOOD_PASSWORD = 'violet-harbour-51-tangerine';

export interface StaffCall {
  method?: HTTPMethods;
  body?: object;
  cookie?: string;
  csrf?: string;
  ip?: string;
  /** The console's `lang` header: the language answers are worded in. */
  lang?: string;
}

export interface StaffAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read data fields of many shapes
  body: Envelope<any>;
  setCookie: string | undefined;
}

/** One plain-JSON call to a /staff/auth route, as the console would make it. */
export async function staffCall(t: TestApp, url: string, o: StaffCall = {}): Promise<StaffAnswer> {
  const headers: Record<string, string> = {};
  if (o.cookie) headers.cookie = o.cookie;
  if (o.csrf) headers['x-csrf-token'] = o.csrf;
  if (o.lang) headers.lang = o.lang;
  const method = o.method ?? (o.body ? 'POST' : 'GET');
  const res = await t.app.inject({ method, url, headers, remoteAddress: o.ip ?? '203.0.113.7', ...(o.body ? { payload: o.body } : {}) });
  const setCookie = res.headers['set-cookie'];
  return { status: res.statusCode, body: JSON.parse(res.body) as Envelope, setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie };
}

/** The code an authenticator app shows now for a base32 secret. */
export function codeNow(t: TestApp, secret: string, stepOffset = 0): string {
  return totpCode(base32Decode(secret), totpStepOf(t.clock.now()) + stepOffset);
}

export function tokenOf(link: string): string {
  const token = new URL(link.replace('/#/', '/')).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** An invited admin (as the command line makes one): its enrolment token. */
export async function inviteAdmin(t: TestApp, email = 'ada@lender.example'): Promise<string> {
  const invited = await t.app.services.staff.createAdmin({ email, name: 'Ada Obi' });
  if (!invited.ok) throw new Error(`createAdmin: ${invited.error}`);
  return tokenOf(invited.value.link);
}

/** An active admin: invited, password set, second factor proved. Answers the TOTP secret. */
export async function enrolledAdmin(t: TestApp, email = 'ada@lender.example'): Promise<{ email: string; secret: string }> {
  const token = await inviteAdmin(t, email);
  const start = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
  if (start.body.code !== 0) throw new Error(`enrol start: ${JSON.stringify(start.body)}`);
  const secret = start.body.data.secret as string;
  const finish = await staffCall(t, '/staff/auth/enrol/finish', { body: { token, code: codeNow(t, secret) } });
  if (finish.body.code !== 0) throw new Error(`enrol finish: ${JSON.stringify(finish.body)}`);
  // The code just used is spent: the next sign-in needs the next one.
  t.clock.advance(30_000);
  return { email, secret };
}

export interface Session {
  cookie: string;
  csrf: string;
  id: string;
}

export async function signIn(t: TestApp, account: { email: string; secret: string }, ip?: string): Promise<Session> {
  const res = await staffCall(t, '/staff/auth/sign-in', { body: { email: account.email, password: GOOD_PASSWORD, code: codeNow(t, account.secret) }, ip });
  if (res.body.code !== 0 || !res.setCookie) throw new Error(`sign-in: ${JSON.stringify(res.body)}`);
  // Each sign-in spends its step: the next one is a step later.
  t.clock.advance(30_000);
  return { cookie: res.setCookie.split(';')[0] ?? '', csrf: res.body.data.csrfToken as string, id: res.body.data.staff.id as string };
}

/** Two admin principals: the first invites the people a test signs in, the second approves their roles (ADR 083). */
const FIXTURE_ADMIN = {
  kind: 'staff' as const, id: 'fixture-admin', name: 'Fixture Admin', roles: ['admin' as const],
  permissions: permissionsOf(['admin']), markets: ['NG' as const, 'MX' as const],
};
const SECOND_FIXTURE_ADMIN = { ...FIXTURE_ADMIN, id: 'fixture-admin-2', name: 'Second Fixture Admin' };

/**
 * A real person with these roles, signed in to the console (ADR 077): invited through the
 * staff service, the roles approved by a second admin, enrolled with a computed TOTP code, then signed in. Answers the session
 * (cookie and CSRF token) and the account's TOTP secret.
 */
export async function signedInStaff(t: TestApp, o: { email: string; name: string; roles: Role[]; markets?: StaffMarket[] }): Promise<Session & { secret: string }> {
  const context = { actor: { kind: 'system' as const, id: 'test', name: 'test' }, address: null, requestId: null };
  const invited = await t.app.services.staff.inviteStaff(FIXTURE_ADMIN, { email: o.email, name: o.name, roles: o.roles, markets: o.markets ?? [t.config.market] }, context);
  if (!invited.ok) throw new Error(`invite: ${invited.error} ${JSON.stringify(invited.data)}`);
  const granted = await t.app.services.approvals.approve({ principal: SECOND_FIXTURE_ADMIN, context }, invited.value.rolesApproval ?? '');
  if (!granted.ok || granted.value.state !== 'done') throw new Error(`roles: ${JSON.stringify(granted)}`);
  const token = tokenOf(invited.value.link);
  const start = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
  if (start.body.code !== 0) throw new Error(`enrol start: ${JSON.stringify(start.body)}`);
  const secret = start.body.data.secret as string;
  const finish = await staffCall(t, '/staff/auth/enrol/finish', { body: { token, code: codeNow(t, secret) } });
  if (finish.body.code !== 0) throw new Error(`enrol finish: ${JSON.stringify(finish.body)}`);
  t.clock.advance(30_000);
  return { ...(await signIn(t, { email: o.email, secret })), secret };
}
