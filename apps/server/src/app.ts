import type { EndpointDef } from '@lendline/domain';
import { createServer } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createApplicationService } from './modules/application/application-service.ts';
import { registerApplicationRoutes } from './modules/application/routes.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { createBankingService } from './modules/banking/banking-service.ts';
import { registerBankingRoutes } from './modules/banking/routes.ts';
import { createOtpService } from './modules/auth/otp-service.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { createSessionService } from './modules/auth/session-service.ts';
import { createCatalogueService } from './modules/catalogue/catalogue-service.ts';
import { registerCatalogueRoutes } from './modules/catalogue/routes.ts';
import { createKycService, type ApplicationSteps } from './modules/kyc/kyc-service.ts';
import { registerKycRoutes } from './modules/kyc/routes.ts';
import { createRetentionService } from './modules/retention/retention-service.ts';
import { registerUnderwritingRoutes } from './modules/underwriting/routes.ts';
import { registerStaffRoutes } from './modules/underwriting/staff-routes.ts';
import { createUnderwritingService } from './modules/underwriting/underwriting-service.ts';
import { createLoansService } from './modules/loans/loans-service.ts';
import { registerLoansRoutes } from './modules/loans/routes.ts';
import { createRateLimitService } from './modules/rate-limit/rate-limit-service.ts';
import { registerSandboxRoutes } from './modules/sandbox/routes.ts';
import { createSandboxService } from './modules/sandbox/sandbox-service.ts';
import { createHandlerRegistry } from './plugins/api/handlers.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createPublicReadCache, type PublicReadCache } from './plugins/api/public-read-cache.ts';
import { registerApiRoutes } from './plugins/api/routes.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { answerFrameworkError, installErrorHandling } from './plugins/errors.ts';
import { accessLogOf, createLogger, installRequestLogging, QuietRequestLog, requestIdFor } from './plugins/logging.ts';
import { registerOpenApiRoute } from './plugins/openapi/routes.ts';
import { registerWebApp } from './plugins/web-static.ts';
import { createKycProvider } from './providers/kyc/create-kyc-provider.ts';
import { createPayoutProvider } from './providers/payout/create-payout-provider.ts';
import { createLedgerService } from './modules/ledger/ledger-service.ts';
import { createPaymentsService, type OrderTransitions } from './modules/payments/payments-service.ts';
import { registerPaymentsRoutes } from './modules/payments/routes.ts';
import { deliverToOwnWebhook, registerPayoutWebhookRoutes } from './modules/payments/webhook-routes.ts';
import type { PayoutProvider } from './providers/payout/types.ts';
import { createSmsProvider } from './providers/sms/create-sms-provider.ts';
import { createFileStorage } from './providers/storage/create-storage.ts';
import { systemClock, type Clock } from './shared/clock.ts';

export interface AppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it (the app does not own it). */
  database: Database;
  /** Defaults to the system clock; tests pass a pinned one. */
  now?: Clock;
  /** Defaults to a pino logger at config.logLevel on stdout; tests pass one writing to a buffer. */
  logger?: Logger;
  /** Defaults to a queue on `database`; tests may pass their own. */
  jobs?: JobQueue;
  /** The order steps the kyc module advances; tests may pass a fake. */
  kycApplication?: ApplicationSteps;
  /** Defaults to createPayoutProvider(config.payout); tests pass a counting fake. */
  payoutProvider?: PayoutProvider;
  /** The order transitions payments drives; defaults to the loans service. Tests may pass a fake. */
  orderTransitions?: OrderTransitions;
}

/** How often the counts of reads answered from the public read cache are logged. */
const CACHED_READS_REPORT_MS = 10_000;

