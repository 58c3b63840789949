import { AML_RECORD_YEARS, FRAUD_RECORD_YEARS, marketDate, type MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import { HOUR_MS, type Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import { dueHolds, holdUntil, releaseHolds } from './hold-repository.ts';
import { findCandidates, orderHistoryOf, recordErasure } from './retention-repository.ts';

/** Spec section 9: data of rejected applicants and non-borrowers is deleted after one week. */
export const RETENTION_DAYS = 7;
const DAY_MS = 24 * HOUR_MS;
/** Hourly and idempotent: nobody waits more than an hour past the week, and a missed run catches up. */
export const RETENTION_SWEEP_EVERY_MS = HOUR_MS;
/** Daily: a kept record's term ends on a calendar day (ADR 048), and a missed day catches up. */
export const HOLD_SWEEP_EVERY_MS = 24 * HOUR_MS;
const BATCH = 200;

/** The erasing functions of the modules that own the personal data (ADR 020). */
export interface PersonalDataOwners {
  /** kyc: photos in storage, their rows, the identity record. */
  eraseIdentity(userId: string): Promise<unknown>;
  /** banking: the payout account (with the BVN). */
  eraseBankAccount(userId: string): Promise<unknown>;
  /** application: personal, work and questionnaire answers. */
  eraseProfile(userId: string): Promise<unknown>;
  /** auth: where the person came from (the advert's campaign); part of the profile's erasure. */
  eraseAttribution(userId: string): Promise<unknown>;
  /** data-rights: a correction's values and a prepared export (copies of the profile); part of the profile's erasure. */
  eraseDataRequests(userId: string): Promise<unknown>;
  /** underwriting: a closed account's hashed identifiers, at the end of its term (ADR 044). */
  eraseFingerprints(userId: string): Promise<unknown>;
  /** auth: a closed account's number, at the end of its term; an open account's is never touched. */
  forgetAccount(userId: string): Promise<unknown>;
  /** bureaus: the bodies of credit reports past their retention deadline (ADR 102); how many. */
  eraseExpiredBureauReports(): Promise<number>;
}

/** What an erasure on request did: the kinds erased, and until when what is kept is kept. */
export interface ErasureOnRequest {
  borrowed: boolean;
  erased: ('identity' | 'bankAccount' | 'profile')[];
  keptUntil: Date;
}

function yearsAfter(at: Date, years: number): Date {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

export interface RetentionDeps {
  db: Db;
  now: Clock;
  log: Log;
  /** The market whose calendar day a term ends on. */
  market: MarketId;
  owners: PersonalDataOwners;
}

export type RetentionService = ReturnType<typeof createRetentionService>;

/**
 * Erases the personal data of applicants who never borrowed, 7 days after their last order
 * ended (rejected or cancelled). What stays (ADR 020): the account row (phone), the order rows
 * (status, dates, amounts), the credit decision (outcome, reasons, engine version) and the
 * hashed identifiers the fraud checks compare.
 */
export function createRetentionService(deps: RetentionDeps) {
  const { db, now, owners } = deps;

  async function eraseOne(userId: string, at: Date): Promise<boolean> {
    // Asked again just before erasing: an applicant who started a new application since is no longer a candidate.
    const [still] = await findCandidates(db, new Date(at.getTime() - RETENTION_DAYS * DAY_MS), 1, userId);
    if (!still) return false;
    // Photos first (the kyc service removes files before rows), then the rest; a crash part-way is finished next run.
    await owners.eraseIdentity(userId);
    await owners.eraseBankAccount(userId);
    await owners.eraseProfile(userId);
    await owners.eraseAttribution(userId);
    await owners.eraseDataRequests(userId);
    await recordErasure(db, userId, still.endedAt, at);
    return true;
  }

  /** One sweep: everyone due at the clock's now. Returns how many applicants were erased. */
  async function sweep(): Promise<number> {
    const at = now();
    const cutoff = new Date(at.getTime() - RETENTION_DAYS * DAY_MS);
    let erased = 0;
    for (;;) {
      const batch = await findCandidates(db, cutoff, BATCH);
      let progressed = 0;
      for (const { userId } of batch) if (await eraseOne(userId, at)) progressed += 1;
      erased += progressed;
      if (batch.length < BATCH || progressed === 0) break;
    }
    // Counts only: never who.
    if (erased > 0) deps.log.info({ retention: { erased } }, 'personal data of non-borrowers erased');
    // Credit reports are kept only as long as the law allows, whoever they are about (ADR 102).
    let reports = 0;
    for (let batch = await owners.eraseExpiredBureauReports(); batch > 0; batch = await owners.eraseExpiredBureauReports()) reports += batch;
    if (reports > 0) deps.log.info({ retention: { bureauReports: reports } }, 'credit reports past their term erased');
    return erased;
  }

  /**
   * A borrower's own request to delete the account (ADR 044), once the caller has made sure no
   * order is open. Never borrowed: erased as the week-old non-borrowers are, at once; the number,
   * hashed identifiers, decision and order rows stay for the fraud and re-apply checks
   * (FRAUD_RECORD_YEARS). Borrowed: the profile goes; identity, payout account and loan records
   * stay for the anti-money-laundering term (AML_RECORD_YEARS). `keptUntil` states the term; the
   * daily sweep ends it (ADR 048).
   */
  async function eraseOnRequest(userId: string): Promise<ErasureOnRequest> {
    const at = now();
    const history = await orderHistoryOf(db, userId);
    const borrowed = history !== undefined && !history.endedWithoutLoan;
    if (!borrowed) {
      await owners.eraseIdentity(userId);
      await owners.eraseBankAccount(userId);
    }
    await owners.eraseProfile(userId);
    await owners.eraseAttribution(userId);
    await owners.eraseDataRequests(userId);
    if (!borrowed) await recordErasure(db, userId, history?.lastChangeAt ?? at, at);
    const keptUntil = yearsAfter(at, borrowed ? AML_RECORD_YEARS : FRAUD_RECORD_YEARS);
    await holdUntil(db, userId, marketDate(keptUntil, deps.market), at);
    return borrowed ? { borrowed, erased: ['profile'], keptUntil } : { borrowed, erased: ['identity', 'bankAccount', 'profile'], keptUntil };
  }

  /**
   * The daily sweep of terms (ADR 048): every deleted account whose `keep_until` day has come
   * in the market's calendar has its kept identity (photos and record), payout account, any
   * profile, hashed identifiers and number erased through the owning modules (ADR 044, issue
   * 19), and the term is released; one who came back and
   * applied since is under the ordinary rules again, so the term is let go and nothing erased.
   * Idempotent: each erasure deletes what is there, and a released term is never selected again.
   */
  async function releaseDueHolds(): Promise<{ erased: number; superseded: number }> {
    const at = now();
    const today = marketDate(at, deps.market);
    const done = { erased: 0, superseded: 0 };
    for (;;) {
      const due = await dueHolds(db, today, BATCH);
      const cameBack = due.filter((h) => h.cameBack).map((h) => h.userId);
      const ended = due.filter((h) => !h.cameBack).map((h) => h.userId);
      await releaseHolds(db, cameBack, 'superseded', at);
      for (const userId of ended) {
        // Photos first (the kyc service removes files before rows); a crash part-way is finished next run.
        await owners.eraseIdentity(userId);
        await owners.eraseBankAccount(userId);
        await owners.eraseProfile(userId);
        await owners.eraseAttribution(userId);
        await owners.eraseDataRequests(userId);
        // Last, the number and hashed identifiers: what is left (orders, the decision) then names nobody.
        await owners.eraseFingerprints(userId);
        await owners.forgetAccount(userId);
      }
      await releaseHolds(db, ended, 'erased', at);
      done.erased += ended.length;
      done.superseded += cameBack.length;
      if (due.length < BATCH) break;
    }
    // Counts only: never who.
    if (done.erased + done.superseded > 0) deps.log.info({ retention: { heldRecords: done } }, 'kept records past their term released');
    return done;
  }

  return {
    /** The hourly sweep (a periodic job, RETENTION_SWEEP_EVERY_MS). */
    sweep,
    eraseOnRequest,
    /** The daily sweep of kept records past their term (a periodic job, HOLD_SWEEP_EVERY_MS). */
    releaseDueHolds,
  };
}
