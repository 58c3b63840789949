import type { Db } from '../../db/client.ts';
import type { CollectionsProvider, ReceivedPayment } from '../../providers/collections/types.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import type { FoundMismatch, MismatchRecorder } from '../reconciliation/reconciliation-service.ts';
import { recordedInWindow, recordedPayment, type RecordedPayment } from './reconcile-repository.ts';
import { markReconciled, reconciledUntil } from './reference-repository.ts';
import type { Receipt } from './repayments-service.ts';

/** How far back the first run looks, and how much each run overlaps the last: late-listed payments are caught. */
const FIRST_LOOK_BACK_MS = 48 * 3_600_000;
const OVERLAP_MS = 6 * 3_600_000;
/** Payments of the last minutes are left to their notifications, which are still on their way. */
const SETTLE_MS = 2 * 60_000;
/** Why a payment sits in suspense that makes it a difference with the vendor (not a zero amount, which is nobody's money). */
const UNMATCHED_REASONS: readonly (string | null)[] = ['unknown_target', 'currency_mismatch'];

export interface ReconcileReport {
  provider: string;
  listed: number;
  /** Payments the notifications had missed, credited now. */
  recovered: number;
  /** Differences between the vendor's list and our record newly kept for finance (ADR 086). */
  mismatches: number;
  failed: boolean;
}

/** The differences between one listed payment and what we recorded under its reference. */
function differencesOf(provider: string, listed: ReceivedPayment, ours: RecordedPayment): FoundMismatch[] {
  const found: FoundMismatch[] = [];
  const base = { provider, subject: listed.providerReference, paidAt: new Date(listed.paidAt) };
  if (ours.outcome === 'suspense' && UNMATCHED_REASONS.includes(ours.reason)) {
    found.push({ ...base, kind: 'unmatched_payment', currency: listed.currency, vendor: { amount: listed.amount }, ours: { amount: null, state: ours.reason } });
  }
  if (ours.amount !== listed.amount || ours.currency !== listed.currency) {
    found.push({
      ...base, kind: 'amount_differs', currency: ours.currency,
      vendor: { amount: listed.amount, state: listed.currency === ours.currency ? null : listed.currency }, ours: { amount: ours.amount, state: ours.outcome },
    });
  }
  return found;
}

/**
 * Compares a provider's list of received payments with our record (issue 10, ADR 034; issue
 * 22, ADR 086). What a lost notification missed is credited through the one way in, so a
 * payment found here and by a late notification still counts once; that is fixed, not a
 * difference. What cannot be fixed automatically is kept, once, for finance: a listed payment
 * we could not credit, a listed amount not ours, and a payment we recorded that the list of
 * its window lacks. The window overlaps the last run's, and the mark moves only after the
 * whole window was read.
 */
export async function reconcileProvider(
  deps: { db: Db; now: Clock; log: Log; mismatches: MismatchRecorder },
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
    return { provider: name, listed: 0, recovered: 0, mismatches: 0, failed: true };
  }
  let recovered = 0;
  const found: FoundMismatch[] = [];
  for (const payment of listed.value) {
    const receipt = await receivePayment(name, payment);
    if (!receipt.duplicate) recovered += 1;
    const ours = await recordedPayment(deps.db, name, payment.providerReference);
    if (ours) found.push(...differencesOf(name, payment, ours));
  }
  const listedReferences = new Set(listed.value.map((payment) => payment.providerReference));
  // A payment an earlier list lacked may be listed now (the vendor's search lagged): no longer a difference.
  const listedLater = await deps.mismatches.listedAfterAll(deps.db, name, [...listedReferences]);
  for (const ours of await recordedInWindow(deps.db, name, from, to)) {
    if (listedReferences.has(ours.providerReference)) continue;
    found.push({
      provider: name, kind: 'missing_at_vendor', subject: ours.providerReference, currency: ours.currency, paidAt: ours.paidAt,
      vendor: { amount: null }, ours: { amount: ours.amount, state: ours.outcome },
    });
  }
  let mismatches = 0;
  for (const mismatch of found) if (await deps.mismatches.record(deps.db, mismatch)) mismatches += 1;
  await markReconciled(deps.db, name, to, at);
  if (recovered > 0) deps.log.warn({ provider: name, recovered }, 'collections reconciliation credited payments no notification brought');
  if (mismatches > 0) deps.log.warn({ provider: name, mismatches }, 'collections reconciliation found differences for finance to resolve');
  if (listedLater > 0) deps.log.info({ provider: name, listedLater }, 'collections reconciliation: payments an earlier list lacked are listed now');
  return { provider: name, listed: listed.value.length, recovered, mismatches, failed: false };
}