/**
 * Builds the whole HTTP application without listening. Order, after fastify/demo: external
 * plugins (body parsers), then app-wide behaviour (logging, errors), then routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  const publicReads = createPublicReadCache({ now, log: logger });
  const app = Fastify({
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!publicReads.serve(req, res)) handler(req, res);
      });
      // Fastify's own default when it creates the server; kept the same here.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    // Typed as Fastify's base logger so the instance keeps Fastify's default generics.
    loggerInstance: logger as FastifyBaseLogger,
    logController: new QuietRequestLog(),
    genReqId: requestIdFor,
    // A hop count becomes "trust the N nearest proxies" (Fastify's types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Room for any hex decryptPath might accept (it refuses beyond 1024), so those answer
    // BAD_PATH from the cipher; longer ones are refused by the router, also as BAD_PATH.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
  });

  await registerBodyParsers(app, config);
  installRequestLogging(app, accessLogOf(logger));
  installErrorHandling(app);

  const db = database.db;
  // One queue per instance; modules register their handlers below. start.ts starts polling
  // once the server listens; tests drive it with `app.jobs.runDue()` on a pinned clock.
  const jobs = options.jobs ?? createJobQueue({ db, now, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  app.decorate('publicReads', publicReads);
  const reportCachedReads = setInterval(() => publicReads.report(), CACHED_READS_REPORT_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(reportCachedReads);
    publicReads.report();
  });
  const { provider: sms, sandbox } = createSmsProvider(config, { db, now, log: app.log });
  const isExposed = (def: EndpointDef) => def.module !== 'sandbox' || sandbox !== null;

  const rateLimit = createRateLimitService({ db, now });
  const cacheMs = config.sessionCacheSeconds * 1000;
  const { secretKey } = config;
  const sessions = createSessionService({ db, now, secretKey, ttlHours: config.sessionTtlHours, cacheMs });
  const otp = createOtpService({ db, now, secretKey, sms, sendsPerAddressPerHour: config.codeSendsPerAddressPerHour });
  const auth = createAuthService({ db, now, market: config.market, otp, sessions, rateLimit, cacheMs });

  const { market, deviceDataEnabled } = config;
  const application = createApplicationService({
    db, now, market, deviceDataEnabled, phoneOf: auth.phoneOf,
    // Banking is created next; this runs only on requests, by when it exists.
    bankAccountOf: (userId) => banking.maskedAccount(userId),
    // Underwriting is created below; these run only on requests, by when it exists.
    onSubmitted: (tx, submitted) => underwriting.onSubmitted(tx, submitted),
    canApply: (tx, userId) => underwriting.canApply(tx, userId),
    afterSubmitted: () => jobs.nudge(),
  });
  // The sandbox provider settles by posting a signed webhook to our own endpoint (ADR 017).
  const payoutProvider =
    options.payoutProvider ?? createPayoutProvider(config.payout, { secretKey, deliver: (raw, headers) => deliverWebhook(raw, headers) });
  // Bound once the provider's name is known; runs only after a transfer, by when it exists.
  const deliverWebhook = deliverToOwnWebhook(app, payoutProvider.name);
  const banking = createBankingService({
    db, now, market, payout: payoutProvider, application, verifyBankCardCode: auth.verifyBankCardCode,
  });

  // Every order status change after submit (ADR 016). Payments is created next; the closure
  // runs only inside a confirmation, by when it exists.
  const loans = createLoansService({
    db, now, market, application,
    payments: { requestPayout: (tx, request) => payments.requestPayout(tx, request), nudge: () => payments.nudge() },
  });
  loans.registerJobs(jobs);

  const registry = createHandlerRegistry();
  registerAuthRoutes(registry, auth);
  registerApplicationRoutes(registry, application);
  registerBankingRoutes(registry, banking);
  const payments = createPaymentsService({
    db, now, log: app.log, jobs, provider: payoutProvider, ledger: createLedgerService({ db, now }),
    orders: options.orderTransitions ?? loans,
    payoutAccount: (userId) => banking.payoutAccount(userId),
  });
  payments.registerJobs();
  registerPaymentsRoutes(registry, payments);
  registerLoansRoutes(registry, loans);
  await registerPayoutWebhookRoutes(app, payments, payoutProvider.name);
  registerCatalogueRoutes(registry, createCatalogueService({ market: config.market }));
  const kyc = createKycService({
    db,
    now,
    market: config.market,
    secretKey,
    storage: createFileStorage(config.storage),
    provider: createKycProvider(config.kyc),
    application: options.kycApplication ?? application,
  });
  registerKycRoutes(registry, kyc);
  // Credit decisions (ADR 019) and the 7-day erasure of non-borrowers' data (ADR 020).
  const underwriting = createUnderwritingService({
    db, now, market, secretKey, jobs, loans,
    assessmentDelayMs: config.assessmentDelaySeconds * 1000,
    staffToken: config.staffApiToken,
    applicant: {
      profileOf: application.profileOf, phoneOf: auth.phoneOf, bankIdentifiersOf: banking.identifiersFor, idNumberHashOf: kyc.idNumberHashOf,
    },
  });
  underwriting.registerJobs();
  registerUnderwritingRoutes(registry, underwriting);
  registerStaffRoutes(app, underwriting);
  createRetentionService({
    db, now, log: app.log, jobs,
    owners: { eraseIdentity: kyc.eraseApplicant, eraseBankAccount: banking.eraseAccount, eraseProfile: application.eraseProfile },
  }).registerJobs();
  if (sandbox) registerSandboxRoutes(registry, createSandboxService({ outbox: sandbox, market: config.market }));

  registerApiRoutes(app, { registry, isExposed, authenticate: sessions.authenticate, publicReads });
  registerOpenApiRoute(app, isExposed);
  await registerWebApp(app, config.webDist);
  return app;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's durable job queue (jobs/job-queue.ts). */
    jobs: JobQueue;
    /** The micro-cache of public reads answered at the socket (plugins/api/public-read-cache.ts). */
    publicReads: PublicReadCache;
  }
}

