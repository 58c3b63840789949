import { randomUUID } from 'node:crypto';
import { normalizePhone, type Language, type MarketId, type OtpPurpose, type UserInfo } from '@lendline/domain';
import type { Log } from '../../shared/log.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Principal } from './principal.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import type { RateLimitService } from '../rate-limit/rate-limit-service.ts';
import { createAttributionService } from './attribution-service.ts';
import { createBorrowerAccounts } from './borrower-accounts.ts';

export type { BorrowerAccount } from './borrower-accounts.ts';
import { lookupsPerAddress } from './limits.ts';
import type { CodeSent, CodeToUseUp, OtpService } from './otp-service.ts';
import type { SessionService } from './session-service.ts';
import { accountStateOf, closeUser, closedAccountsOfSamePhone, findUserById, findUserByPhone, forgetClosedPhone, insertUser, type UserRow } from './user-repository.ts';

export interface SignedIn {
  token: string;
  userInfo: UserInfo;
}

export interface AskForCode {
  mobile: string;
  purpose: OtpPurpose;
  clientIp: string;
  lang: Language;
  /** Resolves the caller's session; only the bank-card purpose needs one. */
  authenticate(): Promise<Outcome<Principal>>;
  log: Log;
}

/** Where a registering visitor came from (ADR 046): the body's fields, and the spec's `afid` header. */
export interface ArrivedFrom {
  attribution?: Partial<Record<string, unknown>>;
  headerAfid?: unknown;
}

export interface AuthDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  otp: OtpService;
  sessions: SessionService;
  rateLimit: RateLimitService;
  /** How long this instance may reuse a user's basic info (it does not change yet). */
  cacheMs: number;
  /** LOOKUPS_PER_ADDRESS_PER_10_MINUTES. */
  lookupsPer10Minutes: number;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Sign-in by phone and one-time code: the orchestration over codes, users and sessions. */
