import type { EndpointDef } from '@lendline/domain';
import { createServer } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerApiHandlers } from './composition/routes.ts';
import { registerJobHandlers } from './composition/jobs.ts';
import { assertProductsValid } from './composition/product-check.ts';
import type { Providers } from './composition/infrastructure.ts';
import { composeServices, type Services } from './composition/services.ts';
import type { Config } from './config.ts';
import { rotationWarnings } from './config-secrets.ts';
import type { Database } from './db/client.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { typedJobs } from './jobs/queues.ts';
import { registerSandboxClockRoute } from './modules/sandbox/routes.ts';
import { createSandboxService, type SandboxService } from './modules/sandbox/sandbox-service.ts';
import { registerCollectionsWebhookRoutes } from './modules/repayments/webhook-routes.ts';
import { createCollectionsProviders } from './providers/collections/create-collections-providers.ts';
import { deliverToOwnWebhook, registerPayoutWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { registerRepaymentLinkRoute } from './modules/repayments/link-routes.ts';
import { registerStaffApi } from './composition/staff-routes.ts';
import { registerStaffAuthRoutes } from './modules/staff/routes.ts';
import { createPublicReadCache, type PublicReadCache } from './plugins/api/public-read-cache.ts';
import { registerApiRoutes } from './plugins/api/routes.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { installCompression } from './plugins/compression.ts';
import { frameworkErrorAnswer, installErrorHandling } from './plugins/errors.ts';
import { HTTP_TIMEOUTS } from './plugins/http-timeouts.ts';
import { accessLogOf, createLogger, installRequestLogging, QuietRequestLog, requestIdGenerator } from './plugins/logging.ts';
import { lazyChildLogger } from './plugins/lazy-child-logger.ts';
import { registerOpenApiRoute } from './plugins/openapi/routes.ts';
import { clientErrorAnswer, createSecurityHeaders, installSecurityHeaders, trustedPeer } from './plugins/security-headers.ts';
import { installRequestTracing, type Tracing } from './plugins/tracing/tracing.ts';
import { registerConsole } from './plugins/console-static.ts';
import { registerWebApp } from './plugins/web-static.ts';
import { createKycProvider } from './providers/kyc/create-kyc-provider.ts';
import { createBureauDelivery } from './providers/bureau-delivery/create-bureau-delivery.ts';
import type { BureauDelivery } from './providers/bureau-delivery/types.ts';
import { createPayoutProvider } from './providers/payout/create-payout-provider.ts';
import type { PayoutProvider } from './providers/payout/types.ts';
import { createSmsProvider } from './providers/sms/create-sms-provider.ts';
import { countedSms } from './providers/sms/counted-sms.ts';
import { latestMigrationName } from './db/migrate.ts';
import { registerHealthRoutes } from './plugins/health/routes.ts';
import { createReadiness } from './plugins/health/readiness.ts';
import { installHttpMetrics } from './plugins/metrics/http-metrics.ts';
import { createMetrics, type Metrics } from './plugins/metrics/metrics.ts';
import { createFileStorage } from './providers/storage/create-storage.ts';
import { createAdvancingClock, systemClock, type Clock } from './shared/clock.ts';

export interface AppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it (the app does not own it). */
  database: Database;
  /** A read replica for the heavy staff reads (DATABASE_READ_URL, ADR 097); default `database`. Opened and closed by the caller. */
  readDatabase?: Database;
  /** Defaults to the system clock; tests pass a pinned one. */
  now?: Clock;
  /** Defaults to a pino logger at config.logLevel on stdout; tests pass one writing to a buffer. */
  logger?: Logger;
  /** Defaults to a queue on `database`; tests may pass their own. */
  jobs?: JobQueue;
  /** Defaults to createPayoutProvider(config.payout); tests pass a vendor fake that counts. */
  payoutProvider?: PayoutProvider;
  /** Defaults to createBureauDelivery(config.bureauDelivery); tests pass a fake that answers as told. */
  bureauDelivery?: BureauDelivery;
  /** Spans of requests and jobs (ADR 094), made by startTracing(config.tracing) and shut down by the caller; absent: off. */
  tracing?: Tracing | null;
}

