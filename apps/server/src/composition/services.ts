import type { Infrastructure } from './infrastructure.ts';
import { createApiKeysService, type ApiKeysService } from '../modules/api-keys/api-keys-service.ts';
import { createApplicationService, type ApplicationService } from '../modules/application/application-service.ts';
import { createProfileService, type ProfileService } from '../modules/application/profile-service.ts';
import { createApplicationSteps, type ApplicationSteps } from '../modules/application/steps.ts';
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
import { productCreateApproval } from '../modules/products/product-create-approval.ts';
import { productVersionApproval } from '../modules/products/product-version-approval.ts';
import { createProductsService, type ProductsService } from '../modules/products/products-service.ts';
import { createPayoutRequests, type PayoutRequests } from '../modules/payments/payout-requests.ts';
import { createPayoutDesk, type PayoutDesk } from '../modules/payments/payout-desk.ts';
import { createReconciliationService, type ReconciliationService } from '../modules/reconciliation/reconciliation-service.ts';
import { resendPayoutApproval } from '../modules/payments/resend-payout-approval.ts';
import { createRateLimitService, type RateLimitService } from '../modules/rate-limit/rate-limit-service.ts';
import { createRemindersService, type RemindersService } from '../modules/reminders/reminders-service.ts';
import { createStaffReminders } from '../modules/reminders/staff-reminders.ts';
import { createCollectionsService, type CollectionsService } from '../modules/collections/collections-service.ts';
import { collectionFigures } from '../modules/repayments/collection-figures.ts';
import { createCredit, type BorrowerCredit } from '../modules/repayments/credit.ts';
import { createExtensions, type Extensions } from '../modules/repayments/extensions.ts';
import { lastPaidAtByPhase } from '../modules/repayments/payment-repository.ts';
import { overriddenLimit } from '../modules/underwriting/limit-override-repository.ts';
import { createPortal, type RepaymentPortal } from '../modules/repayments/portal.ts';
import { createRepaymentChannels, type RepaymentChannels } from '../modules/repayments/repayment-channels.ts';
import { createRepaymentsService, type RepaymentsService } from '../modules/repayments/repayments-service.ts';
import { createServicingRun, type ServicingRun } from '../modules/repayments/servicing-run.ts';
import { createProofsService, type ProofsService } from '../modules/repayments/proof-service.ts';
import { createRetentionService, type RetentionService } from '../modules/retention/retention-service.ts';
import { createBorrowersService, type BorrowersService } from '../modules/borrowers/borrowers-service.ts';
import { createBureausService, type BureausService } from '../modules/bureaus/bureaus-service.ts';
import { createBureauProviders } from '../providers/bureau/create-bureau-provider.ts';
import { createCareService, type CareService } from '../modules/care/care-service.ts';
import { createDeletionService, type DeletionService } from '../modules/care/deletion-service.ts';
import { createDataRightsService, type DataRightsService } from '../modules/data-rights/data-rights-service.ts';
import { createAuditService, type AuditService } from '../modules/audit/audit-service.ts';
import { createPortfolioService, type PortfolioService } from '../modules/portfolio/portfolio-service.ts';
import { createInboxService, type InboxService } from '../modules/inbox/inbox-service.ts';
import { createApprovalsService, type ApprovalsService } from '../modules/approvals/approvals-service.ts';
import { refundApproval } from '../modules/repayments/refund-approval.ts';
import { createRefundRail, type RefundRail } from '../modules/repayments/refund-rail.ts';
import { manualPaymentApproval, matchSuspenseApproval, writeOffApproval } from '../modules/repayments/money-approvals.ts';
import { createStaffMoney, type StaffMoney } from '../modules/repayments/staff-money.ts';
import { createCoupons, type CouponService } from '../modules/rewards/coupon-service.ts';
import { createRewardsService, type RewardsService } from '../modules/rewards/rewards-service.ts';
import { grantRolesApproval } from '../modules/staff/grant-roles-approval.ts';
import { createStaffService, type StaffService } from '../modules/staff/staff-service.ts';
import { createStaffSessions, type StaffSessions } from '../modules/staff/staff-sessions.ts';
import type { SandboxService } from '../modules/sandbox/sandbox-service.ts';
import { createCreditGate, type CreditGate } from '../modules/underwriting/credit-gate.ts';
import { limitOverrideApproval } from '../modules/underwriting/limit-override-approval.ts';
import { createUnderwritingService, type UnderwritingService } from '../modules/underwriting/underwriting-service.ts';
import { createBureauReportingService, type BureauReportingService } from '../modules/bureau-reporting/bureau-reporting-service.ts';
import { keyringOf } from '../shared/keyring.ts';

