import * as z from 'zod/mini';
import type { Executor } from '../db/client.ts';
import { UnrunnableJobError, type JobContext, type JobQueue, type QueueOptions } from './job-queue.ts';

/**
 * Every job queue of the server in one table (ADR 022): its name in the `jobs` table, the
 * version of its payload and the payload's shape. A job is stored with its payload version;
 * its handler runs only on a payload of that version that passes the schema, so a payload
 * written by another release is refused loudly (failed at once) instead of misread. A change
 * to a payload's shape adds a version; the old one is kept until no job of it can be left.
 */
interface QueueDefinition {
  name: string;
  version: number;
  payload: z.ZodMiniType<Record<string, unknown>>;
}

const none = z.object({});

export const QUEUES = {
  /** One credit decision (ADR 019); the device travels hashed. */
  assessment: { name: 'assessment', version: 1, payload: z.object({ orderId: z.string(), deviceHash: z.optional(z.string()) }) },
  /** One payout attempt (ADR 017); the job key is its reference. */
  payout: { name: 'payout', version: 1, payload: none },
  /** One credit refund through the payout rail (ADR 085); the job key is its reference. */
  refundTransfer: { name: 'refund-transfer', version: 1, payload: none },
  /** Periodic sweeps: their payload is empty, their key the time slot. */
  payoutReconcile: { name: 'payout-reconcile', version: 1, payload: none },
  /** Rail refunds stuck waiting on the provider, requeried (ADR 085). */
  refundReconcile: { name: 'refund-reconcile', version: 1, payload: none },
  cancelUnconfirmed: { name: 'cancel-unconfirmed', version: 1, payload: none },
  retention: { name: 'retention', version: 1, payload: none },
  /** Kept records of former borrowers whose term has passed (ADR 048): daily. */
  retentionHolds: { name: 'retention-holds', version: 1, payload: none },
  /** Each live collections provider's payments against ours (ADR 034). */
  collectionsReconcile: { name: 'collections-reconcile', version: 1, payload: none },
  /** A loan just paid out: the borrower's credit, if any, pays it (issue 10). */
  applyCredit: { name: 'apply-credit', version: 1, payload: z.object({ orderId: z.string() }) },
  /** The daily servicing run (issue 11, ADR 036): a sweep that runs the market day's run unless it is finished. */
  servicingRun: { name: 'servicing-run', version: 1, payload: none },
  /**
   * One message to a borrower about their loan (issue 11, reminders module): sent at once, or
   * at the next hour the market allows. The job key makes each notice once per event.
   */
  notice: {
    name: 'notice',
    version: 1,
    payload: z.object({ kind: z.enum(['payment_received', 'rollover_confirmed']), orderId: z.string(), paymentId: z.optional(z.string()) }),
  },
  /** The hourly reminder sweep (issue 11, ADR 039): due in 3 days, due today, overdue; nothing outside 08:00-20:00 market time. */
  reminderSweep: { name: 'reminder-sweep', version: 1, payload: none },
  /** The portfolio's figures computed again (ADR 078): the dashboard answers from the latest. */
  portfolioSnapshot: { name: 'portfolio-snapshot', version: 1, payload: none },
  /** A month's bureau files made on staff's demand (ADR 100); the monthly job makes them too. */
  bureauGenerate: { name: 'bureau-generate', version: 1, payload: z.object({ period: z.string(), trigger: z.string() }) },
  /** The monthly sweep: the month just ended reported once it has no file (ADR 100). */
  bureauMonthly: { name: 'bureau-monthly', version: 1, payload: none },
  /** One bureau file's delivery (ADR 100), retried while the bureau is unavailable; the key names the file and the resend. */
  bureauDelivery: { name: 'bureau-delivery', version: 1, payload: z.object({ fileId: z.string() }) },
  /** One identity photo's check (ADR 056): re-encoding and the KYC check after the upload answered; the job key is the image id. */
  photoCheck: { name: 'photo-check', version: 1, payload: z.object({ imageId: z.string() }) },
  /** One borrower's data export (issue 24, ADR 103), gathered from every module and sealed; the job key is the request's id. */
  dataExport: { name: 'data-export', version: 1, payload: z.object({ requestId: z.string(), lang: z.enum(['en', 'es']) }) },
  /** Hourly: the sealed copies of expired exports emptied (ADR 103). */
  dataExportPurge: { name: 'data-export-purge', version: 1, payload: none },
  /** Sandbox payouts only: a transfer the sandbox rail settles (or reverses) and reports by webhook. */
  sandboxPayoutSettle: {
    name: 'sandbox-payout-settle',
    version: 1,
    payload: z.object({ reference: z.string(), step: z.enum(['settle', 'reverse']) }),
  },
} as const satisfies Record<string, QueueDefinition>;

export type QueueId = keyof typeof QUEUES;
export type PayloadOf<Q extends QueueId> = z.output<(typeof QUEUES)[Q]['payload']>;
export type JobInput<Q extends QueueId> = { key: string; runAt?: Date } & (Record<never, never> extends PayloadOf<Q>
  ? { payload?: PayloadOf<Q> }
  : { payload: PayloadOf<Q> });

/** What a module that queues work needs: enqueue in its own transaction, nudge after it commits. */
export interface JobEnqueuer {
  enqueue<Q extends QueueId>(tx: Executor, queue: Q, job: JobInput<Q>): Promise<boolean>;
  nudge(): void;
}

export interface Jobs extends JobEnqueuer {
  /** The handler of a queue: it receives the validated payload of the queue's version. */
  handle<Q extends QueueId>(queue: Q, handler: (payload: PayloadOf<Q>, job: JobContext) => Promise<unknown>, options?: QueueOptions): void;
  /** A periodic sweep (one job per time slot across every instance). */
  every(queue: QueueId, everyMs: number, handler: (job: JobContext) => Promise<unknown>, options?: QueueOptions): void;
}

/** The typed face of the durable queue: names, versions and payloads from QUEUES. */
export function typedJobs(queue: Pick<JobQueue, 'enqueue' | 'nudge' | 'register' | 'registerPeriodic'>): Jobs {
  return {
    enqueue(tx, id, job) {
      const def = QUEUES[id];
      // A payload that breaks its own schema is a bug of the caller: refused before it is stored.
      const payload = def.payload.parse(job.payload ?? {});
      return queue.enqueue(tx, { queue: def.name, key: job.key, payload, payloadVersion: def.version, ...(job.runAt ? { runAt: job.runAt } : {}) });
    },
    nudge: () => queue.nudge(),
    handle(id, handler, options) {
      const def = QUEUES[id];
      queue.register(def.name, async (job) => handler(readPayload(id, job), job).then(() => undefined), options);
    },
    every(id, everyMs, handler, options) {
      queue.registerPeriodic(QUEUES[id].name, everyMs, async (job) => void (await handler(job)), options);
    },
  };
}

function readPayload<Q extends QueueId>(id: Q, job: JobContext): PayloadOf<Q> {
  const def = QUEUES[id];
  if (job.payloadVersion !== def.version) {
    throw new UnrunnableJobError(`${def.name} job ${job.id} has payload version ${job.payloadVersion}; this release reads ${def.version}`);
  }
  const parsed = def.payload.safeParse(job.payload);
  if (!parsed.success) throw new UnrunnableJobError(`${def.name} job ${job.id} has a payload its schema refuses`);
  return parsed.data as PayloadOf<Q>;
}