/** How often the counts of reads answered from the public read cache are logged. */
const CACHED_READS_REPORT_MS = 10_000;

/**
 * Builds the whole HTTP application without listening. Order, after fastify/demo: external
 * plugins (body parsers), then app-wide behaviour (logging, errors), then the services
 * (composition/), then routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Before anything listens or is built: a broken product must never be offered.
  assertProductsValid(config.market);
  // SANDBOX_CLOCK: a test server's clock, moved forward by `/sandbox/clock` (never in production).
  const advancing = config.sandboxClock ? createAdvancingClock(options.now ?? systemClock) : null;
  const now = advancing?.now ?? options.now ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  // A rotation left configured past its end: the previous key is already refused (ADR 091).
  if (config.rotation) for (const warning of rotationWarnings(config.rotation, now())) logger.warn(warning);
  const security = createSecurityHeaders({ trustProxy: config.trustProxy, connectSrc: config.cspConnectSrc });
  // Only a proxy TRUST_PROXY names may choose the request id or the parent trace (ADR 094).
  const isTrustedPeer = trustedPeer(config.trustProxy);
  const requestId = requestIdGenerator(isTrustedPeer);
  // One registry per app (ADR 090); start.ts serves it on METRICS_PORT when set. Made first: the
  // public read cache answers below Fastify and observes its hits too.
  const metrics = createMetrics();
  const publicReads = createPublicReadCache({
    now, log: logger, security, requestId, observe: (path, seconds) => metrics.observeRequest('GET', path, 200, seconds),
  });
  const app = Fastify({
    serverFactory: (handler) => {
      // Slow clients' limits, set deliberately (ADR 095) rather than left to Node's defaults.
      return createServer(HTTP_TIMEOUTS, (req, res) => {
        if (!publicReads.serve(req, res)) handler(req, res);
      });
    },
    // Typed as Fastify's base logger so the instance keeps Fastify's default generics.
    loggerInstance: logger as FastifyBaseLogger,
    logController: new QuietRequestLog(),
    childLoggerFactory: lazyChildLogger,
    genReqId: requestId,
    // A hop count becomes "trust the N nearest proxies" (Fastify's types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Room for any hex decryptPath might accept (it refuses beyond 1024), so those answer
    // BAD_PATH from the cipher; longer ones are refused by the router, also as BAD_PATH.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: frameworkErrorAnswer(security),
    clientErrorHandler: clientErrorAnswer(security),
  });

  // First of all hooks: whatever answers a request afterwards, the headers are already set.
  installSecurityHeaders(app, security);
  await registerBodyParsers(app, config);
  installRequestLogging(app, accessLogOf(logger));
  if (options.tracing) installRequestTracing(app, options.tracing, isTrustedPeer);
  app.decorate('metrics', metrics);
  installHttpMetrics(app, metrics);
  installErrorHandling(app);
  installCompression(app);

  const db = database.db;
  // One queue per instance. start.ts starts polling once the server listens; tests drive it
  // with `app.jobs.runDue()` on a pinned clock.
  const queue = options.jobs ?? createJobQueue({
    db, now, log: app.log, onAttemptFailed: (name, final) => metrics.counters.jobAttemptFailed(name, final), tracing: options.tracing ?? undefined,
  });
  app.decorate('jobs', queue);
  app.addHook('onClose', () => queue.stop());
  app.decorate('publicReads', publicReads);
  const reportCachedReads = setInterval(() => publicReads.report(), CACHED_READS_REPORT_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(reportCachedReads);
    publicReads.report();
  });

  const jobs = typedJobs(queue);
  // The sandbox vendors keep their state in the sandbox module's tables, so it comes first.
  const sandbox = createSandboxService({ db, now, market: config.market, jobs });
  const providers = createProviders(app, config, now, sandbox, metrics, options.payoutProvider, options.bureauDelivery);
  const readDatabase = options.readDatabase ?? database;
  const readDb = readDatabase.db;
  // The portfolio's statements run where it reads (the replica when there is one, ADR 097): cancelled there.
  const cancelStatements = (mark: string) => readDatabase.cancelStatements?.(mark) ?? Promise.resolve(0);
  const services = composeServices({ config, db, readDb, now, log: app.log, jobs, providers, counters: metrics.counters, cancelStatements }, sandbox);
  // The products' live versions (ADR 082): seeded from the release where missing, read once, checked like the release's.
  await services.products.start();
  assertProductsValid(config.market, services.products.live());
  app.decorate('services', services);
  // Codes are sent after their answer: a shutdown lets those on their way go out first.
  app.addHook('onClose', () => services.otp.sendsSettled());
  registerJobHandlers(jobs, services, providers, {
    collectionsReconcileEveryMs: config.collections.reconcileEveryMinutes * 60_000,
    photoCheckWorkers: config.photoCheckWorkers,
    bureauMonthly: config.bureauReporting.monthly,
  });

  metrics.setSources({
    poolStats: database.poolStats, queueStats: () => queue.stats(), now, log: app.log,
    openMismatches: () => services.reconciliation.openByProviderAndKind(),
  });
  // Health and readiness for a load balancer (ADR 090): the reason for "not ready" goes to the log only.
  const readiness = createReadiness({
    db, latestMigration: await latestMigrationName(), lastJobPoll: () => queue.lastPolledAt(),
    onChange: (ready, reason) => (ready ? app.log.info({}, 'ready') : app.log.warn({ reason }, 'not ready')),
  });
  registerHealthRoutes(app, readiness);

  // First of the routes: its guard refuses any /staff route registered after it without a permission.
  registerStaffApi(app, config, services);

  const isExposed = (def: EndpointDef) =>
    def.module !== 'sandbox' || (config.smsProvider === 'sandbox' && (def.path !== '/sandbox/clock' || advancing !== null));
  const registry = registerApiHandlers(config, services);
  if (advancing) registerSandboxClockRoute(registry, advancing, queue);
  registerApiRoutes(app, { registry, isExposed, authenticate: services.sessions.authenticate, publicReads });
  await registerPayoutWebhookRoutes(app, services.payments, providers.payout.name);
  await registerCollectionsWebhookRoutes(app, services.repayments);
  registerRepaymentLinkRoute(app);
  registerStaffAuthRoutes(app, services.staff, services.staffSessions);
  registerOpenApiRoute(app, isExposed);
  await registerWebApp(app, config.webDist, config.market);
  await registerConsole(app, config.consoleDist);
  return app;
}

/** The vendors named by the configuration; the sandbox ones keep their state in the sandbox module. */
function createProviders(app: FastifyInstance, config: Config, now: Clock, sandbox: SandboxService, metrics: Metrics, payoutFake?: PayoutProvider, bureauDelivery?: BureauDelivery): Providers {
  // The sandbox payout provider settles by posting a signed webhook to our own endpoint (ADR 017).
  const payout = payoutFake
    ? { provider: payoutFake, sandbox: null }
    : createPayoutProvider(config.payout, { sandboxStore: sandbox, secretKey: config.secretKey, deliver: deliverToOwnWebhook(app, '/webhooks/payout/sandbox') });
  // Money in (ADR 032, 034): the sandbox's payments arrive the same way, signed, at our own endpoint.
  const collections = createCollectionsProviders(config.collections, {
    market: config.market, secretKey: config.secretKey, now, deliver: deliverToOwnWebhook(app, '/webhooks/collections/sandbox'), stp: config.payout.stp,
  });
  return {
    sms: countedSms(createSmsProvider(config, { outbox: sandbox, log: app.log }), metrics.counters),
    payout: payout.provider,
    sandboxPayout: payout.sandbox,
    collections: collections.providers,
    sandboxCollections: collections.sandbox,
    collectionChannel: collections.providerOf,
    kyc: createKycProvider(config.kyc),
    storage: createFileStorage(config.storage),
    bureauDelivery: bureauDelivery ?? createBureauDelivery(config.bureauDelivery),
  };
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's durable job queue (jobs/job-queue.ts). */
    jobs: JobQueue;
    /** Every module's service, as composed (composition/services.ts): for tests, the bench and tools. */
    services: Services;
    /** The micro-cache of public reads answered at the socket (plugins/api/public-read-cache.ts). */
    publicReads: PublicReadCache;
    /** The instance's Prometheus metrics (plugins/metrics, ADR 090). */
    metrics: Metrics;
  }
}
