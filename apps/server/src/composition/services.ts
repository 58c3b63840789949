import type { Config } from '../config.ts';
import type { RepayChannelId } from '@lendline/domain';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../jobs/queues.ts';
import { createApplicationService, type ApplicationService } from '../modules/application/application-service.ts';
import { createAuthService, type AuthService } from '../modules/auth/auth-service.ts';
import { createOtpService, type OtpService } from '../modules/auth/otp-service.ts';
import { createSessionService, type SessionService } from '../modules/auth/session-service.ts';
import { createBankingService, type BankingService } from '../modules/banking/banking-service.ts';
import { createCatalogueService, type CatalogueService } from '../modules/catalogue/catalogue-service.ts';
import { createKycService, type KycService } from '../modules/kyc/kyc-service.ts';
import { createLedgerService, type LedgerService } from '../modules/ledger/ledger-service.ts';
import { createLegalService, type LegalService } from '../modules/legal/legal-service.ts';
import { createLoansService, type LoansService } from '../modules/loans/loans-service.ts';
import { createLoanCodeService, type LoanCodeService } from '../modules/loans/loan-code-service.ts';
import { createPaymentsService, type PaymentsService } from '../modules/payments/payments-service.ts';
import { createRateLimitService, type RateLimitService } from '../modules/rate-limit/rate-limit-service.ts';
import { createRemindersService, type RemindersService } from '../modules/reminders/reminders-service.ts';
import { createRepaymentsService, type RepaymentsService } from '../modules/repayments/repayments-service.ts';
import { createProofsService, type ProofsService } from '../modules/repayments/proof-service.ts';
import { createRetentionService, type RetentionService } from '../modules/retention/retention-service.ts';
import { createCareService, type CareService } from '../modules/care/care-service.ts';
import { createDeletionService, type DeletionService } from '../modules/care/deletion-service.ts';
import { createInboxService, type InboxService } from '../modules/inbox/inbox-service.ts';
import { createRewardsService, type RewardsService } from '../modules/rewards/rewards-service.ts';
import type { SandboxService } from '../modules/sandbox/sandbox-service.ts';
import { createUnderwritingService, type UnderwritingService } from '../modules/underwriting/underwriting-service.ts';
import type { SandboxCollections } from '../providers/collections/sandbox/sandbox-collections.ts';
import type { CollectionsProvider } from '../providers/collections/types.ts';
import type { KycProvider } from '../providers/kyc/types.ts';
import type { SandboxPayoutProvider } from '../providers/payout/sandbox/sandbox-payout.ts';
import type { PayoutProvider } from '../providers/payout/types.ts';
import type { SmsProvider } from '../providers/sms/types.ts';
import type { FileStorage } from '../providers/storage/types.ts';
import type { Clock } from '../shared/clock.ts';
import type { Log } from '../shared/log.ts';
import { wire } from './wire.ts';

/** What the modules run on: configuration, database, clock, log, the job queue and the vendors. */
export interface Infrastructure {
  config: Config;
  db: Db;
  now: Clock;
  log: Log;
  jobs: Jobs;
  providers: Providers;
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
}

/** Every module's service, by the module's name. */
export interface Services {
  rateLimit: RateLimitService;
  sessions: SessionService;
  otp: OtpService;
  auth: AuthService;
  sandbox: SandboxService;
  catalogue: CatalogueService;
  application: ApplicationService;
  kyc: KycService;
  banking: BankingService;
  underwriting: UnderwritingService;
  loans: LoansService;
  /** The fresh one-time code a loan confirmation on an old sign-in needs (ADR 048), part of the loans module. */
  loanCodes: LoanCodeService;
  ledger: LedgerService;
  payments: PaymentsService;
  repayments: RepaymentsService;
  /** Repayment proofs and their review (ADR 038), part of the repayments module. */
  proofs: ProofsService;
  retention: RetentionService;
  reminders: RemindersService;
  /** Customer care and complaints (ADR 044). */
  care: CareService;
  /** Account deletion on request, part of the care module (ADR 044). */
  deletion: DeletionService;
  /** Versioned terms and privacy texts and their acceptances (ADR 043). */
  legal: LegalService;
  /** The message centre (ADR 047). */
  inbox: InboxService;
  /** Coupons and the lottery draw (ADR 045). */
  rewards: RewardsService;
}

/**
 * The one place modules are connected (ADR 022). Each entry builds one module's service;
 * every dependency on another module is a named connection point of the module's own deps
 * (`orders`, `decisions`, `owners`, ...) given that module's service, or one of its methods,
 * from `m`. What `m` holds is late-bound, so the order of the entries does not matter and
 * modules may depend on each other (wire.ts).
 */
