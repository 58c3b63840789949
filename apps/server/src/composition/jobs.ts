import type { Jobs } from '../jobs/queues.ts';
import { PHOTO_CHECK_ATTEMPTS } from '../modules/kyc/photo-check.ts';
import { CANCEL_SWEEP_EVERY_MS } from '../modules/loans/loans-service.ts';
import { RECONCILE_EVERY_MS } from '../modules/payments/payments-service.ts';
import { HOLD_SWEEP_EVERY_MS, RETENTION_SWEEP_EVERY_MS } from '../modules/retention/retention-service.ts';
import { REMINDER_SWEEP_EVERY_MS } from '../modules/reminders/reminders-service.ts';
import { REFUND_RECONCILE_EVERY_MS } from '../modules/repayments/refund-rail.ts';
import { SERVICING_SWEEP_EVERY_MS } from '../modules/repayments/servicing-run.ts';
import { PORTFOLIO_REFRESH_EVERY_MS } from '../modules/portfolio/portfolio-service.ts';
import { BUREAU_MONTHLY_SWEEP_EVERY_MS } from '../modules/bureau-reporting/bureau-reporting-service.ts';
import { DELIVERY_ATTEMPTS } from '../modules/bureau-reporting/delivery.ts';
import { DATA_EXPORT_ATTEMPTS, EXPORT_PURGE_EVERY_MS } from '../modules/data-rights/data-rights-service.ts';
import type { Providers } from './infrastructure.ts';
import type { Services } from './services.ts';

/**
 * Every job queue's handler, in one place (ADR 022): which service method runs for each queue
 * of jobs/queues.ts, and how often the sweeps run. Producers enqueue by the same typed names.
 */
export interface JobSettings {
  collectionsReconcileEveryMs: number;
  /** BUREAU_REPORTING=monthly: the monthly job reports the month just ended (ADR 100); else only staff's demand does. */
  bureauMonthly?: boolean;
  /** Photo checks one instance runs at once (PHOTO_CHECK_WORKERS): each takes a core while it decodes. */
  photoCheckWorkers: number;
}

export function registerJobHandlers(jobs: Jobs, services: Services, providers: Pick<Providers, 'sandboxPayout'>, settings: JobSettings): void {
  const { collectionsReconcileEveryMs } = settings;
  const { underwriting, payments, loans, retention, repayments, borrowerCredit, servicingRun } = services;
  // While no bureau answers, the assessment throws and is tried again; at the last try a person decides (ADR 102).
  jobs.handle('assessment', (payload, job) => underwriting.assessOrder(payload.orderId, payload.deviceHash, job.attempt));
  jobs.handle('payout', (_payload, job) => payments.runPayout(job.key));
  jobs.every('payoutReconcile', RECONCILE_EVERY_MS, () => payments.reconcile());
  jobs.handle('refundTransfer', (_payload, job) => services.refundRail.runRefund(job.key));
  jobs.every('refundReconcile', REFUND_RECONCILE_EVERY_MS, () => services.refundRail.reconcile());
  jobs.every('cancelUnconfirmed', CANCEL_SWEEP_EVERY_MS, () => loans.cancelExpired());
  jobs.every('retention', RETENTION_SWEEP_EVERY_MS, () => retention.sweep());
  jobs.every('retentionHolds', HOLD_SWEEP_EVERY_MS, () => retention.releaseDueHolds());
  jobs.every('collectionsReconcile', collectionsReconcileEveryMs, () => repayments.reconcile());
  jobs.handle('applyCredit', (payload) => borrowerCredit.applyCredit(payload.orderId));
  // The long passes over the book stop at a safe point when the instance stops (ADR 093): resumable, so handed back.
  jobs.every('servicingRun', SERVICING_SWEEP_EVERY_MS, (job) => servicingRun.runServicingDay({ signal: job.signal }), { handOffAtStop: true });
  jobs.handle('photoCheck', (payload, job) => services.kyc.checkPhoto(payload.imageId, job.attempt), {
    concurrency: settings.photoCheckWorkers,
    maxAttempts: PHOTO_CHECK_ATTEMPTS,
    // A check lasts well under a second; a short lease brings back the job of a crashed instance soon.
    leaseMs: 15_000,
  });
  jobs.handle('notice', (payload, job) => services.reminders.handleNotice(payload, job));
  jobs.every('reminderSweep', REMINDER_SWEEP_EVERY_MS, () => services.reminders.sweep());
  // One computation at a time on an instance: a dashboard's request and the period's job landing together need not both read the book.
  jobs.every('portfolioSnapshot', PORTFOLIO_REFRESH_EVERY_MS, (job) => services.portfolio.refresh(job.signal), { concurrency: 1, leaseMs: 5 * 60_000, handOffAtStop: true });
  // A month's files are a pass over the book per bureau: one at a time on an instance, with a lease for it.
  jobs.handle('bureauGenerate', (payload) => services.bureauReporting.generate(payload.period, payload.trigger), { concurrency: 1, leaseMs: 10 * 60_000 });
  if (settings.bureauMonthly) jobs.every('bureauMonthly', BUREAU_MONTHLY_SWEEP_EVERY_MS, () => services.bureauReporting.monthly(), { concurrency: 1 });
  jobs.handle('bureauDelivery', (payload, job) => services.bureauReporting.deliver(payload.fileId, job.attempt), { maxAttempts: DELIVERY_ATTEMPTS, leaseMs: 5 * 60_000 });
  jobs.handle('dataExport', (payload, job) => services.dataRights.prepareExport(payload.requestId, payload.lang, job.attempt >= DATA_EXPORT_ATTEMPTS), { maxAttempts: DATA_EXPORT_ATTEMPTS });
  jobs.every('dataExportPurge', EXPORT_PURGE_EVERY_MS, () => services.dataRights.purgeExpired());
  const { sandboxPayout } = providers;
  if (sandboxPayout) jobs.handle('sandboxPayoutSettle', (payload) => sandboxPayout.settleTransfer(payload.reference, payload.step));
}