/** Every module's service, by the module's name; a module's smaller services under their own names. */
export interface Services {
  rateLimit: RateLimitService;
  sessions: SessionService;
  otp: OtpService;
  auth: AuthService;
  sandbox: SandboxService;
  /** Loan products as versions, the live ones read from memory (ADR 082): offers, the catalogue and decisions price with them. */
  products: ProductsService;
  catalogue: CatalogueService;
  /** The borrower's profile as other modules read it, part of the application module. */
  profiles: ProfileService;
  /** The application's steps over the open order (kyc and banking move theirs), part of the application module. */
  applicationSteps: ApplicationSteps;
  application: ApplicationService;
  kyc: KycService;
  banking: BankingService;
  /** Consent to and inquiries at the credit bureaus (issue 24, ADR 102): the submit needs a consent, the assessment asks. */
  bureaus: BureausService;
  /** The wait after a rejection and the assessment queued at submit, part of the underwriting module. */
  creditGate: CreditGate;
  underwriting: UnderwritingService;
  loans: LoansService;
  /** The fresh one-time code a loan confirmation on an old sign-in needs (ADR 048), part of the loans module. */
  loanCodes: LoanCodeService;
  ledger: LedgerService;
  /** A payout asked for in the confirming transaction (ADR 017), part of the payments module. */
  payouts: PayoutRequests;
  payments: PaymentsService;
  /** Failed and stuck payouts for staff (ADR 080), part of the payments module. */
  payoutDesk: PayoutDesk;
  /** Money in: payments received, allocated and read back (ADR 032). */
  repayments: RepaymentsService;
  /** The market's ways to repay: accounts, checkouts, cash references (ADR 034), part of the repayments module. */
  repaymentChannels: RepaymentChannels;
  /** A borrower's credit: applied to the next loan, or refunded by staff, part of the repayments module. */
  borrowerCredit: BorrowerCredit;
  /** Credit refunds sent on the payout rail (ADR 085), part of the repayments module. */
  refundRail: RefundRail;
  /** Repaying through a signed link without signing in, part of the repayments module. */
  repaymentPortal: RepaymentPortal;
  /** The daily servicing run: overdue moves and penalties (ADR 036), part of the repayments module. */
  servicingRun: ServicingRun;
  /** Rollovers (ADR 037), part of the repayments module. */
  extensions: Extensions;
  /** Repayment proofs and their review (ADR 038), part of the repayments module. */
  proofs: ProofsService;
  /** Staff's money actions on a loan, run by four-eyes (ADR 079), part of the repayments module. */
  staffMoney: StaffMoney;
  retention: RetentionService;
  reminders: RemindersService;
  /** Customer care and complaints (ADR 044). */
  care: CareService;
  /** Account deletion on request, part of the care module (ADR 044). */
  deletion: DeletionService;
  /** The borrower's own data: export, correction, objection to marketing (issue 24, ADR 103); reads every module, built after them. */
  dataRights: DataRightsService;
  /** Versioned terms and privacy texts and their acceptances (ADR 043). */
  legal: LegalService;
  /** The message centre (ADR 047). */
  inbox: InboxService;
  /** The staff audit trail (ADR 073): every staff action and reveal, recorded in the action's own transaction. */
  audit: AuditService;
  /** The portfolio's figures for staff (issue 22, ADR 078), read from the views the owning modules publish. */
  portfolio: PortfolioService;
  /** The reconciliation queue (ADR 086): differences the collections reconciliation and the payout path find, for finance to resolve. */
  reconciliation: ReconciliationService;
  /** Coupons (ADR 045), part of the rewards module: the loans module takes them. */
  coupons: CouponService;
  /** Coupons and the lottery draw (ADR 045). */
  rewards: RewardsService;
  /** Console sign-in and sessions (ADR 072), part of the staff module: `authenticateSession` is the /staff plugin's. */
  staffSessions: StaffSessions;
  /** Staff accounts: enrolment, invitations, disabling (ADR 072). */
  staff: StaffService;
  /** Four-eyes requests (ADR 076): a money or risk action runs once a second person approves. */
  approvals: ApprovalsService;
  /** Integrations' keys on the staff API (ADR 074). */
  apiKeys: ApiKeysService;
  /** The borrower in one view for staff, and its audited reveals (ADR 081): reads every module, owns no table. */
  borrowers: BorrowersService;
  /** The collections desk for staff (issue 22, ADR 087): overdue loans, reminders, rollover offers, notes. */
  collections: CollectionsService;
  /** The monthly files reported to the credit bureaus (issue 24, ADR 100, 101): made, checked, delivered, resent. */
  bureauReporting: BureauReportingService;
}