export function composeServices(infra: Infrastructure, sandbox: SandboxService): Services {
  const { config, db, now, log, jobs, providers } = infra;
  const { market, secretKey } = config;
  const cacheMs = config.sessionCacheSeconds * 1000;

  return wire<Services>({
    rateLimit: () => createRateLimitService({ db, now }),
    sessions: () => createSessionService({ db, now, market, secretKey, ttlHours: config.sessionTtlHours, cacheMs }),
    otp: () => createOtpService({ db, now, secretKey, sms: providers.sms, sendsPerAddressPerHour: config.codeSendsPerAddressPerHour }),
    auth: (m) =>
      createAuthService({
        db, now, market, otp: m.otp, sessions: m.sessions, rateLimit: m.rateLimit, cacheMs,
        lookupsPer10Minutes: config.lookupsPerAddressPer10Minutes,
      }),
    sandbox: () => sandbox,
    catalogue: (m) =>
      createCatalogueService({
        market, now, ordersOf: m.loans.list, repayDetail: m.repayments.detail, lendingTotals: m.loans.lendingTotals,
      }),

    application: (m) =>
      createApplicationService({
        db, now, market, deviceDataEnabled: config.deviceDataEnabled,
        orders: m.loans,
        decisions: m.underwriting,
        phoneOf: m.auth.phoneOf,
        bankAccountOf: m.banking.maskedAccount,
        identityVerifiedAt: m.kyc.identityVerifiedAt,
        afterSubmitted: () => jobs.nudge(),
      }),

    kyc: (m) =>
      createKycService({
        db, now, market, secretKey, storage: providers.storage, provider: providers.kyc, application: m.application,
        rateLimit: m.rateLimit,
        jobs, checkWaitMs: config.photoCheckWaitMs,
      }),

    banking: (m) =>
      createBankingService({
        db, now, market, payout: providers.payout, application: m.application,
        verifyBankCardCode: m.auth.verifyBankCardCode,
      }),

    underwriting: (m) =>
      createUnderwritingService({
        db, now, market, secretKey, jobs, loans: m.loans,
        assessmentDelayMs: config.assessmentDelaySeconds * 1000,
        staffToken: config.staffApiToken,
        partners: config.partners,
        applicant: {
          profileOf: m.application.profileOf,
          phoneOf: m.auth.phoneOf,
          bankIdentifiersOf: m.banking.identifiersFor,
          idNumberHashOf: m.kyc.idNumberHashOf,
          formerAccountsOf: m.auth.formerAccountsOf,
        },
      }),

    loans: (m) => createLoansService({ db, now, market, payments: m.payments, application: m.application, repayments: m.repayments, inbox: m.inbox, coupons: m.rewards }),
    loanCodes: (m) => createLoanCodeService({ now, secretKey, verifyLoanActionCode: m.auth.verifyLoanActionCode }),
    ledger: () => createLedgerService({ db, now }),

    payments: (m) =>
      createPaymentsService({
        db, now, log, jobs, provider: providers.payout, ledger: m.ledger, orders: m.loans,
        payoutAccount: m.banking.payoutAccount,
      }),

    repayments: (m) =>
      createRepaymentsService({
        db, now, log, market, secretKey, jobs, ledger: m.ledger, loans: m.loans, inbox: m.inbox, rewards: m.rewards,
        providers: providers.collections, channels: config.collections.channels, providerOf: providers.collectionChannel,
        publicUrl: config.collections.publicUrl, sandbox: providers.sandboxCollections,
        borrowerName: m.application.borrowerName,
        contactOf: async (userId) => {
          const [person, phone, bank] = await Promise.all([m.application.personalOf(userId), m.auth.phoneOf(userId), m.banking.identifiersFor(userId)]);
          if (!person || !phone) return null;
          // Nigerian reserved accounts are issued against the BVN (server to vendor only, never logged).
          return { firstName: person.firstName, lastName: person.lastName, email: person.email, phone, ...(bank?.bvn ? { bvn: bank.bvn } : {}) };
        },
      }),

    proofs: (m) =>
      createProofsService({ db, now, market, storage: providers.storage, images: m.kyc, loans: m.loans, repayments: m.repayments, inbox: m.inbox }),

    reminders: (m) =>
      createRemindersService({
        db, now, log, market, jobs, sms: providers.sms, phoneOf: m.auth.phoneOf, inbox: m.inbox,
        // Without PUBLIC_URL (development) the link opens on this server itself.
        origin: config.collections.publicUrl ?? `http://localhost:${config.port}`,
        loans: {
          loanOf: (orderId) => m.loans.loanForRepayment(db, orderId),
          detail: m.repayments.detail,
          repaymentLink: m.repayments.repaymentLink,
          paymentReceived: m.repayments.paymentReceived,
        },
      }),

    legal: () => createLegalService({ db, now, market, contentDir: config.contentDir }),

    retention: (m) =>
      createRetentionService({
        db, now, log, market,
        owners: {
          eraseIdentity: m.kyc.eraseApplicant,
          eraseBankAccount: m.banking.eraseAccount,
          eraseProfile: m.application.eraseProfile,
          eraseAttribution: m.auth.eraseAttribution,
          eraseFingerprints: m.underwriting.eraseFingerprints,
          forgetAccount: m.auth.forgetClosedAccount,
        },
      }),

    care: (m) => createCareService({ db, now, config: config.care, loans: m.loans }),
    deletion: (m) => createDeletionService({ db, now, market, loans: m.loans, retention: m.retention, accounts: m.auth }),
    inbox: () => createInboxService({ db, now }),
    rewards: (m) => createRewardsService({ db, now, log, market, config: config.rewards, loans: m.loans, users: m.auth }),
  });
}
