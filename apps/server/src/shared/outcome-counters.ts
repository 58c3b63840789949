/**
 * What the services tell the metrics about outcomes they applied (ADR 090). A service calls
 * these after the transaction that applied the outcome committed, so a rolled-back attempt is
 * never counted; the Prometheus side lives in plugins/metrics and no module imports it.
 * Labels are closed vocabularies or configured vendor names, never input (no ids, no phones).
 */
export interface OutcomeCounters {
  /** A payout attempt moved: its provider, and the step applied (lending, settle, fail, reverse, conflict). */
  payoutOutcome(provider: string, outcome: string): void;
  /** A credit refund's transfer moved on the payout rail (ADR 085): accept, settle, fail, reverse or conflict. */
  refundOutcome(provider: string, outcome: string): void;
  /** A collections payment recorded: allocated, credit, suspense or duplicate; channel is the target's kind (account, reference). */
  collectionPayment(provider: string, channel: string, outcome: string): void;
  /** A webhook refused for its signature; `provider` is a configured vendor or "unknown". */
  webhookSignatureFailure(kind: 'payout' | 'collections', provider: string): void;
  /** One SMS handed to the vendor: sent, or the failure reason's class. */
  smsSend(provider: string, outcome: 'sent' | 'failed'): void;
  /** The part of a servicing run this instance did: how long, and how many loans it charged a penalty. */
  servicingRun(seconds: number, loansCharged: number): void;
  /** A job's attempt failed and was recorded: retried later, or `final` (failed for good). */
  jobAttemptFailed(queue: string, final: boolean): void;
}

/** For callers built outside an app (the bench): counts nothing. */
export const noCounters: OutcomeCounters = {
  payoutOutcome: () => undefined,
  refundOutcome: () => undefined,
  collectionPayment: () => undefined,
  webhookSignatureFailure: () => undefined,
  smsSend: () => undefined,
  servicingRun: () => undefined,
  jobAttemptFailed: () => undefined,
};
