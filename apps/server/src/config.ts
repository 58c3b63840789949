import { isMarketId, type MarketId, type RecommendedProduct } from '@lendline/domain';
import { CONFIG_VARIABLES } from './config-variables.ts';
import { readRotationSettings, withSecretFiles, type RotationSettings } from './config-secrets.ts';
import { parseInteger, parseOrigins, parseTrustProxy, resolveFromCwd, type Parsed } from './config-fns.ts';
import { readCollectionsConfig, vendorsOf, type CollectionsConfig } from './providers/collections/collections-config.ts';
import { readBureauConfig, type BureauConfig } from './providers/bureau/bureau-config.ts';
import { readBureauDeliveryConfig, type BureauDeliveryConfig } from './providers/bureau-delivery/delivery-config.ts';
import { readKycConfig, type KycConfig } from './providers/kyc/kyc-config.ts';
import { readPayoutConfig, type PayoutConfig } from './providers/payout/payout-config.ts';
import { readStorageConfig, type StorageConfig } from './providers/storage/storage-config.ts';
import { readCareConfig, type CareConfig } from './modules/care/care-config.ts';
import { readDataRightsConfig, type DataRightsConfig } from './modules/data-rights/data-rights-config.ts';
import { readRewardsConfig, type RewardsConfig } from './modules/rewards/rewards-config.ts';
import { readPartnerProducts } from './modules/underwriting/partner-config.ts';
import { readStaffConfig, type StaffConfig } from './modules/staff/staff-config.ts';
import { readTracingConfig, type TracingConfig } from './plugins/tracing/tracing-config.ts';

export { CONFIG_VARIABLES };

export type SmsProviderName = 'sandbox' | 'termii';
export type TrustProxy = boolean | number | string[];

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** Null: use the embedded PGlite database under `dataDir`. */
  databaseUrl: string | null;
  /** Connections each instance keeps to PostgreSQL at most. */
  databasePoolSize: number;
  /** A read replica for the heavy staff reads (the portfolio figures, ADR 097); null: they read the primary. */
  databaseReadUrl: string | null;
  dataDir: string;
  market: MarketId;
  smsProvider: SmsProviderName;
  termii: { apiKey: string; senderId: string; baseUrl: string; channel: 'dnd' | 'generic' };
  secretKey: string;
  /** A SECRET_KEY rotation in progress, and the non-rotated key of lookup hashes (ADR 091). */
  rotation: RotationSettings;
  sessionTtlHours: number;
  sessionCacheSeconds: number;
  codeSendsPerAddressPerHour: number;
  lookupsPerAddressPer10Minutes: number;
  logLevel: string;
  /** The Prometheus metrics' own listener (ADR 090); port null: off. */
  metrics: { port: number | null; host: string };
  /** OpenTelemetry traces to an OTLP/HTTP collector (ADR 094); null: off, no OpenTelemetry code loaded. */
  tracing: TracingConfig | null;
  webDist: string;
  /** The built staff console, served under /console/ (ADR 075). */
  consoleDist: string;
  /** The help and legal texts (content/<market>/<lang>); the legal module reads the current versions from its file names (ADR 043). */
  contentDir: string;
  trustProxy: TrustProxy;
  /** Origins besides its own the web app may call (the Content-Security-Policy's connect-src). */
  cspConnectSrc: string[];
  bodyLimitBytes: number;
  multipartLimitBytes: number;
  photoCheckWorkers: number;
  photoCheckWaitMs: number;
  storage: StorageConfig;
  kyc: KycConfig;
  payout: PayoutConfig;
  collections: CollectionsConfig;
  /** Credit bureau inquiries (issue 24). */
  bureau: BureauConfig;
  /** Monthly reporting files' delivery (issue 24). */
  bureauDelivery: BureauDeliveryConfig;
  /** Monthly reporting files (ADR 100): made by the monthly job or only on demand, and the lender as the bureaus know it. */
  bureauReporting: { monthly: boolean; memberCode: string; memberName: string };
  deviceDataEnabled: boolean;
  assessmentDelaySeconds: number;
  /** Staff accounts' sessions and sign-in limits (ADR 072). */
  staff: StaffConfig;
  /** Test servers only: `/sandbox/clock` moves the server's clock forward. */
  sandboxClock: boolean;
  /** Customer-service channels, the complaint promise and the app's store address (ADR 044). */
  care: CareConfig;
  /** The law's deadline for a data request (ADR 103). */
  dataRights: DataRightsConfig;
  /** Coupons and the lottery draw (ADR 045). */
  rewards: RewardsConfig;
  /** Partners' products shown to a rejected applicant (ADR 019); none unless configured. */
  partners: RecommendedProduct[];
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** Only ever used when NODE_ENV is not production; production must bring its own. */
export const DEV_SECRET_KEY = 'lendline-development-secret-key-not-for-production';

/**
 * Reads and checks the whole environment at once, so a misconfigured deployment fails at
 * start with every problem listed rather than one at a time (or, worse, at first use).
 */
