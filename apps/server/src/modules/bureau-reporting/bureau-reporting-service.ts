import { currencyOf, marketDate, type BureauTotals, type MarketId, type StaffBureauFile, type StaffBureauFileList } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { BureauDelivery } from '../../providers/bureau-delivery/types.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { InboxBatchRecorder } from '../inbox/inbox-service.ts';
import type { LenderIdentity } from './bureau-facts.ts';
import { deliverFile } from './delivery.ts';
import { openFile } from './file-crypto.ts';
import { fileById, hasFilesFor, listFiles, liveFile, lockFile, periodsOf, updateFile } from './file-repository.ts';
import { generateMonth, type Generation } from './generation.ts';
import { periodDays, previousPeriod } from './period-fns.ts';

/** How often the monthly job looks whether the month just ended has its files (ADR 100). */
export const BUREAU_MONTHLY_SWEEP_EVERY_MS = 60 * 60_000;

export interface BureauReportingDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  jobs: JobEnqueuer;
  audit: AuditRecorder;
  inbox: InboxBatchRecorder;
  delivery: BureauDelivery;
  fingerprintKey: string;
  lender: LenderIdentity;
  /** The portfolio module's totals a file must equal, read with the generation's executor. */
  portfolioTotals(executor: Executor): Promise<BureauTotals>;
}

export type BureauReportingService = ReturnType<typeof createBureauReportingService>;

/** The content type a download is served with, by format. */
function contentTypeOf(format: string): string {
  return format === 'circulo-pf' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8';
}

/**
 * Reporting to the credit bureaus (issue 24, ADR 100, 101): the month's files made by the monthly
 * job or on staff's demand, each delivered by a job of its own, listed, downloaded and resent by
 * staff (bureau-files.read / bureau-files.manage), every staff change audited in its transaction.
 */
export function createBureauReportingService(deps: BureauReportingDeps) {
  const { db, now, market } = deps;

  return {
    /** The job's work: the month's files (a pass over the book per bureau). */
    generate(period: string, trigger: string): Promise<Generation> {
      return generateMonth(deps, period, trigger);
    },

    /**
     * The monthly job: on any day of a month, the month before is reported once it has no file.
     * Files a month once; making it again after a failed check is staff's (generate).
     */
    async monthly(): Promise<void> {
      const period = previousPeriod(marketDate(now(), market));
      if (await hasFilesFor(db, market, period)) return;
      // Through the generation queue, one at a time with staff's requests: never two passes over the book at once.
      await db.transaction((tx) => deps.jobs.enqueue(tx, 'bureauGenerate', { key: `bureau-generate:${period}:schedule`, payload: { period, trigger: 'schedule' } }));
      deps.jobs.nudge();
    },

    deliver(fileId: string, attempt: number): Promise<void> {
      return deliverFile(deps, fileId, attempt);
    },

    async list(period: string | undefined): Promise<StaffBureauFileList> {
      const wanted = period && /^\d{4}-\d{2}$/.test(period) ? period : null;
      const [rows, periods] = await Promise.all([listFiles(db, market, wanted), periodsOf(db, market)]);
      const files: StaffBureauFile[] = rows.map((r) => ({
        ...r, currency: currencyOf(market), createdAt: r.createdAt.toISOString(), deliveredAt: r.deliveredAt ? r.deliveredAt.toISOString() : null,
      }));
      return { files, periods };
    },

    /** The file as delivered (decrypted), its name and content type; the download is recorded (it carries identity numbers). */
    async download(id: string, context: AuditContext): Promise<Outcome<{ fileName: string; contentType: string; content: Buffer; sha256: string }>> {
      const row = await fileById(db, market, id);
      if (!row) return fail('NOT_FOUND');
      await deps.audit.recordAlone({ ...context, action: 'bureau-file.download', object: { type: 'bureau-file', id }, after: { fileName: row.fileName, sha256: row.sha256 } });
      return ok({ fileName: row.fileName, contentType: contentTypeOf(row.format), content: openFile(deps.fingerprintKey, row.content), sha256: row.sha256 });
    },

    /** Staff ask for a month's files now (ended months only): a job makes them; the request is audited. */
    async requestGenerate(period: string | undefined, context: AuditContext): Promise<Outcome<{ period: string; queued: boolean }>> {
      const today = marketDate(now(), market);
      const month = period && period !== '' ? period : previousPeriod(today);
      if (periodDays(month).end >= today) return fail('BUREAU_PERIOD_NOT_ENDED');
      const queued = await db.transaction(async (tx) => {
        const added = await deps.jobs.enqueue(tx, 'bureauGenerate', { key: `bureau-generate:${month}:${now().getTime()}`, payload: { period: month, trigger: context.actor.name } });
        await deps.audit.record(tx, { ...context, action: 'bureau-file.generate', object: { type: 'bureau-period', id: month } });
        return added;
      });
      deps.jobs.nudge();
      return ok({ period: month, queued });
    },

    /**
     * Sends a file again (ADR 100): a delivered file only by this, a rejected, misconfigured or
     * unavailable one once mended. A file that failed its checks is never sent; one on its way
     * is not queued twice. Audited in the transaction that queues the delivery.
     */
    async resend(id: string, context: AuditContext): Promise<Outcome<{ id: string; state: 'pending' }>> {
      const outcome = await db.transaction(async (tx): Promise<Outcome<{ id: string; state: 'pending' }>> => {
        const row = await lockFile(tx, id);
        if (!row || row.market !== market) return fail('NOT_FOUND');
        if (row.state === 'invalid') return fail('BUREAU_FILE_NOT_SENDABLE');
        if (row.state === 'pending') return fail('BUREAU_FILE_IN_FLIGHT');
        // A newer file of the same month and bureau already went or is going: this one stays as it is.
        const live = await liveFile(tx, market, row.period, row.bureau, row.format);
        if (live && live.id !== id) return fail('BUREAU_FILE_IN_FLIGHT');
        const resends = row.resends + 1;
        await updateFile(tx, id, { state: 'pending', resends });
        await deps.jobs.enqueue(tx, 'bureauDelivery', { key: `bureau-delivery:${id}:${resends}`, payload: { fileId: id } });
        await deps.audit.record(tx, { ...context, action: 'bureau-file.resend', object: { type: 'bureau-file', id }, before: { state: row.state }, after: { state: 'pending', resends } });
        return ok({ id, state: 'pending' as const });
      });
      if (outcome.ok) deps.jobs.nudge();
      return outcome;
    },
  };
}
