import type { RepayChannelId } from '@lendline/domain';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../jobs/queues.ts';
import type { BureauDelivery } from '../providers/bureau-delivery/types.ts';
import type { SandboxCollections } from '../providers/collections/sandbox/sandbox-collections.ts';
import type { CollectionsProvider } from '../providers/collections/types.ts';
import type { KycProvider } from '../providers/kyc/types.ts';
import type { SandboxPayoutProvider } from '../providers/payout/sandbox/sandbox-payout.ts';
import type { PayoutProvider } from '../providers/payout/types.ts';
import type { SmsProvider } from '../providers/sms/types.ts';
import type { FileStorage } from '../providers/storage/types.ts';
import type { Clock } from '../shared/clock.ts';
import type { Log } from '../shared/log.ts';
import type { OutcomeCounters } from '../shared/outcome-counters.ts';

/** What the modules run on: configuration, database, clock, log, the job queue and the vendors. */
export interface Infrastructure {
  config: Config;
  db: Db;
  /** The read replica (DATABASE_READ_URL) for the heavy staff reads, or `db` itself (ADR 097). */
  readDb: Db;
  now: Clock;
  log: Log;
  jobs: Jobs;
  providers: Providers;
  /** Outcomes counted for the metrics after they commit (ADR 090). */
  counters: OutcomeCounters;
  /** The database's cancel of this instance's marked statements in flight (PostgreSQL; 0 on PGlite). */
  cancelStatements(mark: string): Promise<number>;
}

export interface Providers {
  sms: SmsProvider;
  payout: PayoutProvider;
  /** The sandbox payout rail, whose settle jobs this server runs; null with a real vendor. */
  sandboxPayout: SandboxPayoutProvider | null;
  kyc: KycProvider;
  storage: FileStorage;
  /** Money in, by provider name (ADR 032). */
  collections: ReadonlyMap<string, CollectionsProvider>;
  /** The sandbox's collections ("simulate payment"); null with real vendors only. */
  sandboxCollections: SandboxCollections | null;
  /** The provider serving each repayment channel. */
  collectionChannel(channel: RepayChannelId): string;
  /** How monthly bureau files reach the bureaus (BUREAU_DELIVERY, issue 24). */
  bureauDelivery: BureauDelivery;
}