/**
 * The one place modules are connected (ADR 022, ADR 067). Each service is built once, after
 * every service it uses, and is given them directly: the order below is the order of the
 * layers, so "go to definition" on a connection lands on the module's own code. Every
 * dependency on another module is a named connection point of the module's own deps
 * (`orders`, `decisions`, `owners`, ...). A call back up the layers is not a reference: it is
 * a job written in the caller's transaction and run by the owning module (the assessment at
 * submit, a payout at confirmation), or a module's smaller service built below its caller
 * (`profiles`, `applicationSteps`, `creditGate`, `payouts`, `coupons`). A test keeps the
 * order (test/composition-order.test.ts).
 */
export function composeServices(infra: Infrastructure, sandbox: SandboxService): Services {
  const { config, db, readDb, now, log, jobs, providers, counters } = infra;
  const { market } = config;
  const keys = keyringOf(config);
  const cacheMs = config.sessionCacheSeconds * 1000;

  const rateLimit = createRateLimitService({ db, now });
  const sessions = createSessionService({ db, now, market, keys, ttlHours: config.sessionTtlHours, cacheMs });
  const otp = createOtpService({ db, now, keys, sms: providers.sms, sendsPerAddressPerHour: config.codeSendsPerAddressPerHour });
  const auth = createAuthService({
    db, now, market, otp, sessions, rateLimit, cacheMs,
    lookupsPer10Minutes: config.lookupsPerAddressPer10Minutes,
  });
  const inbox = createInboxService({ db, now });
  const audit = createAuditService({ db, now });
  const apiKeys = createApiKeysService({ db, now, log, audit });
  const reconciliation = createReconciliationService({ db, now, audit });
  const ledger = createLedgerService({ db, now });
  const portfolio = createPortfolioService({ db, readDb, now, market, audit, jobs, cancelStatements: infra.cancelStatements });
  // Reads the views the owning modules publish and the portfolio's totals; writes its files, the inbox and the audit trail.
  const bureauReporting = createBureauReportingService({
    db, now, log, market, jobs, audit, inbox, delivery: providers.bureauDelivery, fingerprintKey: keys.fingerprint,
    lender: { code: config.bureauReporting.memberCode, name: config.bureauReporting.memberName },
    portfolioTotals: portfolio.bureauTotals,
  });
  const legal = createLegalService({ db, now, market, contentDir: config.contentDir });
  const products = createProductsService({ db, now, market });

  // The lower parts of four modules, on the database and the job queue alone: the loans module sits on them.
  const profiles = createProfileService({ db });
  const coupons = createCoupons({ db, now, log, market, config: config.rewards, users: auth, audit });
  const payouts = createPayoutRequests({ now, jobs, providerName: providers.payout.name });

  const loans = createLoansService({
    db, now, market, payments: payouts, application: profiles, inbox, coupons, products,
    // The on-time record reads when each phase was paid: a read of the repayments module's table, which sits above loans.
    repayments: { phasesPaidAt: lastPaidAtByPhase },
    // A read of the underwriting module's table, which sits above loans (ADR 067: a plain function given to a port).
    limitOverrideOf: (userId) => overriddenLimit(db, userId),
  });
  const loanCodes = createLoanCodeService({ now, keys, verifyLoanActionCode: auth.verifyLoanActionCode });

  const applicationSteps = createApplicationSteps({ db, now, orders: loans });
  const kyc = createKycService({
    db, now, market, fingerprintKey: keys.fingerprint, storage: providers.storage, provider: providers.kyc, rateLimit, jobs, checkWaitMs: config.photoCheckWaitMs,
    application: { currentOrder: applicationSteps.currentOrder, markIdentityDone: applicationSteps.markIdentityDone, personalOf: profiles.personalOf },
  });
  const banking = createBankingService({
    db, now, market, payout: providers.payout, checkBankCardCode: auth.checkBankCardCode,
    application: { currentOrder: applicationSteps.currentOrder, withBankCardStep: applicationSteps.withBankCardStep, latest: applicationSteps.latest, personalOf: profiles.personalOf },
  });
  const bureaus = createBureausService({
    db, now, log, market, keys, contentDir: config.contentDir, providers: createBureauProviders(config.bureau, market), orders: loans, audit,
    checkNip: auth.checkBureauNip,
  });
  const creditGate = createCreditGate({
    now, market, fingerprintKey: keys.fingerprint, jobs, assessmentDelayMs: config.assessmentDelaySeconds * 1000, formerAccountsOf: auth.formerAccountsOf,
  });
  const application = createApplicationService({
    db, now, market, deviceDataEnabled: config.deviceDataEnabled,
    orders: loans,
    steps: applicationSteps,
    decisions: creditGate,
    phoneOf: auth.phoneOf,
    bankAccountOf: banking.maskedAccount,
    identityVerifiedAt: kyc.identityVerifiedAt,
    afterSubmitted: () => jobs.nudge(),
    products,
    bureauConsent: bureaus,
  });
  const underwritingDeps = {
    db, now, market, fingerprintKey: keys.fingerprint, loans, audit, products, bureau: bureaus,
    partners: config.partners,
    applicant: {
      profileOf: profiles.profileOf,
      phoneOf: auth.phoneOf,
      bankIdentifiersOf: banking.identifiersFor,
      idNumberHashOf: kyc.idNumberHashOf,
      formerAccountsOf: auth.formerAccountsOf,
    },
  };
  const underwriting = createUnderwritingService(underwritingDeps);

  const payments = createPaymentsService({
    db, now, log, jobs, provider: providers.payout, ledger, orders: loans, payouts, mismatches: reconciliation,
    payoutAccount: banking.payoutAccount, counters,
  });
  const payoutDesk = createPayoutDesk({
    db, now, log, payouts, runPayout: payments.runPayout, orders: loans, inbox, audit,
    borrowerOf: async (userId) => {
      const [name, account] = await Promise.all([profiles.borrowerName(userId), banking.maskedAccount(userId)]);
      const number = typeof account?.accountNumber === 'string' ? account.accountNumber : null;
      return { name, accountEnding: number ? number.slice(-4) : null };
    },
  });
  const rewards = createRewardsService({ db, now, log, market, config: config.rewards, loans, coupons });

  const contactOf = async (userId: string) => {
    const [person, phone, bank] = await Promise.all([profiles.personalOf(userId), auth.phoneOf(userId), banking.identifiersFor(userId)]);
    if (!person || !phone) return null;
    // Nigerian reserved accounts are issued against the BVN (server to vendor only, never logged).
    return { firstName: person.firstName, lastName: person.lastName, email: person.email, phone, ...(bank?.bvn ? { bvn: bank.bvn } : {}) };
  };
  const repaymentDeps = {
    db, now, log, market, secretKey: config.secretKey, fingerprintKey: keys.fingerprint, jobs, ledger, loans, inbox, rewards: coupons, mismatches: reconciliation,
    providers: providers.collections, channels: config.collections.channels, providerOf: providers.collectionChannel,
    publicUrl: config.collections.publicUrl, sandbox: providers.sandboxCollections,
    borrowerName: profiles.borrowerName,
    contactOf, counters,
  };
  const repayments = createRepaymentsService(repaymentDeps);
  const repaymentChannels = createRepaymentChannels(repaymentDeps, repayments.receivePayment);
  const borrowerCredit = createCredit({ ...repaymentDeps, payoutProvider: providers.payout.name });
  const refundRail = createRefundRail({ db, now, log, ledger, inbox, provider: providers.payout, payoutAccount: banking.payoutAccount, mismatches: reconciliation, counters });
  // The payout webhook hands the refunds' references to their owner, which sits above payments.
  payments.handOutcomesOfOthers(refundRail.applyOutcome);
  const servicingRun = createServicingRun(repaymentDeps);
  const extensions = createExtensions(repaymentDeps, repaymentChannels);
  const repaymentPortal = createPortal({
    audit, keys, now, publicUrl: config.collections.publicUrl, detailOf: repayments.detailOf, nameOf: contactOf,
    loanById: (orderId) => loans.loanForRepayment(db, orderId),
    orderIdOf: (orderNo) => loans.orderIdOf(db, orderNo),
    ...repaymentChannels,
  });
  const proofs = createProofsService({ db, now, market, storage: providers.storage, images: kyc, loans, repayments, inbox, audit });
  const staffMoney = createStaffMoney({ db, now, ledger, loans, repayments, inbox });

  const catalogue = createCatalogueService({
    market, now, ordersOf: loans.list, repayDetail: repayments.detail, lendingTotals: loans.lendingTotals, products,
  });
  // Without PUBLIC_URL (development) a reminder's link opens on this server itself.
  const reminderOrigin = config.collections.publicUrl ?? `http://localhost:${config.port}`;
  const reminders = createRemindersService({
    db, now, log, market, jobs, sms: providers.sms, phoneOf: auth.phoneOf, inbox,
    origin: reminderOrigin,
    loans: {
      loanOf: (orderId) => loans.loanForRepayment(db, orderId),
      detail: repayments.detail,
      repaymentLink: repaymentPortal.repaymentLink,
      paymentReceived: repayments.paymentReceived,
      latestUssdCode: repayments.latestUssdCode,
    },
  });
  // A collector's reminders, part of the reminders module: the sweep's rules and key (ADR 087).
  const staffReminders = createStaffReminders({
    db, now, log, market, sms: providers.sms, phoneOf: auth.phoneOf, inbox, repaymentLink: repaymentPortal.repaymentLink, origin: reminderOrigin,
  });
  const collections = createCollectionsService({
    db, now, market, audit, inbox, loans, figures: collectionFigures, reminders: staffReminders,
    borrower: { nameOf: profiles.borrowerName, phoneOf: auth.phoneOf },
  });
  const care = createCareService({ db, now, config: config.care, loans, audit, inbox });
  const staffSessions = createStaffSessions({ db, now, keys, rateLimit, config: config.staff });
  // Each four-eyes action is run by the module that owns what it changes.
  const approvals = createApprovalsService({
    db, now, audit, executors: {
      refund: refundApproval(borrowerCredit, async (userId) => (await banking.payoutAccount(userId)) !== null), grantRoles: grantRolesApproval(db), resendPayout: resendPayoutApproval(db, payoutDesk, banking),
      matchSuspense: matchSuspenseApproval(staffMoney), manualPayment: manualPaymentApproval(staffMoney), writeOff: writeOffApproval(staffMoney),
      productVersion: productVersionApproval({ db, now, market, products }), productCreate: productCreateApproval({ db, now, market, products }),
      limitOverride: limitOverrideApproval(underwritingDeps),
    },
  });
  const staff = createStaffService({
    db, now, keys, config: config.staff,
    // Without PUBLIC_URL (development) enrolment links open on this server itself.
    origin: config.collections.publicUrl ?? `http://localhost:${config.port}`,
    audit, approvals,
  });
  // The borrower's own export reads every module above through its service: built after all of them.
  const dataRights = createDataRightsService({
    db, now, market, keys, jobs, rule: config.dataRights, audit,
    sources: { accounts: auth, profiles, orders: loans, documents: kyc, banking, decisions: underwriting, repayments, inbox, legal, care, bureaus },
    application: applicationSteps, profiles, inbox,
  });
  // Retention erases through every owner of personal data, the borrower's requests among them: built after them.
  const retention = createRetentionService({
    db, now, log, market,
    owners: {
      eraseIdentity: kyc.eraseApplicant,
      eraseBankAccount: banking.eraseAccount,
      eraseProfile: profiles.eraseProfile,
      eraseAttribution: auth.eraseAttribution,
      eraseDataRequests: dataRights.eraseRequestsOf,
      eraseFingerprints: underwriting.eraseFingerprints,
      forgetAccount: auth.forgetClosedAccount,
      eraseExpiredBureauReports: () => bureaus.eraseExpiredReports(),
    },
  });
  const deletion = createDeletionService({ db, now, market, loans, retention, accounts: auth });
  // Staff's one view of a borrower reads every module above through its service: built after all of them.
  const borrowers = createBorrowersService({
    db, accounts: auth, orders: loans, profiles, documents: kyc, banking, decisions: underwriting, repayments, inbox,
    reminders, outbox: sandbox, care, dataRequests: deletion, audit,
  });

  return {
    rateLimit, sessions, otp, auth, sandbox, products, catalogue, profiles, applicationSteps, application, kyc, banking, bureaus, creditGate,
    underwriting, loans, loanCodes, ledger, payouts, payments, payoutDesk, repayments, repaymentChannels, borrowerCredit, refundRail, repaymentPortal,
    servicingRun, extensions, proofs, staffMoney, retention, reminders, care, deletion, dataRights, legal, inbox, audit, coupons, rewards, staffSessions, staff, approvals,
    apiKeys, borrowers, portfolio, reconciliation, collections, bureauReporting,
  };
}