export function createAuthService(deps: AuthDeps) {
  const { db, now, market, otp, sessions } = deps;
  // The signed-in reads (getUserInfo, and the later screens) stay off the database.
  const basicInfo = createTtlCache<string, UserInfo>({ ttlMs: deps.cacheMs, maxEntries: 10_000, now });
  const normalize = (mobile: string): Outcome<string> => {
    const phone = normalizePhone(mobile, market);
    return phone === null ? fail('MOBILE_INVALID') : ok(phone);
  };
  const lookups = lookupsPerAddress(deps.lookupsPer10Minutes);
  const attribution = createAttributionService({ db, now });
  /** One hit of the address's budget of answers that tell who is registered; false once spent. */
  const mayLookUp = (clientIp: string) => deps.rateLimit.hit('exists', clientIp, lookups);

  async function signIn(user: UserRow): Promise<SignedIn> {
    const { token } = await sessions.start(user.id);
    return { token, userInfo: toUserInfo(user) };
  }

  /** A code sent to the borrower's own phone, checked but not used up (the caller's transaction does that). */
  async function checkOwnCode(userId: string, purpose: OtpPurpose, code: string): Promise<Outcome<CodeToUseUp>> {
    const user = await findUserById(db, userId);
    if (!user) return fail('TOKEN_INVALID');
    return otp.checkCode(user.phone, purpose, code);
  }

  return {
    // Staff's borrower view reads accounts, code sends and attribution here (ADR 081).
    ...createBorrowerAccounts({ db, market }),

    async existsByMobile(mobile: string, clientIp: string): Promise<Outcome<{ exists: boolean }>> {
      if (!(await mayLookUp(clientIp))) return fail('RATE_LIMITED');
      const phone = normalize(mobile);
      if (!phone.ok) return phone;
      return ok({ exists: (await findUserByPhone(db, phone.value)) !== undefined });
    },

    async requestCode(ask: AskForCode): Promise<Outcome<CodeSent>> {
      let phone: string;
      let deliver: boolean;
      if (ask.purpose === 'bankCard' || ask.purpose === 'loanAction' || ask.purpose === 'bureauNip') {
        // A bank-card code confirms the account holder, a loan-action code the borrower (ADR
        // 048), a bureau NIP the borrower's authorisation (ADR 102): it goes to the signed-in
        // user's own phone, never to a number the request names.
        const session = await ask.authenticate();
        if (!session.ok) return session;
        const user = await findUserById(db, session.value.userId);
        if (!user) return fail('TOKEN_INVALID');
        phone = user.phone;
        deliver = true;
      } else {
        const normalized = normalize(ask.mobile);
        if (!normalized.ok) return normalized;
        phone = normalized.value;
        const account = await accountStateOf(db, phone);
        const registered = account === 'open';
        // Spec section 8: a registered number asking to register is told to log in. That
        // tells what existsByMobile tells, so it spends the same per-address budget; it sends
        // nothing, so it does not spend the phone's send limits (the login code must still come).
        if (ask.purpose === 'register' && registered) {
          return (await mayLookUp(ask.clientIp)) ? fail('MOBILE_REGISTERED') : fail('RATE_LIMITED');
        }
        // A number whose account was deleted is told so, and registers a new one (ADR 044).
        if (ask.purpose === 'login' && account === 'closed') {
          return (await mayLookUp(ask.clientIp)) ? fail('ACCOUNT_DELETED') : fail('RATE_LIMITED');
        }
        // A login code for an unknown number looks sent and is not (ADR 005).
        deliver = ask.purpose === 'register' || registered;
      }
      const { purpose, clientIp, lang } = ask;
      return otp.requestCode({ phone, purpose, clientIp, lang, deliver }, ask.log);
    },

    async register(mobile: string, code: string, clientIp: string, arrivedFrom: ArrivedFrom = {}): Promise<Outcome<SignedIn>> {
      // Its answer tells whether the number is registered (below), so it spends the lookups;
      // the lookup runs beside the budget's count (one round trip, not two) and is told only
      // within the budget.
      const phone = normalize(mobile);
      const [allowed, existing] = await Promise.all([mayLookUp(clientIp), phone.ok ? findUserByPhone(db, phone.value) : undefined]);
      if (!allowed) return fail('RATE_LIMITED');
      if (!phone.ok) return phone;
      // Answering this before the code is checked reveals nothing existsByMobile does not.
      if (existing) return fail('MOBILE_REGISTERED');
      const verified = await otp.verifyCode(phone.value, 'register', code);
      if (!verified.ok) return verified;
      const user = await insertUser(db, { id: randomUUID(), phone: phone.value, market, createdAt: now() });
      if (!user) return fail('MOBILE_REGISTERED');
      // Where they came from and their first session are independent writes: both at once.
      const [, signedIn] = await Promise.all([attribution.record(user.id, user.phone, arrivedFrom.attribution, arrivedFrom.headerAfid, user.createdAt), signIn(user)]);
      return ok(signedIn);
    },

    /** Staff (marketing): where the last `days` days' registrations came from. */
    attributionReport: attribution.report,
    eraseAttribution: attribution.erase,

    async login(mobile: string, code: string): Promise<Outcome<SignedIn>> {
      const phone = normalize(mobile);
      if (!phone.ok) return phone;
      // No login code is ever issued to an unknown number, so it fails here exactly like a
      // wrong code for a known one.
      const verified = await otp.verifyCode(phone.value, 'login', code);
      if (!verified.ok) return verified;
      const user = await findUserByPhone(db, phone.value);
      if (!user) return fail('CODE_INVALID');
      return ok(await signIn(user));
    },

    async userInfo(principal: Principal): Promise<Outcome<UserInfo>> {
      const cached = basicInfo.get(principal.userId);
      if (cached) return ok(cached);
      const user = await findUserById(db, principal.userId);
      if (!user) return fail('TOKEN_INVALID');
      const info = toUserInfo(user);
      basicInfo.set(user.id, info);
      return ok(info);
    },

    async logout(principal: Principal): Promise<Outcome<null>> {
      await sessions.logout(principal.sessionId);
      return ok(null);
    },

    /**
     * Closes the account after its deletion (ADR 044): every session ends and it never signs in
     * again; its number may register a new, empty account.
     */
    async closeAccount(userId: string): Promise<void> {
      await closeUser(db, userId, now());
      await sessions.endAll(userId);
      basicInfo.delete(userId);
    },

    /** The same person's earlier accounts: the closed accounts of this account's number (in the caller's transaction, if any). */
    formerAccountsOf: (userId: string, executor: Executor = db): Promise<string[]> => closedAccountsOfSamePhone(executor, userId),

    /** A closed account's number, forgotten once its term ends (the retention sweep, ADR 044). */
    forgetClosedAccount: (userId: string): Promise<void> => forgetClosedPhone(db, userId),

    /** The borrower's own phone (E.164 digits), for modules that must compare against it. */
    async phoneOf(userId: string): Promise<string | null> {
      return (await findUserById(db, userId))?.phone ?? null;
    },

    /** Uses up the borrower's loan-action code (sent to their own phone, ADR 048) if `code` matches it. */
    async verifyLoanActionCode(userId: string, code: string): Promise<Outcome<null>> {
      const user = await findUserById(db, userId);
      if (!user) return fail('TOKEN_INVALID');
      return otp.verifyCode(user.phone, 'loanAction', code);
    },

    /**
     * Checks the borrower's bank-card code (sent to their own phone); the answer uses it up in
     * the transaction that saves the account, so a save that fails does not cost a new code.
     */
    checkBankCardCode: (userId: string, code: string) => checkOwnCode(userId, 'bankCard', code),

    /** Checks the borrower's bureau authorisation NIP (Mexico, ADR 102); used up in the consent's transaction. */
    checkBureauNip: (userId: string, code: string) => checkOwnCode(userId, 'bureauNip', code),
  };
}

function toUserInfo(user: UserRow): UserInfo {
  return {
    basicInfo: { userId: user.id, mobile: user.phone, market: user.market, registeredAt: user.createdAt.toISOString() },
  };
}
