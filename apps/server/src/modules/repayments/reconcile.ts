import type { Db } from '../../db/client.ts';
import type { CollectionsProvider, ReceivedPayment } from '../../providers/collections/types.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import { markReconciled, reconciledUntil } from './reference-repository.ts';
import type { Receipt } from './repayments-service.ts';

/** How far back the first run looks, and how much each run overlaps the last: late-listed payments are caught. */
const FIRST_LOOK_BACK_MS = 48 * 3_600_000;
const OVERLAP_MS = 6 * 3_600_000;
/** Payments of the last minutes are left to their notifications, which are still on their way. */
const SETTLE_MS = 2 * 60_000;

export interface ReconcileReport {
  provider: string;
  listed: number;
  /** Payments the notifications had missed, credited now. */
  recovered: number;
  failed: boolean;
}

/**
 * Compares a provider's list of received payments with our record and credits what a lost
 * notification missed (issue 10, ADR 034). Crediting goes through the one way in, so a payment
 * found here and by a late notification still counts once; the window overlaps the last run's,
 * and the mark moves only after the whole window was read.
 */
export async function reconcileProvider(
  deps: { db: Db; now: Clock; log: Log },
  name: string,
  provider: CollectionsProvider,
  receivePayment: (provider: string, payment: ReceivedPayment) => Promise<Receipt>,
): Promise<ReconcileReport> {
  const at = deps.now();
  const to = new Date(at.getTime() - SETTLE_MS);
  const last = await reconciledUntil(deps.db, name);
  const from = new Date(last ? last.getTime() - OVERLAP_MS : to.getTime() - FIRST_LOOK_BACK_MS);
  const listed = await provider.listPayments(from, to);
  if (!listed.ok) {
    deps.log.warn({ provider: name, reason: listed.reason }, 'collections reconciliation: list unavailable, will retry');
    return { provider: name, listed: 0, recovered: 0, failed: true };
  }
  let recovered = 0;
  for (const payment of listed.value) {
    const receipt = await receivePayment(name, payment);
    if (!receipt.duplicate) recovered += 1;
  }
  await markReconciled(deps.db, name, to, at);
  if (recovered > 0) deps.log.warn({ provider: name, recovered }, 'collections reconciliation credited payments no notification brought');
  return { provider: name, listed: listed.value.length, recovered, failed: false };
}
