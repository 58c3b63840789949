import type { MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { BureauDelivery, DeliveryOutcome } from '../../providers/bureau-delivery/types.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import type { InboxBatchRecorder } from '../inbox/inbox-service.ts';
import { BUREAUS } from './bureaus.ts';
import { openFile } from './file-crypto.ts';
import { fileById, lockFile, onTimeLoans, updateFile } from './file-repository.ts';

/** Attempts of one delivery job (1 s doubling between them, the queue's default: about four minutes in all). */
export const DELIVERY_ATTEMPTS = 8;

export interface DeliveryDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  fingerprintKey: string;
  delivery: BureauDelivery;
  inbox: InboxBatchRecorder;
}

/** Thrown so the job queue tries again with backoff: the bureau did not answer. */
class BureauUnavailableError extends Error {
  override name = 'BureauUnavailableError';
}

/**
 * One delivery attempt of one file (ADR 100). Only a pending file is sent: a delivered one is
 * never sent again by a job (staff's resend makes it pending again, audited). The adapter's
 * answer is kept: delivered (with the receipt; the on-time borrowers of a facility file are told,
 * once per loan), rejected or misconfigured (stopped, reasons kept for staff), unavailable
 * (retried; after the last attempt the file says so and waits for staff).
 */
export async function deliverFile(deps: DeliveryDeps, fileId: string, attempt: number): Promise<void> {
  // A plain read: the state is checked again under the row's lock once the bureau has answered.
  const row = await fileById(deps.db, deps.market, fileId);
  if (!row || row.state !== 'pending') return;
  const content = openFile(deps.fingerprintKey, row.content);
  let outcome: DeliveryOutcome;
  try {
    outcome = await deps.delivery.deliver({ reference: row.reference, bureau: row.bureau, format: row.format, fileName: row.fileName, content, sha256: row.sha256 });
  } catch (error) {
    // An adapter reduces its vendor's failures to outcomes; anything thrown is treated as no answer.
    outcome = { state: 'unavailable', detail: error instanceof Error ? error.name : 'error' };
  }
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockFile(tx, fileId);
    if (!locked || locked.state !== 'pending') return;
    const attempts = locked.attempts + 1;
    switch (outcome.state) {
      case 'delivered': {
        await updateFile(tx, fileId, { state: 'delivered', attempts, receipt: outcome.receipt, reasons: [], lastAttemptAt: at, deliveredAt: at });
        const bureau = BUREAUS[deps.market].find((b) => b.id === locked.bureau)?.name ?? locked.bureau;
        // Keyed by the loan alone: told once, whichever bureau's file is delivered first.
        const told = (await onTimeLoans(tx, fileId)).map((loan) => ({ key: `bureau_reported:${loan.orderId}`, userId: loan.userId, orderId: loan.orderId, orderNo: loan.orderNo, params: { kind: 'bureau_reported' as const, bureau }, at }));
        await deps.inbox.recordMany(tx, told);
        return;
      }
      case 'rejected':
        await updateFile(tx, fileId, { state: 'rejected', attempts, reasons: outcome.reasons, lastAttemptAt: at });
        return;
      case 'misconfigured':
        await updateFile(tx, fileId, { state: 'misconfigured', attempts, reasons: [outcome.detail], lastAttemptAt: at });
        return;
      case 'unavailable':
        await updateFile(tx, fileId, { state: attempt >= DELIVERY_ATTEMPTS ? 'unavailable' : 'pending', attempts, reasons: [outcome.detail], lastAttemptAt: at });
        return;
    }
  });
  deps.log.info({ fileId, bureau: row.bureau, format: row.format, outcome: outcome.state, attempt }, 'bureau file delivery');
  if (outcome.state === 'unavailable' && attempt < DELIVERY_ATTEMPTS) throw new BureauUnavailableError(`bureau ${row.bureau} unavailable`);
}
