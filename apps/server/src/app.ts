import type { EndpointDef } from '@lendline/domain';
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
import { createRateLimitService } from './modules/rate-limit/rate-limit-service.ts';
import { registerSandboxRoutes } from './modules/sandbox/routes.ts';
import { createSandboxService } from './modules/sandbox/sandbox-service.ts';
import { createHandlerRegistry } from './plugins/api/handlers.ts';
import { registerApiRoutes } from './plugins/api/routes.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { answerFrameworkError, installErrorHandling } from './plugins/errors.ts';
import { createLogger, installRequestLogging, QuietRequestLog, requestIdFor } from './plugins/logging.ts';
import { registerOpenApiRoute } from './plugins/openapi/routes.ts';
import { registerWebApp } from './plugins/web-static.ts';
import { createKycProvider } from './providers/kyc/create-kyc-provider.ts';
import { createPayoutProvider } from './providers/payout/create-payout-provider.ts';
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
  /** The order steps the kyc module advances; tests may pass a fake. */
  kycApplication?: ApplicationSteps;
}

/**
 * Builds the whole HTTP application without listening. Order, after fastify/demo: external
 * plugins (body parsers), then app-wide behaviour (logging, errors), then routes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? systemClock;
  const app = Fastify({
    // Typed as Fastify's base logger so the instance keeps Fastify's default generics.
    loggerInstance: (options.logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
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
  installRequestLogging(app);
  installErrorHandling(app);

  const db = database.db;
  const { provider: sms, sandbox } = createSmsProvider(config, { db, now, log: app.log });
  const isExposed = (def: EndpointDef) => def.module !== 'sandbox' || sandbox !== null;

  const rateLimit = createRateLimitService({ db, now });
  const cacheMs = config.sessionCacheSeconds * 1000;
  const { secretKey } = config;
  const sessions = createSessionService({ db, now, secretKey, ttlHours: config.sessionTtlHours, cacheMs });
  const otp = createOtpService({ db, now, secretKey, sms });
  const auth = createAuthService({ db, now, market: config.market, otp, sessions, rateLimit, cacheMs });

  const { market, deviceDataEnabled } = config;
  const application = createApplicationService({
    db, now, market, deviceDataEnabled, phoneOf: auth.phoneOf,
    // Banking is created next; this runs only on requests, by when it exists.
    bankAccountOf: (userId) => banking.maskedAccount(userId),
  });
  const banking = createBankingService({
    db, now, market, payout: createPayoutProvider(config.payout), application, verifyBankCardCode: auth.verifyBankCardCode,
  });

  const registry = createHandlerRegistry();
  registerAuthRoutes(registry, auth);
  registerApplicationRoutes(registry, application);
  registerBankingRoutes(registry, banking);
  registerCatalogueRoutes(registry, createCatalogueService({ market: config.market }));
  registerKycRoutes(
    registry,
    createKycService({
      db,
      now,
      market: config.market,
      secretKey,
      storage: createFileStorage(config.storage),
      provider: createKycProvider(config.kyc),
      application: options.kycApplication ?? application,
    }),
  );
  if (sandbox) registerSandboxRoutes(registry, createSandboxService({ outbox: sandbox, market: config.market }));

  registerApiRoutes(app, { registry, isExposed, authenticate: sessions.authenticate });
  registerOpenApiRoute(app, isExposed);
  await registerWebApp(app, config.webDist);
  return app;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
