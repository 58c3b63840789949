import { randomUUID } from 'node:crypto';
import type { BureauConsentState, BureauFactsSummary, Language, MarketId, StaffBureauView } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { BureauInquiryOutcome } from '../../db/schema.ts';
import type { BureauProvider, BureauResult, BureauSubject } from '../../providers/bureau/types.ts';
import { HOUR_MS, type Clock } from '../../shared/clock.ts';
import type { Keyring } from '../../shared/keyring.ts';
import type { Log } from '../../shared/log.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { openText, sealText, type SealPurpose } from '../../shared/sealed-text.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import * as repo from './bureau-repository.ts';
import { consentText, consentVersions } from './consent-text.ts';
import { isSamePerson, summaryOf } from './facts-fns.ts';

/**
 * How long a report's body is kept after the inquiry (ADR 102), per market; then the retention
 * sweep erases it and keeps only who asked, when and what the decision read.
 */
/** What a bureau told us and the borrower's NIP are sealed at rest, each under a key of its own (ADR 102). */
const SEALED: Readonly<Record<'report' | 'nip', SealPurpose>> = {
  report: { version: 'b1', salt: 'lendline-bureau', info: 'report-v1' },
  nip: { version: 'b1', salt: 'lendline-bureau', info: 'nip-v1' },
};

export const REPORT_RETENTION_DAYS: Readonly<Record<MarketId, number>> = { NG: 730, MX: 365 };

/** An application as this module reads it (the loans module owns it). */
interface ConsentOrder {
  id: string;
  orderNo: string;
  submittedAt: Date | null;
}

export interface BureausDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  keys: Keyring;
  contentDir: string;
  /** The market's bureaus in the order they are asked (BUREAU_PROVIDER, then BUREAU_SECOND_PROVIDER). */
  providers: readonly BureauProvider[];
  orders: {
    ownOrder(executor: Executor, userId: string, orderNo: string, lock?: boolean): Promise<ConsentOrder | null>;
    ordersByIds(executor: Executor, orderIds: readonly string[]): Promise<{ id: string; orderNo: string }[]>;
  };
  /** The auth module's check of the borrower's `bureauNip` code; `useUp` in the consent's transaction. */
  checkNip(userId: string, code: string): Promise<Outcome<{ useUp(tx: Executor): Promise<boolean> }>>;
  audit: AuditRecorder;
}

/**
 * The person asked about, as the assessment has read them already (ADR 102): the verified
 * account's BVN or CURP, the profile's personal section (name, birthday), the phone.
 */
export interface BureauApplicant {
  personal: unknown;
  phone: string | null;
  bank: { bvn: string | null; curp: string | null } | null;
}

/** What the assessment is told: facts, or why there are none. */
export type BureauAnswer =
  | { kind: 'no_consent' }
  | { kind: 'unavailable' }
  /** No identity number, name or phone on file to ask with: asking again would not help. */
  | { kind: 'no_subject' }
  | { kind: 'identity_mismatch'; inquiryId: string; bureau: string }
  | { kind: 'report'; inquiryId: string; bureau: string; facts: BureauFactsSummary };

/** Thrown in the consent's transaction when the NIP was used by a simultaneous request: nothing is saved. */
class NipUsedMeanwhile extends Error {}
class ConsentGivenMeanwhile extends Error {}

export type BureausService = ReturnType<typeof createBureausService>;

