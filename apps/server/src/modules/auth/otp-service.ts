import { randomUUID } from 'node:crypto';
import { maskPhone, type Language, type OtpPurpose } from '@lendline/domain';
import type { Log } from '../../shared/log.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { SmsProvider } from '../../providers/sms/types.ts';
import { MINUTE_MS, type Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { CODE_TTL_MS, MAX_WRONG_TRIES, RESEND_AFTER_SECONDS, sendsPerAddress, SENDS_PER_PHONE } from './limits.ts';
import { generateCode, hashCode, hashesEqual } from './otp-fns.ts';
import * as repo from './otp-repository.ts';
import { codeSmsText } from './sms-text.ts';
import type { Keyring } from '../../shared/keyring.ts';

export interface CodeRequest {
  phone: string;
  purpose: OtpPurpose;
  clientIp: string;
  lang: Language;
  /**
   * False when the request must look answered but send nothing (a login code for an unknown
   * number). It does the same work otherwise (issue 19): it counts against every limit and
   * stores a code that nobody is ever told, so neither limits, wrong tries nor the time to
   * answer tell the two cases apart.
   */
  deliver: boolean;
}

export interface CodeSent {
  expiresIn: number;
  resendIn: number;
}

export interface OtpService {
  requestCode(request: CodeRequest, log: Log): Promise<Outcome<CodeSent>>;
  /** Uses up the live code for phone and purpose if `code` matches it. */
  verifyCode(phone: string, purpose: OtpPurpose, code: string): Promise<Outcome<null>>;
  /**
   * Checks `code` without using it up (a wrong one counts as a try at once): `useUp(tx)` uses it
   * up in the caller's transaction, so a save that fails leaves it valid for the borrower's retry.
   */
  checkCode(phone: string, purpose: OtpPurpose, code: string): Promise<Outcome<CodeToUseUp>>;
  /**
   * Once every SMS handed over so far to `phone` (to any phone without one) has been sent or has
   * failed: for the sandbox's outbox read (its own phone) and shutdown (all).
   */
  sendsSettled(phone?: string): Promise<void>;
}

/** A code that matched: `useUp` answers false when another use took it first (then the caller's transaction must not go on). */
export interface CodeToUseUp {
  useUp(tx: Executor): Promise<boolean>;
}

export interface OtpDeps {
  db: Db;
  now: Clock;
  /** Codes are hashed under the current key; a code sent just before a rotation still verifies (ADR 091). */
  keys: Keyring;
  sms: SmsProvider;
  sendsPerAddressPerHour: number;
}

export function createOtpService(deps: OtpDeps): OtpService {
  const { db, now, keys } = deps;
  const perAddress = sendsPerAddress(deps.sendsPerAddressPerHour);

  async function withinLimits(tx: Executor, request: CodeRequest, at: Date): Promise<Outcome<null>> {
    const since = (windowMs: number) => new Date(at.getTime() - windowMs);
    if ((await repo.countRequestsByAddress(tx, request.clientIp, since(perAddress.windowMs))) >= perAddress.max) {
      return fail('RATE_LIMITED');
    }
    let retryAt = 0;
    for (const limit of SENDS_PER_PHONE) {
      if ((await repo.countRequestsByPhone(tx, request.phone, since(limit.windowMs))) < limit.max) continue;
      const blocking = await repo.nthNewestRequestAt(tx, request.phone, since(limit.windowMs), limit.max);
      retryAt = Math.max(retryAt, (blocking?.getTime() ?? at.getTime()) + limit.windowMs);
    }
    return retryAt === 0 ? ok(null) : sendLimitReached(retryAt - at.getTime());
  }

  /**
   * SMS handed over and not yet sent (or failed), with the phone each goes to, so a reader of
   * the sandbox outbox waits for its own phone's only: under a burst some SMS is always on its
   * way, and waiting for all of them could last as long as codes keep being asked for.
   */
  const sending = new Map<Promise<void>, string>();
  function track(phone: string, send: Promise<void>) {
    const settled = send.finally(() => sending.delete(settled));
    sending.set(settled, phone);
  }
  const onTheirWay = (phone: string | undefined) => [...sending].filter(([, to]) => phone === undefined || to === phone).map(([send]) => send);

  async function sendCode(request: CodeRequest, code: string, log: Log): Promise<void> {
    try {
      const text = codeSmsText(request.lang, code, CODE_TTL_MS / MINUTE_MS, request.purpose);
      const sent = await deps.sms.sendSms({ to: request.phone, text });
      // A failed send is answered like a successful one (it has been already): an error here
      // would only ever happen for numbers we send to, which would reveal who is registered.
      // The borrower asks again; the operator sees the failure in the log.
      if (!sent.ok) log.warn({ to: maskPhone(request.phone), reason: sent.reason, provider: deps.sms.name }, 'code SMS failed');
      else log.info({ to: maskPhone(request.phone), purpose: request.purpose, provider: deps.sms.name }, 'code SMS sent');
    } catch (error) {
      // Only the error's name: a database error would quote its parameters, the text with the code among them.
      log.error({ to: maskPhone(request.phone), error: error instanceof Error ? error.name : 'unknown', provider: deps.sms.name }, 'code SMS failed');
    }
  }

  async function checkCode(phone: string, purpose: OtpPurpose, code: string): Promise<Outcome<CodeToUseUp>> {
    const live = await repo.findLiveCode(db, phone, purpose);
    if (!live) return fail('CODE_INVALID');
    if (live.failedAttempts >= MAX_WRONG_TRIES) return fail('CODE_TOO_MANY_TRIES');
    if (live.expiresAt.getTime() <= now().getTime()) return fail('CODE_INVALID');
    // Every accepted key is tried, so a right and a wrong code cost the same work.
    const matches = keys.accepted(now()).map((key) => hashesEqual(live.codeHash, hashCode(key.secret, purpose, phone, code)));
    if (!matches.includes(true)) {
      const tries = await repo.addWrongTry(db, live.id, MAX_WRONG_TRIES);
      return fail(tries === null || tries >= MAX_WRONG_TRIES ? 'CODE_TOO_MANY_TRIES' : 'CODE_INVALID');
    }
    // The conditional update decides between two simultaneous uses of the same code.
    return ok({ useUp: (tx: Executor) => repo.consumeCode(tx, live.id, MAX_WRONG_TRIES, now()) });
  }

  return {
    async sendsSettled(phone) {
      for (let sends = onTheirWay(phone); sends.length > 0; sends = onTheirWay(phone)) await Promise.all(sends);
    },

    async requestCode(request, log) {
      const at = now();
      const code = generateCode();
      const allowed = await db.transaction(async (tx) => {
        // Per-phone lock: the phone limits hold exactly. The per-address count can overshoot
        // by the number of different phones asked for at the same instant, which is fine.
        await repo.lockPhone(tx, request.phone);
        const limits = await withinLimits(tx, request, at);
        if (!limits.ok) return limits;
        const { phone, purpose, clientIp } = request;
        await repo.recordRequest(tx, { phone, purpose, clientIp, createdAt: at });
        await repo.supersedeCodes(tx, phone, purpose, at);
        await repo.insertCode(tx, {
          id: randomUUID(),
          phone,
          purpose,
          codeHash: hashCode(keys.current.secret, purpose, phone, code),
          createdAt: at,
          expiresAt: new Date(at.getTime() + CODE_TTL_MS),
        });
        return ok(null);
      });
      if (!allowed.ok) return allowed;
      // After the answer, never before it: waiting for the vendor would make a registered
      // number's answer slower than an unknown one's (and keep the borrower waiting on it).
      if (request.deliver) track(request.phone, sendCode(request, code, log));
      return ok({ expiresIn: CODE_TTL_MS / 1000, resendIn: RESEND_AFTER_SECONDS });
    },

    async verifyCode(phone, purpose, code) {
      const checked = await checkCode(phone, purpose, code);
      if (!checked.ok) return checked;
      return (await checked.value.useUp(db)) ? ok(null) : fail('CODE_INVALID');
    },

    checkCode,
  };
}

/**
 * The borrower is told how long to wait (data for a client's countdown, minutes in the
 * message): without it, "try again later" read as broken to someone who then waited a minute.
 */
function sendLimitReached(waitMs: number): Outcome<never> {
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return fail('SEND_LIMIT_REACHED', { retryAfterSeconds }, { key: 'error.SEND_LIMIT_REACHED.retryIn', params: { minutes } });
}
