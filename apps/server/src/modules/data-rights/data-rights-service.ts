import { randomUUID } from 'node:crypto';
import {
  marketDate, personalInfoSchema, type DataCorrection, type DataCorrectionInput, type DataExportOpened, type DataExportState, type DataRightsOverview,
  type Language, type LatestOrderResponse, type MarketId, type StaffDataRightsQueue, type StaffDataRightsRequest,
} from '@lendline/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Keyring } from '../../shared/keyring.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { openText, sealText } from '../../shared/sealed-text.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { ProfileService } from '../application/profile-service.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { InboxService } from '../inbox/inbox-service.ts';
import { correctionOf, exportStateOf, openCounts, staffViewOf, type DeadlineRule } from './data-rights-fns.ts';
import { dataRequestById, eraseRequestsOf, insertDataRequest, openRequestDates, purgeExpiredExports, queueRows, requestsOf, updateDataRequest, type DataRequestRow } from './data-rights-repository.ts';
import { EXPORT_SEAL, readExportLink } from './export-crypto-fns.ts';
import { gatherExport, type ExportSources } from './export-sections.ts';

export interface DataRightsDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  keys: Keyring;
  jobs: JobEnqueuer;
  /** The law's days to answer (DATA_REQUEST_DAYS, DATA_REQUEST_DAY_TYPE). */
  rule: DeadlineRule;
  sources: ExportSources;
  /** Whether the application is submitted: its personal fields are then locked (ORDER_SUBMITTED). */
  application: { latest(userId: string): Promise<Outcome<LatestOrderResponse>> };
  profiles: Pick<ProfileService, 'personalSectionOf' | 'correctPersonalField'>;
  inbox: Pick<InboxService, 'record' | 'marketingAllowed' | 'setMarketingAllowed'>;
  audit: AuditRecorder;
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;

/** A ready export opens for a day: long enough to download on a slow line, short enough not to linger. */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** Tries of an export job before it is marked failed (about 4 minutes of backoff): a borrower then sees it and may ask again. */
export const DATA_EXPORT_ATTEMPTS = 6;
/** Expired copies are emptied within the hour. */
export const EXPORT_PURGE_EVERY_MS = 60 * 60 * 1000;
/** Corrections shown to the borrower, and rows in each of staff's lists. */
const LIST_ROWS = 50;
const QUEUE_ROWS = 200;

/**
 * The borrower's own data (issue 24, ADR 103): a copy of everything held about them, prepared by
 * a job, sealed at rest and opened through a signed link for a day; a correction of a field the
 * submitted application locks, decided by staff with the reason sent back; the objection to
 * marketing messages. Every request is a row: received, handled (when, by whom), its outcome,
 * and the law's deadline in staff's queue. The module owns its table and reads the rest through
 * each owner's service.
 */