/** Consent to and inquiries at the credit bureaus (issue 24, ADR 102). */
export function createBureausService(deps: BureausDeps) {
  const { db, now, market, keys } = deps;
  const bureauNames = deps.providers.map((p) => p.displayName);
  const displayNameOf = (name: string) => deps.providers.find((p) => p.name === name)?.displayName ?? name;
  const needsNip = market === 'MX';

  async function state(order: ConsentOrder, lang: Language): Promise<Outcome<BureauConsentState>> {
    const versions = await consentVersions(deps.contentDir, market);
    const textVersion = versions.at(-1);
    if (!textVersion) throw new Error(`No bureau consent text for ${market}`);
    const consent = await repo.liveConsent(db, order.id);
    return ok({
      textVersion,
      text: await consentText(deps.contentDir, market, lang, textVersion, bureauNames),
      bureaus: bureauNames,
      needsNip,
      consent: consent ? consentRecord(consent) : null,
    });
  }

  function subjectOf({ personal: section, phone, bank }: BureauApplicant): BureauSubject | null {
    const personal = (section ?? null) as Record<string, unknown> | null;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const idNumber = market === 'NG' ? bank?.bvn : bank?.curp;
    if (!idNumber || !personal || !phone) return null;
    return {
      market, idNumber, phone,
      firstName: text(personal.firstName), lastName: text(personal.lastName), birthday: text(personal.inputBirthday),
    };
  }

  /** Asks one bureau; a bug or a dropped connection in an adapter is an unavailable bureau, never a lost application. */
  async function ask(provider: BureauProvider, request: Parameters<BureauProvider['inquire']>[0]): Promise<BureauResult> {
    try {
      return await provider.inquire(request);
    } catch (error) {
      deps.log.warn({ bureau: provider.name, error: error instanceof Error ? error.name : 'unknown' }, 'bureau inquiry threw');
      return { ok: false, reason: 'unavailable' };
    }
  }

  return {
    /** `/bureau/consent`: the text (what, of whom, why) and this application's live consent. */
    async consentState(userId: string, orderNo: string, lang: Language): Promise<Outcome<BureauConsentState>> {
      const order = await deps.orders.ownOrder(db, userId, orderNo);
      if (!order) return fail('NOT_FOUND');
      return state(order, lang);
    },

    /** `/bureau/consent/give`: records the consent (Mexico: with the NIP from the SMS) before submit. */
    async giveConsent(userId: string, input: { orderNo: string; textVersion: string; nip?: string | undefined }, clientIp: string, lang: Language): Promise<Outcome<BureauConsentState>> {
      const order = await deps.orders.ownOrder(db, userId, input.orderNo);
      if (!order) return fail('NOT_FOUND');
      if (await repo.liveConsent(db, order.id)) return state(order, lang);
      if (order.submittedAt) return fail('BUREAU_CONSENT_CLOSED');
      const versions = await consentVersions(deps.contentDir, market);
      if (versions.at(-1) !== input.textVersion) return fieldProblem('textVersion', 'error.bureau.textVersion');
      let nip: { code: string; useUp(tx: Executor): Promise<boolean> } | null = null;
      if (needsNip) {
        if (!input.nip) return fieldProblem('nip', 'error.bureau.nipRequired');
        const checked = await deps.checkNip(userId, input.nip);
        if (!checked.ok && checked.error === 'CODE_INVALID') return (await repo.liveConsent(db, order.id)) ? state(order, lang) : fieldProblem('nip', 'error.CODE_INVALID');
        if (!checked.ok) return checked;
        nip = { code: input.nip, useUp: checked.value.useUp };
      }
      const at = now();
      try {
        await db.transaction(async (tx) => {
          if (nip && !(await nip.useUp(tx))) throw new NipUsedMeanwhile('bureau NIP used meanwhile');
          // The NIP is kept sealed: Círculo takes it with the inquiry (ADR 102); never in clear, never logged.
          const inserted = await repo.insertConsent(tx, {
            id: randomUUID(), userId, orderId: order.id, market, bureaus: bureauNames, textVersion: input.textVersion, acceptedAt: at,
            clientIp, nipSealed: nip ? sealText(keys.current, SEALED.nip, nip.code) : null, nipConfirmedAt: nip ? at : null,
          });
          // A tap that lost the race leaves the NIP unspent: the first tap's consent is the one.
          if (!inserted) throw new ConsentGivenMeanwhile('bureau consent given meanwhile');
        });
      } catch (error) {
        // Mexico's double tap (here and at the check above): the first tap spent the NIP on the consent this one would have given.
        if (error instanceof NipUsedMeanwhile && !(await repo.liveConsent(db, order.id))) return fieldProblem('nip', 'error.CODE_INVALID');
        if (!(error instanceof NipUsedMeanwhile) && !(error instanceof ConsentGivenMeanwhile)) throw error;
      }
      return state(order, lang);
    },

    /** `/bureau/consent/withdraw`: no inquiry is made on a withdrawn consent (one made already stays recorded). */
    async withdrawConsent(userId: string, orderNo: string, lang: Language): Promise<Outcome<BureauConsentState>> {
      const order = await deps.orders.ownOrder(db, userId, orderNo);
      if (!order) return fail('NOT_FOUND');
      const consent = await repo.liveConsent(db, order.id);
      if (consent) await repo.withdrawConsent(db, consent.id, now());
      return state(order, lang);
    },

    /** The submit's check, in its transaction: no application goes to the assessment without a live consent. */
    async hasLiveConsent(executor: Executor, orderId: string): Promise<boolean> {
      return (await repo.liveConsent(executor, orderId)) !== undefined;
    },

    /**
     * The assessment's inquiry. An application is asked about once: a stored answer (a report, or
     * a report on someone else) is reused on every retry. Without a live consent nothing is asked.
     * Each bureau in order; the next one when the one before gave nothing usable.
     */
    async inquire(order: { orderId: string; userId: string }, applicant: BureauApplicant): Promise<BureauAnswer> {
      const answered = await repo.answeredInquiry(db, order.orderId);
      if (answered) {
        const bureau = displayNameOf(answered.bureau);
        return answered.outcome === 'report' && answered.facts
          ? { kind: 'report', inquiryId: answered.id, bureau, facts: answered.facts }
          : { kind: 'identity_mismatch', inquiryId: answered.id, bureau };
      }
      const consent = await repo.liveConsent(db, order.orderId);
      if (!consent) return { kind: 'no_consent' };
      const subject = subjectOf(applicant);
      if (!subject) return { kind: 'no_subject' };
      for (const provider of deps.providers) {
        const reference = `LL-${randomUUID().replaceAll('-', '').slice(0, 24)}`;
        const requestedAt = now();
        const result = await ask(provider, { subject, reference });
        const row = { id: randomUUID(), consentId: consent.id, userId: order.userId, orderId: order.orderId, bureau: provider.name, reference, requestedAt, reasons: [] as string[] };
        const retainUntil = new Date(requestedAt.getTime() + REPORT_RETENTION_DAYS[market] * 24 * HOUR_MS);
        if (!result.ok) {
          await repo.insertInquiry(db, { ...row, outcome: result.reason, facts: null, reportSealed: null, retainUntil });
          deps.log.warn({ bureau: provider.name, reference, reason: result.reason }, 'bureau gave no report');
          continue;
        }
        const same = isSamePerson(subject, result.report);
        const outcome: BureauInquiryOutcome = same ? 'report' : 'identity_mismatch';
        const facts = same ? summaryOf(result.report) : null;
        // A report on someone else is kept sealed for staff to see why, never read into a decision.
        await repo.insertInquiry(db, { ...row, outcome, facts, reportSealed: sealText(keys.current, SEALED.report, JSON.stringify(result.report)), retainUntil });
        return facts ? { kind: 'report', inquiryId: row.id, bureau: provider.displayName, facts } : { kind: 'identity_mismatch', inquiryId: row.id, bureau: provider.displayName };
      }
      return { kind: 'unavailable' };
    },

    /** The decision's named reasons from the facts, written with the decision (its transaction). */
    noteReasons: (tx: Executor, inquiryId: string, reasons: string[]) => repo.setReasons(tx, inquiryId, reasons),

    /** The bureau whose report an application's decision read, as a borrower reads its name; null when none. */
    async bureauOfOrder(orderId: string): Promise<string | null> {
      const answered = await repo.answeredInquiry(db, orderId);
      return answered?.outcome === 'report' ? displayNameOf(answered.bureau) : null;
    },

    /** The retention sweep (ADR 102): report bodies past their deadline erased, a batch at a time. */
    async eraseExpiredReports(limit = 500): Promise<number> {
      return repo.eraseExpiredReports(db, now(), limit);
    },

    /** Staff's view of the borrower: consents and inquiries with the facts the decision read. */
    async staffView(userId: string): Promise<StaffBureauView> {
      const [consents, inquiries] = await Promise.all([repo.consentsOfUser(db, userId), repo.inquiriesOfUser(db, userId)]);
      const ids = [...new Set([...consents.map((c) => c.orderId), ...inquiries.map((i) => i.orderId)])];
      const orderNos = new Map((await deps.orders.ordersByIds(db, ids)).map((o) => [o.id, o.orderNo]));
      return {
        consents: consents.map((c) => ({ id: c.id, orderNo: orderNos.get(c.orderId) ?? null, bureaus: c.bureaus, clientIp: c.clientIp, ...consentRecord(c) })),
        inquiries: inquiries.map((i) => ({
          id: i.id, orderNo: orderNos.get(i.orderId) ?? null, bureau: displayNameOf(i.bureau), reference: i.reference, outcome: i.outcome,
          requestedAt: i.requestedAt.toISOString(), facts: i.facts, reportKept: i.reportSealed !== null, retainUntil: i.retainUntil.toISOString(),
        })),
      };
    },

    /** A report's full facts for staff holding `bureau-reports.read`: the read is recorded first, in its own transaction. */
    async readReport(userId: string, inquiryId: string, reason: string, context: AuditContext): Promise<Outcome<{ report: unknown }>> {
      return db.transaction(async (tx) => {
        const inquiry = await repo.inquiryOf(tx, userId, inquiryId);
        if (!inquiry?.reportSealed) return fail('NOT_FOUND');
        const plain = openText(keys, SEALED.report, inquiry.reportSealed, now());
        if (plain === null) return fail('NOT_FOUND');
        await deps.audit.record(tx, { ...context, action: 'bureau-report.read', object: { type: 'bureau_inquiry', id: inquiry.id }, after: { userId, bureau: inquiry.bureau }, reason });
        return ok({ report: JSON.parse(plain) as unknown });
      });
    },

    /** For the borrower's data export: the consents given and the inquiries made, without the reports. */
    async forExport(userId: string) {
      const [consents, inquiries] = await Promise.all([repo.consentsOfUser(db, userId), repo.inquiriesOfUser(db, userId)]);
      return {
        consents: consents.map((c) => ({ bureau: c.bureaus.join(', '), ...consentRecord(c) })),
        inquiries: inquiries.map((i) => ({ bureau: displayNameOf(i.bureau), requestedAt: i.requestedAt.toISOString(), outcome: i.outcome, reasons: i.reasons })),
      };
    },
  };
}

function consentRecord(c: repo.ConsentRow) {
  return { textVersion: c.textVersion, acceptedAt: c.acceptedAt.toISOString(), nipConfirmed: c.nipConfirmedAt !== null, withdrawnAt: c.withdrawnAt?.toISOString() ?? null };
}
