import { marketDate, type MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import { noCounters, type OutcomeCounters } from '../../shared/outcome-counters.ts';
import { penaltyEntries, type LedgerService } from '../ledger/ledger-service.ts';
import type { LoansService } from '../loans/loans-service.ts';
import { advanceRun, chargeBatch, ensureRun, findRun, lockRun, type ServicingRunRow } from './penalty-repository.ts';

/** How often instances look for a market day whose run is not finished (ADR 036): the run starts within this of local midnight. */
export const SERVICING_SWEEP_EVERY_MS = 5 * 60_000;
/** Loans per batch: one transaction each, short enough that a payment waiting on a loan's lock waits little. */
export const SERVICING_BATCH_SIZE = 5_000;

export interface ServicingRunDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  ledger: Pick<LedgerService, 'postMany'>;
  loans: Pick<LoansService, 'lockServicingBatch' | 'markOverdue'>;
  /** The part of the run this instance did (ADR 090); the bench, outside an app, counts nothing. */
  counters?: Pick<OutcomeCounters, 'servicingRun'>;
}

export interface RunOptions {
  /** The market day to run; by default today on the market's calendar. */
  marketDay?: string;
  batchSize?: number;
  /** Tests only: called after each committed batch (a throw stops the run there, as a crash would). */
  afterBatch?: (run: ServicingRunRow) => void | Promise<void>;
  /** Aborted when the instance stops (ADR 093): the run stops after the batch in flight commits; the cursor resumes it. */
  signal?: AbortSignal;
}

export type ServicingRun = ReturnType<typeof createServicingRun>;

/**
 * The daily servicing run (issue 11, ADR 036): every loan of the market being repaid, in
 * batches by order id, each batch one transaction that locks the day's run row, then its
 * loans, moves those with a phase past due to Overdue, charges the day's penalties and posts
 * them to the ledger, and moves the run's cursor past it. A crash loses at most the batch in
 * flight (rolled back, done again); a second instance waits on the run row and continues
 * from the cursor; a second run of a finished day does nothing. The penalty's primary key
 * makes a double charge impossible even if all of that failed.
 */
export function createServicingRun(deps: ServicingRunDeps) {
  const { db, now, market, ledger, loans } = deps;

  /** One batch; whether the day is done, and the loans this batch charged (0 when it found nothing to do). */
  async function runBatch(marketDay: string, batchSize: number, afterBatch: RunOptions['afterBatch']): Promise<{ done: boolean; charged: number; worked: boolean }> {
    const run = await db.transaction(async (tx) => {
      const row = await lockRun(tx, market, marketDay);
      if (!row || row.finishedAt) return null;
      const at = now();
      const batch = await loans.lockServicingBatch(tx, market, row.cursor, batchSize, marketDay);
      const orderIds = batch.dueIds;
      const charges = orderIds.length > 0 ? await chargeBatch(tx, orderIds, marketDay, at) : { overdue: [], penalties: [] };
      const markedOverdue = await loans.markOverdue(tx, charges.overdue.map((o) => o.orderId), at);
      const currencyOf = new Map(charges.overdue.map((o) => [o.orderId, o.currency]));
      await ledger.postMany(tx, charges.penalties.map((p) => ({
        kind: 'penalty', orderId: p.orderId, key: `penalty:${p.orderId}:${marketDay}`, currency: currencyOf.get(p.orderId)!, entries: penaltyEntries(p.amount),
      })));
      const finished = batch.count < batchSize;
      await advanceRun(tx, row, { cursor: batch.lastId, loans: batch.count, markedOverdue, penalties: charges.penalties.length, finishedAt: finished ? at : null });
      return { ...row, finished, charged: charges.penalties.length };
    });
    if (!run) return { done: true, charged: 0, worked: false };
    await afterBatch?.(run);
    return { done: run.finished, charged: run.charged, worked: true };
  }

  return {
    /**
     * Runs the market day (today by default) to its end, or does nothing when it is finished.
     * Safe at any moment, from any number of instances, any number of times.
     */
    async runServicingDay(options: RunOptions = {}): Promise<ServicingRunRow> {
      const marketDay = options.marketDay ?? marketDate(now(), market);
      await ensureRun(db, market, marketDay, now());
      const started = Date.now();
      let charged = 0;
      let worked = false;
      for (;;) {
        const batch = await runBatch(marketDay, options.batchSize ?? SERVICING_BATCH_SIZE, options.afterBatch);
        charged += batch.charged;
        worked ||= batch.worked;
        if (batch.done) break;
        // Between batches, never inside one: what is committed stays, the rest is the next instance's.
        options.signal?.throwIfAborted();
      }
      // Only a run this instance worked on: the sweep finding the day finished every 5 minutes is not a run.
      if (worked) (deps.counters ?? noCounters).servicingRun((Date.now() - started) / 1000, charged);
      const run = (await findRun(db, market, marketDay))!;
      deps.log.info({ market, marketDay, loans: run.loans, markedOverdue: run.markedOverdue, penalties: run.penalties, ms: Date.now() - started }, 'servicing run');
      return run;
    },
  };
}