export function createDataRightsService(deps: DataRightsDeps) {
  const { db, now, market, keys } = deps;

  async function isLocked(userId: string): Promise<boolean> {
    const latest = await deps.application.latest(userId);
    return latest.ok && latest.value.order !== null && latest.value.order.submittedAt !== null;
  }

  /**
   * The personal form with the new value, checked as the personal step checks it: the value as
   * that step would keep it (spaces, case, composed letters), or the problem at the field. The
   * kept form is what is stored: the bureau files' format checks and the vendors read it.
   */
  async function checkedValue(userId: string, input: Pick<DataCorrectionInput, 'field' | 'value'>): Promise<{ value: string } | { problem: string }> {
    const personal = await deps.profiles.personalSectionOf(userId);
    const schema = personalInfoSchema(market, marketDate(now(), market));
    const parsed = schema.safeParse({ ...personal, [input.field]: input.value });
    // A problem elsewhere in the stored form is not this request's to answer.
    const problem = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === input.field)?.message;
    if (problem) return { problem };
    const own = schema.shape[input.field].safeParse(input.value);
    return { value: own.success && typeof own.data === 'string' ? own.data : input.value };
  }

  /** A staff decision under the row's lock; the answer is the request as the queue shows it after. */
  async function decided(id: string, decide: (tx: Executor, row: DataRequestRow) => Promise<Outcome<void>>): Promise<Outcome<StaffDataRightsRequest>> {
    const outcome = await db.transaction(async (tx) => {
      const row = await dataRequestById(tx, id, true);
      return row ? decide(tx, row) : fail('NOT_FOUND');
    });
    if (!outcome.ok) return outcome;
    const row = await dataRequestById(db, id);
    return row ? ok(staffViewOf(row, deps.rule, market, now())) : fail('NOT_FOUND');
  }

  return {
    async overview(userId: string): Promise<DataRightsOverview> {
      const [exports, corrections, marketingAllowed, locked] = await Promise.all([
        requestsOf(db, userId, 'export', 1), requestsOf(db, userId, 'correction', LIST_ROWS), deps.inbox.marketingAllowed(userId), isLocked(userId),
      ]);
      const at = now();
      return {
        export: exports[0] ? exportStateOf(exports[0], keys, at) : null,
        corrections: corrections.flatMap((row) => correctionOf(row) ?? []),
        marketingAllowed, locked,
      };
    },

    /**
     * Asks for a copy. While one is being prepared or is still ready, asking again answers that
     * one and queues nothing: one copy a day at most (the rate limit), and a double tap is harmless.
     */
    async requestExport(userId: string, lang: Language): Promise<Outcome<DataExportState>> {
      const at = now();
      const created = await db.transaction(async (tx) => {
        // One at a time per borrower: two taps at once find each other's row.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`data-export:${userId}`}))`);
        const [latest] = await requestsOf(tx, userId, 'export', 1);
        const current = latest ? exportStateOf(latest, keys, at) : null;
        if (current && (current.state === 'preparing' || current.state === 'ready')) return current;
        const id = randomUUID();
        await insertDataRequest(tx, { id, userId, kind: 'export', state: 'preparing', receivedAt: at });
        await deps.jobs.enqueue(tx, 'dataExport', { key: id, payload: { requestId: id, lang } });
        return exportStateOf({ id, userId, kind: 'export', state: 'preparing', receivedAt: at, handledAt: null, handledBy: null, correction: null, refusal: null, extensionReason: null, exportSealed: null, exportExpiresAt: null }, keys, at);
      });
      deps.jobs.nudge();
      return ok(created);
    },

    /**
     * The export job: gathers every section from its owner, seals it and marks it ready for a
     * day. A request already handled is left (a retry after a crash). On the last attempt a
     * failure marks it failed, so the borrower sees it and may ask again.
     */
    async prepareExport(requestId: string, lang: Language, lastAttempt: boolean): Promise<void> {
      const row = await dataRequestById(db, requestId);
      if (!row || row.state !== 'preparing') return;
      try {
        const at = now();
        const gathered = await gatherExport(deps.sources, row.userId, lang, at);
        if (!gathered) {
          await updateDataRequest(db, requestId, { state: 'failed', handledAt: at });
          return;
        }
        const earlier = await Promise.all((['correction', 'objection'] as const).map((kind) => requestsOf(db, row.userId, kind, LIST_ROWS)));
        const document = {
          ...gathered,
          dataRequests: earlier.flat().map((r) => ({ kind: r.kind, state: r.state, receivedAt: r.receivedAt.toISOString(), handledAt: r.handledAt?.toISOString() ?? null, correction: r.correction, refusal: r.refusal })),
        };
        await updateDataRequest(db, requestId, {
          state: 'done', handledAt: at, exportSealed: sealText(keys.current, EXPORT_SEAL, JSON.stringify(document)), exportExpiresAt: new Date(at.getTime() + EXPORT_TTL_MS),
        }, 'preparing');
      } catch (error) {
        if (!lastAttempt) throw error;
        await updateDataRequest(db, requestId, { state: 'failed', handledAt: now() });
      }
    },

    /** Opens a ready export through its link: another borrower's link, an expired one or a purged copy is NOT_FOUND. */
    async openExport(userId: string, token: string): Promise<Outcome<DataExportOpened>> {
      const at = now();
      const invalid = fail('NOT_FOUND', null, { key: 'error.dataRights.link.invalid', params: {} });
      const link = readExportLink(keys, userId, token, at);
      const row = link ? await dataRequestById(db, link.requestId) : undefined;
      if (!link || !row || row.userId !== userId || !row.exportSealed || !row.exportExpiresAt || row.exportExpiresAt.getTime() <= at.getTime()) return invalid;
      const plain = openText(keys, EXPORT_SEAL, row.exportSealed, at);
      if (plain === null) return invalid;
      const document = JSON.parse(plain) as Record<string, unknown>;
      return ok({ generatedAt: row.handledAt?.toISOString() ?? at.toISOString(), expiresAt: row.exportExpiresAt.toISOString(), document });
    },

    async requestCorrection(userId: string, input: DataCorrectionInput): Promise<Outcome<DataCorrection>> {
      if (!(await isLocked(userId))) return fail('DATA_CORRECTION_NOT_LOCKED');
      const checked = await checkedValue(userId, input);
      if ('problem' in checked) return fieldProblem('value', checked.problem);
      const row = { id: randomUUID(), userId, kind: 'correction' as const, state: 'received' as const, receivedAt: now(), correction: { field: input.field, value: checked.value, reason: input.reason } };
      const made = await db.transaction(async (tx) => {
        // One at a time per borrower: two taps at once find each other's request.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`data-correction:${userId}`}))`);
        const pending = await requestsOf(tx, userId, 'correction', LIST_ROWS);
        if (pending.some((earlier) => earlier.state === 'received' && earlier.correction?.field === input.field)) return false;
        await insertDataRequest(tx, row);
        return true;
      });
      if (!made) return fail('DATA_CORRECTION_PENDING');
      const saved = await dataRequestById(db, row.id);
      return saved ? ok(correctionOf(saved)!) : fail('NOT_FOUND');
    },

    /** The objection to marketing (or its withdrawal): carried out at once, and recorded as a request like the others. */
    async setMarketing(userId: string, allowed: boolean): Promise<{ marketingAllowed: boolean }> {
      const at = now();
      await db.transaction(async (tx) => {
        await deps.inbox.setMarketingAllowed(tx, userId, allowed);
        await insertDataRequest(tx, { id: randomUUID(), userId, kind: 'objection', state: 'done', receivedAt: at, handledAt: at, refusal: allowed ? 'withdrawn' : null });
      });
      return { marketingAllowed: allowed };
    },

    /** The account is being deleted (retention's owners, ADR 044): its requests keep nothing that names the borrower. */
    eraseRequestsOf(userId: string): Promise<void> {
      return eraseRequestsOf(db, userId, now());
    },

    /** The hourly sweep: expired copies emptied (the rows and outcomes stay). */
    purgeExpired(): Promise<number> {
      return purgeExpiredExports(db, now());
    },

    async staffQueue(open: boolean): Promise<StaffDataRightsQueue> {
      const at = now();
      const [rows, openDates] = await Promise.all([queueRows(db, open, QUEUE_ROWS), openRequestDates(db)]);
      return { requests: rows.map((row) => staffViewOf(row, deps.rule, market, at)), counts: openCounts(openDates, deps.rule, market, at), rule: deps.rule };
    },

    /** Staff approve a correction: the field changed by its owner, the borrower told, one audit row, all in one transaction. */
    async approveCorrection(id: string, staffName: string, context: AuditContext): Promise<Outcome<StaffDataRightsRequest>> {
      // Checked again before the transaction (the profile may have changed since it was asked):
      // a read on the pool inside it would wait on it where the database has one connection (PGlite).
      const asked = await dataRequestById(db, id);
      if (asked?.correction && asked.state === 'received') {
        const checked = await checkedValue(asked.userId, asked.correction);
        if ('problem' in checked) return fieldProblem('value', checked.problem);
      }
      return decided(id, async (tx, row) => {
        if (row.kind !== 'correction' || !row.correction) return fail('NOT_FOUND');
        if (row.state !== 'received') return fail('DATA_REQUEST_HANDLED');
        const { field, value } = row.correction;
        const at = now();
        if (!(await deps.profiles.correctPersonalField(tx, row.userId, field, value, at))) return fail('NOT_FOUND');
        await updateDataRequest(tx, id, { state: 'done', handledAt: at, handledBy: staffName });
        await deps.inbox.record(tx, { key: `data_request_answered:${id}`, userId: row.userId, orderId: null, orderNo: null, at, params: { kind: 'data_request_answered', outcome: 'done', field, reason: null } });
        // The field's name only: the values are the borrower's personal data.
        await deps.audit.record(tx, { ...context, action: 'data-request.approve', object: { type: 'data-request', id }, before: { state: 'received' }, after: { state: 'done', field } });
        return ok(undefined);
      });
    },

    /** Staff refuse a correction with a reason, which the borrower reads in their messages. */
    refuseCorrection(id: string, reason: string, staffName: string, context: AuditContext): Promise<Outcome<StaffDataRightsRequest>> {
      return decided(id, async (tx, row) => {
        if (row.kind !== 'correction' || !row.correction) return fail('NOT_FOUND');
        if (row.state !== 'received') return fail('DATA_REQUEST_HANDLED');
        const at = now();
        await updateDataRequest(tx, id, { state: 'refused', handledAt: at, handledBy: staffName, refusal: reason });
        await deps.inbox.record(tx, { key: `data_request_answered:${id}`, userId: row.userId, orderId: null, orderNo: null, at, params: { kind: 'data_request_answered', outcome: 'refused', field: row.correction.field, reason } });
        await deps.audit.record(tx, { ...context, action: 'data-request.refuse', object: { type: 'data-request', id }, before: { state: 'received' }, after: { state: 'refused' }, reason });
        return ok(undefined);
      });
    },

    /** The one extension the laws allow (NG: a recorded reason; MX: once, for an equal period). */
    extend(id: string, reason: string, context: AuditContext): Promise<Outcome<StaffDataRightsRequest>> {
      return decided(id, async (tx, row) => {
        if (row.handledAt !== null) return fail('DATA_REQUEST_HANDLED');
        if (row.extensionReason !== null) return fail('DATA_REQUEST_EXTENDED');
        await updateDataRequest(tx, id, { extensionReason: reason });
        await deps.audit.record(tx, { ...context, action: 'data-request.extend', object: { type: 'data-request', id }, after: { extended: true }, reason });
        return ok(undefined);
      });
    },
  };
}
