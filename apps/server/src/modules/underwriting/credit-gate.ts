import type { MarketId } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import * as repo from './decision-repository.ts';
import { fingerprintOf } from './fingerprints.ts';
import { marketDate } from './input-fns.ts';

export interface CreditGateDeps {
  now: Clock;
  market: MarketId;
  fingerprintKey: string;
  jobs: JobEnqueuer;
  /** After submit, before the engine runs (ASSESSMENT_DELAY_SECONDS). */
  assessmentDelayMs: number;
  /** The closed accounts of the applicant's number (the auth module): the same person, before a deletion (ADR 044). */
  formerAccountsOf(userId: string, executor?: Executor): Promise<string[]>;
}

export type CreditGate = ReturnType<typeof createCreditGate>;

/**
 * The underwriting module's part in an application (ADR 019): the 30-day wait before a new one
 * and the assessment queued at submit. It reads only the module's own decisions, so it is built
 * below the application module that calls it, and the assessment (the job) runs above (ADR 067).
 */
export function createCreditGate(deps: CreditGateDeps) {
  const { now, market, fingerprintKey } = deps;

  return {
    /**
     * In the submitting transaction, queue the assessment: the job is the submission's event,
     * handled by the underwriting service. The device travels in the payload, hashed, and is
     * recorded with the other identifiers when decided.
     */
    async onSubmitted(tx: Executor, submitted: { orderId: string; userId: string; submittedAt: Date; deviceId?: string | undefined }): Promise<void> {
      const device = submitted.deviceId ? { deviceHash: fingerprintOf(fingerprintKey, 'device', submitted.deviceId).valueHash } : {};
      await deps.jobs.enqueue(tx, 'assessment', {
        key: `assess:${submitted.orderId}`,
        payload: { orderId: submitted.orderId, ...device },
        runAt: new Date(submitted.submittedAt.getTime() + deps.assessmentDelayMs),
      });
    },

    /**
     * The gate on a new application: 30 days after a rejection (market calendar), the
     * rejection of a closed account of the same number included (ADR 044).
     */
    async canApply(tx: Executor, userId: string): Promise<Outcome<null>> {
      const rejection = await repo.latestRejection(tx, [userId, ...(await deps.formerAccountsOf(userId, tx))]);
      if (rejection?.retryAfter && marketDate(now(), market) < rejection.retryAfter) return fail('REAPPLY_TOO_SOON', { retryAfter: rejection.retryAfter });
      return ok(null);
    },
  };
}
