import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchDirectory } from '../src/config-fns.ts';
import { CONFIG_VARIABLES, ConfigError, DEV_SECRET_KEY, loadConfig } from '../src/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts a laptop with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: resolve(launchDirectory(), 'data'),
      market: 'NG',
      smsProvider: 'sandbox',
      termii: { baseUrl: 'https://api.ng.termii.com', channel: 'dnd', apiKey: '', senderId: '' },
      secretKey: DEV_SECRET_KEY,
      sessionTtlHours: 720,
      logLevel: 'info',
      trustProxy: false,
      bodyLimitBytes: 1_048_576,
      multipartLimitBytes: 8_388_608,
    });
    expect(isAbsolute(config.webDist)).toBe(true);
    expect(config.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
    expect(isAbsolute(config.consoleDist)).toBe(true);
    expect(config.consoleDist.endsWith(join('apps', 'console', 'dist'))).toBe(true);
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/lendline',
      DATABASE_POOL_SIZE: '25',
      DATA_DIR: '/var/lib/lendline',
      MARKET: 'MX',
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: 'key',
      TERMII_SENDER_ID: 'Lendline',
      TERMII_BASE_URL: 'https://api.termii.example/',
      TERMII_CHANNEL: 'generic',
      SECRET_KEY: 's'.repeat(32),
      SESSION_TTL_HOURS: '24',
      LOG_LEVEL: 'debug',
      WEB_DIST: 'dist-here',
      CONSOLE_DIST: 'console-here',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      BODY_LIMIT_BYTES: '2048',
      MULTIPART_LIMIT_BYTES: '4096',
      LOOKUPS_PER_ADDRESS_PER_10_MINUTES: '500',
      CSP_CONNECT_SRC: 'https://api.lendline.ng/, http://localhost:8080',
      PHOTO_CHECK_WORKERS: '4',
      PHOTO_CHECK_WAIT_MS: '500',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/lendline',
      databasePoolSize: 25,
      dataDir: '/var/lib/lendline',
      market: 'MX',
      smsProvider: 'termii',
      termii: { apiKey: 'key', senderId: 'Lendline', baseUrl: 'https://api.termii.example', channel: 'generic' },
      secretKey: 's'.repeat(32),
      sessionTtlHours: 24,
      logLevel: 'debug',
      webDist: resolve(launchDirectory(), 'dist-here'),
      consoleDist: resolve(launchDirectory(), 'console-here'),
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      bodyLimitBytes: 2048,
      multipartLimitBytes: 4096,
      lookupsPerAddressPer10Minutes: 500,
      cspConnectSrc: ['https://api.lendline.ng', 'http://localhost:8080'],
      photoCheckWorkers: 4,
      photoCheckWaitMs: 500,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('gives a sandbox start example care channels, marked as such; configured channels are the only ones shown', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).care).toMatchObject({
      example: true, phone: '2348000000000', whatsapp: '2348000000000', email: 'care@lendline.example',
    });
    expect(loadConfig({ NODE_ENV: 'development', MARKET: 'MX' }).care).toMatchObject({ example: true, phone: '525500000000', email: 'atencion@lendline.example' });
    expect(loadConfig({ NODE_ENV: 'development', CARE_EMAIL: 'help@lendline.ng' }).care).toMatchObject({ example: false, phone: null, whatsapp: null, email: 'help@lendline.ng' });
  });

  it('reads the partners shown after a rejection, none by default, and refuses placeholder or unsafe links', () => {
    expect(loadConfig({}).partners).toEqual([]);
    expect(loadConfig({ MARKET: 'MX', PARTNER_PRODUCTS: 'Nómina Ya|https://nominaya.mx/solicitud|3000000' }).partners).toEqual([
      { id: 'partner-1', name: 'Nómina Ya', url: 'https://nominaya.mx/solicitud', maxAmount: 30_000_00, currency: 'MXN' },
    ]);
    for (const bad of [
      'Partner|https://partners.lendline.example/ng/loan|100000', 'Partner|http://partner.ng/|100000', 'Partner|https://localhost/|100000',
      'Partner|https://partner.test/|100000', 'Partner|https://partner.ng/|1.5', '|https://partner.ng/|100000', 'Partner|https://partner.ng/',
    ]) {
      expect(problemsOf({ PARTNER_PRODUCTS: bad }).map((p) => p.split(':')[0]), bad).toEqual(['PARTNER_PRODUCTS']);
    }
  });

  it('lists every bad variable at once, by name', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      MARKET: 'GH',
      SMS_PROVIDER: 'twilio',
      LOG_LEVEL: 'loud',
      SESSION_TTL_HOURS: '0',
      BODY_LIMIT_BYTES: '-1',
      TRUST_PROXY: 'maybe',
      DATABASE_URL: 'mysql://x',
      TERMII_CHANNEL: 'sms',
      SECRET_KEY: 'short',
      CSP_CONNECT_SRC: 'https://api.lendline.ng/v1',
      PHOTO_CHECK_WORKERS: '0',
    });
    const named = problems.map((p) => p.split(':')[0]);
    expect(named.sort()).toEqual(
      [
        'PORT', 'MARKET', 'SMS_PROVIDER', 'LOG_LEVEL', 'SESSION_TTL_HOURS', 'BODY_LIMIT_BYTES', 'TRUST_PROXY', 'DATABASE_URL', 'TERMII_CHANNEL', 'SECRET_KEY',
        'CSP_CONNECT_SRC', 'PHOTO_CHECK_WORKERS',
      ].sort(),
    );
    expect(problemsOf({ CSP_CONNECT_SRC: "https://x.example 'unsafe-inline'" })).toEqual([
      `CSP_CONNECT_SRC: must be http(s) origins such as https://api.example.com (got "'unsafe-inline'")`,
    ]);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}- PORT: must be a whole number/);
  });

  it('demands a real secret and real providers in production', () => {
    const realProviders = {
      SMS_PROVIDER: 'termii', TERMII_API_KEY: 'k', TERMII_SENDER_ID: 'Lendline',
      KYC_PROVIDER: 'dojah', DOJAH_APP_ID: 'app', DOJAH_SECRET_KEY: 'secret',
      PAYOUT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_x',
      BUREAU_PROVIDER: 'creditregistry', CREDITREGISTRY_SUBSCRIBER_ID: '1234', CREDITREGISTRY_EMAIL: 'agent@lendline.ng', CREDITREGISTRY_PASSWORD: 'p',
      COLLECTIONS_SANDBOX: 'false', CARE_EMAIL: 'care@lendline.ng',
    };
    expect(problemsOf({ NODE_ENV: 'production', ...realProviders })).toEqual(['SECRET_KEY: required when NODE_ENV=production']);
    // A lender must be reachable (FCCPC 2025): production never shows example channels, it needs one of its own.
    const { CARE_EMAIL: _email, ...unreachable } = realProviders;
    expect(problemsOf({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), ...unreachable })).toEqual([
      'CARE_PHONE, CARE_WHATSAPP or CARE_EMAIL: at least one customer-service channel is required when NODE_ENV=production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(31), ...realProviders })).toEqual([
      'SECRET_KEY: must be at least 32 characters',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), ...realProviders })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) })).toEqual([
      'SMS_PROVIDER: "sandbox" is not allowed when NODE_ENV=production',
      'CARE_PHONE, CARE_WHATSAPP or CARE_EMAIL: at least one customer-service channel is required when NODE_ENV=production',
      'KYC_PROVIDER: "sandbox" is not allowed when NODE_ENV=production',
      'BUREAU_PROVIDER: "sandbox" is not allowed when NODE_ENV=production',
      'PAYOUT_PROVIDER: "sandbox" is not allowed when NODE_ENV=production',
      'COLLECTIONS_SANDBOX: "true" is not allowed when NODE_ENV=production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), ...realProviders, SANDBOX_CLOCK: 'true' })).toEqual([
      'SANDBOX_CLOCK: "true" is not allowed when NODE_ENV=production',
      'SANDBOX_CLOCK: needs SMS_PROVIDER=sandbox (its route is a sandbox route)',
    ]);
  });

  it('takes the market’s repayment channels in the given order, refusing unknown ones and another market’s', () => {
    const testConfig = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
    expect(testConfig({ MARKET: 'NG' }).collections.channels).toEqual(['paystack_account', 'paystack_card', 'paystack_ussd']);
    expect(testConfig({ MARKET: 'MX' }).collections.channels).toEqual(['stp_clabe', 'oxxo']);
    expect(testConfig({ REPAY_CHANNELS: 'flutterwave_link, monnify_account' }).collections.channels).toEqual(['flutterwave_link', 'monnify_account']);
    expect(problemsOf({ REPAY_CHANNELS: 'paystack_card,bitcoin' })).toEqual(['REPAY_CHANNELS: unknown channel bitcoin (known: paystack_account, monnify_account, flutterwave_account, paystack_card, flutterwave_link, stp_clabe, oxxo, paystack_ussd)']);
    expect(problemsOf({ MARKET: 'MX', REPAY_CHANNELS: 'oxxo,paystack_ussd' })).toEqual(['REPAY_CHANNELS: paystack_ussd cannot serve MARKET=MX']);
    expect(problemsOf({ MARKET: 'MX', REPAY_CHANNELS: 'oxxo,paystack_card' })).toEqual(['REPAY_CHANNELS: paystack_card cannot serve MARKET=MX']);
  });

  it('needs each live vendor’s keys only for the channels offered', () => {
    const live = { COLLECTIONS_SANDBOX: 'false' };
    expect(problemsOf({ ...live, REPAY_CHANNELS: 'monnify_account' }).map((p) => p.split(':')[0])).toEqual(['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE']);
    expect(problemsOf({ ...live, REPAY_CHANNELS: 'flutterwave_link', FLUTTERWAVE_SECRET_KEY: 'k', FLUTTERWAVE_WEBHOOK_HASH: 'short' }).map((p) => p.split(':')[0])).toEqual(['FLUTTERWAVE_WEBHOOK_HASH']);
    expect(problemsOf({ ...live, MARKET: 'MX' }).map((p) => p.split(':')[0])).toEqual([
      'STP_COLLECTIONS_CLABE_PREFIX', 'STP_COLLECTIONS_ACCOUNT_NAME', 'CONEKTA_PRIVATE_KEY', 'CONEKTA_WEBHOOK_PUBLIC_KEY', 'STP_EMPRESA, STP_PRIVATE_KEY, STP_WEBHOOK_SECRET',
    ]);
    expect(problemsOf({ COLLECTIONS_SANDBOX: 'maybe' })).toEqual(['COLLECTIONS_SANDBOX: must be true or false (got "maybe")']);
  });

  it('takes DATABASE_READ_URL only as a PostgreSQL replica beside DATABASE_URL (ADR 097)', () => {
    expect(loadConfig({}).databaseReadUrl).toBeNull();
    const primary = 'postgres://u@db:5432/lendline';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgresql://u@replica:5432/lendline' }).databaseReadUrl).toBe('postgresql://u@replica:5432/lendline');
    expect(problemsOf({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://replica/lendline' })).toEqual(['DATABASE_READ_URL: must start with postgres:// or postgresql://']);
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://u@replica:5432/lendline' })).toEqual(['DATABASE_READ_URL: a replica of DATABASE_URL; set DATABASE_URL too (PGlite has no replica)']);
  });

  it('needs Termii credentials when Termii is chosen', () => {
    const named = problemsOf({ SMS_PROVIDER: 'termii', TERMII_SENDER_ID: 'a sender id too long' }).map((p) => p.split(':')[0]);
    expect(named).toEqual(['TERMII_API_KEY', 'TERMII_SENDER_ID']);
  });
});

describe.each(['../CONFIG.md', '../../../README.md'])('%s', (file) => {
  it('documents every variable with its default', () => {
    const doc = readFileSync(new URL(file, import.meta.url), 'utf8');
    const rows = doc.split('\n').filter((line) => /^\| `[A-Z0-9_]+` \|/.test(line));
    expect(rows).toHaveLength(CONFIG_VARIABLES.length);
    for (const variable of CONFIG_VARIABLES) {
      const row = rows.find((r) => r.startsWith(`| \`${variable.name}\` |`));
      expect(row, variable.name).toBeDefined();
      const shown = variable.shownDefault ?? variable.default ?? '(none)';
      expect(row, variable.name).toContain(`| ${shown.startsWith('(') ? shown : `\`${shown}\``} |`);
    }
  });
});
