import { randomUUID } from 'node:crypto';
import { isMismatchKind, MISMATCH_KINDS, MISMATCH_LISTED_LATER, type MismatchFilters, type MismatchKind, type StaffMismatch, type StaffMismatchList } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import { closeOpen, insertMismatch, listMismatches, lockMismatch, markResolved, mismatchCounts, openCounts, type MismatchRow } from './mismatch-repository.ts';

export interface ReconciliationDeps {
  db: Db;
  now: Clock;
  audit: AuditRecorder;
}

/** A difference as the comparing module found it: the vendor's figures and ours. */
export interface FoundMismatch {
  provider: string;
  kind: MismatchKind;
  subject: string;
  orderNo?: string | null;
  currency: string;
  vendor: { amount: number | null; state?: string | null };
  ours: { amount: number | null; state?: string | null };
  paidAt?: Date | null;
}

/** What the modules that compare (repayments, payments) are given: recording, in their own transaction. */
export type MismatchRecorder = Pick<ReconciliationService, 'record' | 'listedAfterAll'>;
export type ReconciliationService = ReturnType<typeof createReconciliationService>;

const PAGE = 500;

/** The money at stake: the difference when both sides have an amount, else whichever side has one. */
export function amountAtStake(found: Pick<FoundMismatch, 'vendor' | 'ours' | 'kind'>): number {
  const { vendor, ours } = found;
  if (found.kind === 'amount_differs' && vendor.amount !== null && ours.amount !== null) return Math.abs(vendor.amount - ours.amount);
  return vendor.amount ?? ours.amount ?? 0;
}

function view(row: MismatchRow): StaffMismatch {
  return {
    id: row.id, provider: row.provider, kind: row.kind, subject: row.subject, orderNo: row.orderNo, currency: row.currency,
    vendor: { amount: row.vendorAmount, state: row.vendorState }, ours: { amount: row.ourAmount, state: row.ourState },
    amount: row.amount, paidAt: row.paidAt?.toISOString() ?? null, foundAt: row.foundAt.toISOString(),
    resolution: row.resolvedAt && row.resolution
      ? { at: row.resolvedAt.toISOString(), by: row.resolvedByName ?? row.resolvedBy ?? '', reason: row.resolution, approvalId: row.approvalId }
      : null,
  };
}

/**
 * The reconciliation queue (issue 22, ADR 086): the differences the collections reconciliation
 * and the payout path find, each kept once, and finance's resolution of each with a reason.
 * Money is never moved here: the four-eyes money actions do that, and a resolution names them.
 */
export function createReconciliationService(deps: ReconciliationDeps) {
  const { db, now } = deps;
  return {
    /** Keeps a difference once, in the finder's transaction; true when it is new. */
    async record(tx: Executor, found: FoundMismatch): Promise<boolean> {
      return insertMismatch(tx, {
        id: randomUUID(), provider: found.provider, kind: found.kind, subject: found.subject, orderNo: found.orderNo ?? null, currency: found.currency,
        vendorAmount: found.vendor.amount, ourAmount: found.ours.amount, vendorState: found.vendor.state ?? null, ourState: found.ours.state ?? null,
        amount: amountAtStake(found), paidAt: found.paidAt ?? null, foundAt: now(),
      });
    },

    /**
     * A provider's later list has these payments after all (its search lagged behind its
     * notifications): their open "missing at the vendor" rows close themselves, by the system.
     */
    listedAfterAll(db: Executor, provider: string, subjects: readonly string[]): Promise<number> {
      return closeOpen(db, { provider, kind: 'missing_at_vendor', subjects }, { resolvedAt: now(), resolution: MISMATCH_LISTED_LATER });
    },

    /** Open mismatches per provider and kind (the metrics' gauge, ADR 090). */
    openByProviderAndKind: () => openCounts(db),

    /** `GET /staff/reconciliation`: the filtered list (open by default) and the open counts per kind. */
    async list(query: { provider?: string; kind?: string; state?: string }): Promise<StaffMismatchList> {
      const filters: MismatchFilters = {
        ...(query.provider ? { provider: query.provider } : {}),
        ...(isMismatchKind(query.kind) ? { kind: query.kind } : {}),
        state: query.state === 'resolved' ? 'resolved' : 'open',
      };
      const [rows, { counts, providers }] = await Promise.all([listMismatches(db, filters, PAGE), mismatchCounts(db)]);
      return {
        mismatches: rows.map(view),
        counts: Object.fromEntries(MISMATCH_KINDS.map((kind) => [kind, counts.get(kind) ?? 0])) as Record<MismatchKind, number>,
        providers,
      };
    },

    /** `POST /staff/reconciliation/:id/resolve`: once, with a reason, audited in the same transaction (ADR 077). */
    resolve(id: string, body: { reason: string; approvalId?: string | undefined }, context: AuditContext): Promise<Outcome<StaffMismatch>> {
      return db.transaction(async (tx) => {
        const row = await lockMismatch(tx, id);
        if (!row) return fail('NOT_FOUND');
        if (row.resolvedAt) return fail('MISMATCH_RESOLVED');
        const resolution = { resolvedAt: now(), resolvedBy: context.actor.id, resolvedByName: context.actor.name, resolution: body.reason, approvalId: body.approvalId ?? null };
        await markResolved(tx, id, resolution);
        await deps.audit.record(tx, {
          ...context, action: 'reconciliation.resolve', object: { type: 'reconciliation_mismatch', id },
          before: { state: 'open' }, after: { state: 'resolved', kind: row.kind, provider: row.provider, approvalId: resolution.approvalId },
          reason: body.reason,
        });
        return ok(view({ ...row, ...resolution }));
      });
    },
  };
}
