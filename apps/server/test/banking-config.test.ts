import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('payout and data-collection configuration', () => {
  it('defaults to the sandbox payout provider, Paystack live URL and no data collection', () => {
    const config = load({});
    expect(config.payout).toMatchObject({ provider: 'sandbox', paystack: { secretKey: '', baseUrl: 'https://api.paystack.co' } });
    expect(config.payout.sandbox).toMatchObject({ delayMs: 0 });
    expect(config.deviceDataEnabled).toBe(false);
  });

  it('reads Paystack settings and DEVICE_DATA_ENABLED', () => {
    const config = load({ PAYOUT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_x', PAYSTACK_BASE_URL: 'http://127.0.0.1:9/', DEVICE_DATA_ENABLED: 'true' });
    expect(config.payout).toMatchObject({ provider: 'paystack', paystack: { secretKey: 'sk_live_x', baseUrl: 'http://127.0.0.1:9' } });
    expect(config.deviceDataEnabled).toBe(true);
  });

  it.each([
    [{ PAYOUT_PROVIDER: 'paystack' }, 'PAYSTACK_SECRET_KEY: required'],
    [{ PAYOUT_PROVIDER: 'flutterwave' }, 'PAYOUT_PROVIDER: must be one of'],
    [{ PAYSTACK_BASE_URL: 'api.paystack.co' }, 'PAYSTACK_BASE_URL: must be an http(s) URL'],
    [{ DEVICE_DATA_ENABLED: 'yes' }, 'DEVICE_DATA_ENABLED: must be one of'],
  ])('refuses %o', (env, problem) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(problem);
  });
});