export function loadConfig(given: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const env = withSecretFiles(given, problems);
  const defaults = new Map(CONFIG_VARIABLES.map((v) => [v.name, v.default]));
  const raw = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? defaults.get(name) ?? undefined : value;
  };
  const take = <T>(name: string, parsed: Parsed<T>, fallback: T): T => {
    if (parsed.ok) return parsed.value;
    problems.push(`${name}: ${parsed.problem}`);
    return fallback;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = raw(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name}: must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  };

  const matching = (name: string, re: RegExp, problem: string, fallback: string): string => {
    const value = raw(name) ?? fallback;
    if (re.test(value)) return value;
    problems.push(`${name}: ${problem}`);
    return fallback;
  };

  const nodeEnv = raw('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const market = raw('MARKET') ?? 'NG';
  if (!isMarketId(market)) problems.push(`MARKET: must be NG or MX (got "${market}")`);
  const smsProvider = oneOf<SmsProviderName>('SMS_PROVIDER', ['sandbox', 'termii'], 'sandbox');

  const secretFromEnv = env.SECRET_KEY?.trim();
  if (isProduction && !secretFromEnv) problems.push('SECRET_KEY: required when NODE_ENV=production');
  else if (secretFromEnv !== undefined && secretFromEnv !== '' && secretFromEnv.length < 32) {
    problems.push('SECRET_KEY: must be at least 32 characters');
  }
  if (isProduction && smsProvider === 'sandbox') {
    // The sandbox exposes one-time codes over HTTP; a production server must never do that.
    problems.push('SMS_PROVIDER: "sandbox" is not allowed when NODE_ENV=production');
  }

  const termiiApiKey = raw('TERMII_API_KEY') ?? '';
  const termiiSenderId = raw('TERMII_SENDER_ID') ?? '';
  if (smsProvider === 'termii') {
    if (!termiiApiKey) problems.push('TERMII_API_KEY: required when SMS_PROVIDER=termii');
    if (!/^[A-Za-z0-9 ]{3,11}$/.test(termiiSenderId)) {
      problems.push('TERMII_SENDER_ID: required when SMS_PROVIDER=termii, 3 to 11 letters or digits');
    }
  }
  const termiiBaseUrl = raw('TERMII_BASE_URL') ?? '';
  if (!/^https?:\/\/[^\s/]+/.test(termiiBaseUrl)) problems.push(`TERMII_BASE_URL: must be an http(s) URL`);

  const databaseUrl = raw('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL: must start with postgres:// or postgresql://');
  }
  const databaseReadUrl = raw('DATABASE_READ_URL') ?? null;
  if (databaseReadUrl !== null && !/^postgres(ql)?:\/\//.test(databaseReadUrl)) {
    problems.push('DATABASE_READ_URL: must start with postgres:// or postgresql://');
  } else if (databaseReadUrl !== null && databaseUrl === null) {
    problems.push('DATABASE_READ_URL: a replica of DATABASE_URL; set DATABASE_URL too (PGlite has no replica)');
  }

  const config: Config = {
    nodeEnv,
    port: take('PORT', parseInteger(raw('PORT'), 0, 65_535), 8080),
    host: raw('HOST') ?? '0.0.0.0',
    databaseUrl,
    databasePoolSize: take('DATABASE_POOL_SIZE', parseInteger(raw('DATABASE_POOL_SIZE'), 1, 200), 10),
    databaseReadUrl,
    dataDir: resolveFromCwd(raw('DATA_DIR') ?? './data'),
    market: isMarketId(market) ? market : 'NG',
    smsProvider,
    termii: {
      apiKey: termiiApiKey,
      senderId: termiiSenderId,
      baseUrl: termiiBaseUrl.replace(/\/+$/, ''),
      channel: oneOf('TERMII_CHANNEL', ['dnd', 'generic'], 'dnd'),
    },
    secretKey: secretFromEnv || DEV_SECRET_KEY,
    rotation: readRotationSettings(env, secretFromEnv || DEV_SECRET_KEY, problems),
    sessionTtlHours: take('SESSION_TTL_HOURS', parseInteger(raw('SESSION_TTL_HOURS'), 1, 24 * 366), 720),
    sessionCacheSeconds: take('SESSION_CACHE_SECONDS', parseInteger(raw('SESSION_CACHE_SECONDS'), 0, 300), 5),
    codeSendsPerAddressPerHour: take('CODE_SENDS_PER_ADDRESS_PER_HOUR', parseInteger(raw('CODE_SENDS_PER_ADDRESS_PER_HOUR'), 1, 1_000_000), 20),
    lookupsPerAddressPer10Minutes: take(
      'LOOKUPS_PER_ADDRESS_PER_10_MINUTES',
      parseInteger(raw('LOOKUPS_PER_ADDRESS_PER_10_MINUTES'), 1, 1_000_000),
      30,
    ),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    metrics: {
      port: raw('METRICS_PORT') === undefined ? null : take<number | null>('METRICS_PORT', parseInteger(raw('METRICS_PORT'), 0, 65_535), null),
      host: raw('METRICS_HOST') ?? '127.0.0.1',
    },
    tracing: readTracingConfig(raw, problems),
    webDist: resolveFromCwd(raw('WEB_DIST') ?? ''),
    consoleDist: resolveFromCwd(raw('CONSOLE_DIST') ?? ''),
    contentDir: resolveFromCwd(raw('CONTENT_DIR') ?? ''),
    trustProxy: take('TRUST_PROXY', parseTrustProxy(raw('TRUST_PROXY')), false),
    cspConnectSrc: take('CSP_CONNECT_SRC', parseOrigins(raw('CSP_CONNECT_SRC')), []),
    bodyLimitBytes: take('BODY_LIMIT_BYTES', parseInteger(raw('BODY_LIMIT_BYTES'), 1024, 64 * 1024 * 1024), 1_048_576),
    multipartLimitBytes: take(
      'MULTIPART_LIMIT_BYTES',
      parseInteger(raw('MULTIPART_LIMIT_BYTES'), 1024, 512 * 1024 * 1024),
      8_388_608,
    ),
    photoCheckWorkers: take('PHOTO_CHECK_WORKERS', parseInteger(raw('PHOTO_CHECK_WORKERS'), 1, 64), 1),
    photoCheckWaitMs: take('PHOTO_CHECK_WAIT_MS', parseInteger(raw('PHOTO_CHECK_WAIT_MS'), 0, 60_000), 5000),
    storage: readStorageConfig(raw, problems, {
      dataDir: resolveFromCwd(raw('DATA_DIR') ?? './data'),
      webDist: resolveFromCwd(raw('WEB_DIST') ?? ''),
    }),
    kyc: readKycConfig(raw, problems),
    payout: readPayoutConfig(raw, problems),
    collections: readCollectionsConfig(raw, isMarketId(market) ? market : 'NG', problems),
    bureau: readBureauConfig(raw, isMarketId(market) ? market : 'NG', problems),
    bureauDelivery: readBureauDeliveryConfig(raw, isMarketId(market) ? market : 'NG', problems),
    bureauReporting: {
      monthly: oneOf('BUREAU_REPORTING', ['monthly', 'on-demand'], 'monthly') === 'monthly',
      memberCode: matching('BUREAU_MEMBER_CODE', /^[A-Za-z0-9]{1,10}$/, 'must be 1-10 letters or digits', '000000'),
      memberName: matching('BUREAU_MEMBER_NAME', /^[A-Z0-9 .&-]{1,40}$/, 'must be 1-40 capitals, digits, spaces or . & -', 'LENDLINE'),
    },
    deviceDataEnabled: oneOf('DEVICE_DATA_ENABLED', ['true', 'false'], 'false') === 'true',
    // Up to one working day and a bit (spec section 9: "up to 1 working day").
    assessmentDelaySeconds: take('ASSESSMENT_DELAY_SECONDS', parseInteger(raw('ASSESSMENT_DELAY_SECONDS'), 0, 3 * 24 * 3600), 0),
    staff: readStaffConfig(raw, problems),
    sandboxClock: oneOf('SANDBOX_CLOCK', ['true', 'false'], 'false') === 'true',
    care: readCareConfig(raw, isMarketId(market) ? market : 'NG', problems, isProduction),
    dataRights: readDataRightsConfig(raw, isMarketId(market) ? market : 'NG', problems),
    rewards: readRewardsConfig(raw, isMarketId(market) ? market : 'NG', problems),
    partners: readPartnerProducts(raw, isMarketId(market) ? market : 'NG', problems),
  };
  if (isProduction) {
    // A sandbox in production would accept made-up identities or pretend to move money.
    if (config.kyc.provider === 'sandbox') problems.push('KYC_PROVIDER: "sandbox" is not allowed when NODE_ENV=production');
    // The sandbox bureau invents reports: a lender must not decide on them.
    if (config.bureau.provider === 'sandbox') problems.push('BUREAU_PROVIDER: "sandbox" is not allowed when NODE_ENV=production');
    if (config.payout.provider === 'sandbox') problems.push('PAYOUT_PROVIDER: "sandbox" is not allowed when NODE_ENV=production');
    if (config.collections.sandbox) problems.push('COLLECTIONS_SANDBOX: "true" is not allowed when NODE_ENV=production');
    // Moving a lender's clock would charge penalties and expire references on command.
    if (config.sandboxClock) problems.push('SANDBOX_CLOCK: "true" is not allowed when NODE_ENV=production');
  }
  if (config.sandboxClock && smsProvider !== 'sandbox') problems.push('SANDBOX_CLOCK: needs SMS_PROVIDER=sandbox (its route is a sandbox route)');
  // STP collections share the payout contract's company, key and webhook secret.
  if (!config.collections.sandbox && vendorsOf(config.collections.channels).includes('stp')) {
    const stp = config.payout.stp;
    if (!stp.empresa || !stp.privateKey.includes('PRIVATE KEY') || stp.webhookSecret.length < 32) {
      problems.push('STP_EMPRESA, STP_PRIVATE_KEY, STP_WEBHOOK_SECRET: required when REPAY_CHANNELS uses stp');
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
