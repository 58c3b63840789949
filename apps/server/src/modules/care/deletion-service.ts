import { randomUUID } from 'node:crypto';
import { isStatusIn, marketDate, STATUS_GROUPS, type AccountDeletion, type MarketId, type PersonalDataKind, type StaffDataRequest, type StaffDataRequests } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { LoansService } from '../loans/loans-service.ts';
import type { RetentionService } from '../retention/retention-service.ts';
import { deletionRequestCounts, deletionRequests, insertDeletionRequest, type DeletionRequestRow } from './care-repository.ts';

export interface DeletionDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  loans: Pick<LoansService, 'openOrderOf'>;
  /** The retention rules' erasure (ADR 020): what may go, through each owning module. */
  retention: Pick<RetentionService, 'eraseOnRequest'>;
  /** The auth module: the account is closed, every session ends, the number may register anew. */
  accounts: Pick<AuthService, 'closeAccount'>;
}

export type DeletionService = ReturnType<typeof createDeletionService>;

/** Rows the queue shows at once; the counts cover every request. */
const QUEUE_ROWS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const list = (text: string) => (text === '' ? [] : text.split(','));

/** A request as staff read it (ADR 081): a deletion, done or refused at once; its age in whole days. */
export function dataRequestOf(row: DeletionRequestRow, at: Date): StaffDataRequest {
  return {
    id: row.id, userId: row.userId, kind: 'deletion', state: row.outcome === 'done' ? 'done' : 'refused', refusal: row.refusal,
    erased: list(row.erased), kept: list(row.kept), keepUntil: row.keepUntil, requestedAt: row.createdAt.toISOString(),
    ageDays: Math.max(0, Math.floor((at.getTime() - row.createdAt.getTime()) / DAY_MS)),
  };
}

/**
 * The cancellation form (issue 12, ADR 044). Every request is recorded. While an order is open
 * it is refused with the reason (a loan to repay, or an application to cancel first). Otherwise
 * the retention module erases what may be erased, the answer lists what was erased and what is
 * kept and why, and the session that asked ends.
 */
export function createDeletionService(deps: DeletionDeps) {
  const { db, now } = deps;

  return {
    /**
     * Staff's data-requests queue (issue 22, ADR 081). A deletion is carried out or refused
     * when it is asked, so there is nothing for staff to do on one: the queue shows each with
     * its state, what was erased, what is kept and until when, and why a refusal was refused.
     * Export and correction are asked and decided in the data-rights queue (ADR 103): their
     * kinds say so, so this queue stays the deletions' record.
     */
    async staffDataRequests(): Promise<StaffDataRequests> {
      const [rows, counts] = await Promise.all([deletionRequests(db, QUEUE_ROWS), deletionRequestCounts(db)]);
      const at = now();
      return {
        kinds: [{ kind: 'deletion', available: true }, { kind: 'export', available: true }, { kind: 'correction', available: true }],
        requests: rows.map((row) => dataRequestOf(row, at)),
        counts,
      };
    },

    /** One borrower's requests, for the one view. */
    async dataRequestsOf(userId: string): Promise<StaffDataRequest[]> {
      const at = now();
      return (await deletionRequests(db, QUEUE_ROWS, userId)).map((row) => dataRequestOf(row, at));
    },

    async deleteAccount(principal: { userId: string; sessionId: string }, reason: string | undefined): Promise<Outcome<AccountDeletion>> {
      const { userId } = principal;
      const open = await deps.loans.openOrderOf(db, userId);
      const base = { id: randomUUID(), userId, reason: reason || null, createdAt: now() };
      if (open) {
        const refusal = isStatusIn(STATUS_GROUPS.draftSteps, open.status) ? 'DELETION_APPLICATION_OPEN' : 'DELETION_LOAN_OPEN';
        await insertDeletionRequest(db, { ...base, outcome: 'refused', refusal });
        return fail(refusal);
      }
      const erasure = await deps.retention.eraseOnRequest(userId);
      // One term for everything kept: from that day nothing kept names the borrower (ADR 044).
      const until = marketDate(erasure.keptUntil, deps.market);
      const kept: AccountDeletion['kept'] = erasure.borrowed
        ? [
            ...(['identity', 'bankAccount', 'loanRecords'] as const).map((kind) => ({ kind, basis: 'amlRecords' as const, until })),
            { kind: 'account', basis: 'fraudPrevention', until },
          ]
        : (['loanRecords', 'decision', 'account'] as const).map((kind) => ({ kind, basis: 'fraudPrevention' as const, until }));
      const erased: PersonalDataKind[] = erasure.erased;
      await insertDeletionRequest(db, {
        ...base, outcome: 'done', erased: erased.join(','), kept: kept.map((k) => k.kind).join(','), keepUntil: until,
      });
      // Closed: every session ends, and the number signs up to a new, empty account (issue 19).
      await deps.accounts.closeAccount(userId);
      return ok({ deletedAt: base.createdAt.toISOString(), erased, kept });
    },
  };
}
