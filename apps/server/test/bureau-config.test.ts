import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createBureauProviders } from '../src/providers/bureau/create-bureau-provider.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

const CREDITREGISTRY = { CREDITREGISTRY_SUBSCRIBER_ID: '1234', CREDITREGISTRY_EMAIL: 'agent@lendline.ng', CREDITREGISTRY_PASSWORD: 'pw' };
const FIRSTCENTRAL = { FIRSTCENTRAL_USERNAME: 'lendline', FIRSTCENTRAL_PASSWORD: 'pw' };
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
const oneLine = (pem: string) => pem.trim().replaceAll('\n', '\\n');
const CIRCULO = {
  CIRCULO_API_KEY: 'key', CIRCULO_USERNAME: 'user', CIRCULO_PASSWORD: 'pw',
  CIRCULO_PRIVATE_KEY: oneLine(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
  CIRCULO_CERTIFICATE: oneLine(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
};
const dir = mkdtempSync(join(tmpdir(), 'lendline-bureau-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('BUREAU_PROVIDER and the bureaus\' settings', () => {
  it('is the sandbox by default, with the vendors\' documented hosts', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.bureau).toMatchObject({ provider: 'sandbox', second: null });
    expect(config.bureau.creditregistry.baseUrl).toBe('https://api.creditregistry.com/nigeria/AutoCred/Live/v8/api');
    expect(config.bureau.firstcentral.baseUrl).toBe('https://online.firstcentralcreditbureau.com/firstcentralrestv2');
    expect(config.bureau.circulo.baseUrl).toBe('https://services.circulodecredito.com.mx');
  });

  it('needs a named vendor\'s settings, also as the second bureau, and nothing of one not named', () => {
    expect(problemsOf({ BUREAU_PROVIDER: 'creditregistry' }).map((p) => p.split(':')[0])).toEqual([
      'CREDITREGISTRY_SUBSCRIBER_ID', 'CREDITREGISTRY_EMAIL', 'CREDITREGISTRY_PASSWORD',
    ]);
    expect(problemsOf({ BUREAU_PROVIDER: 'creditregistry', ...CREDITREGISTRY, BUREAU_SECOND_PROVIDER: 'firstcentral' })).toEqual([
      'FIRSTCENTRAL_USERNAME: required when the bureau is firstcentral, the user name',
      'FIRSTCENTRAL_PASSWORD: required when the bureau is firstcentral, the password',
    ]);
    expect(problemsOf({ BUREAU_PROVIDER: 'firstcentral', ...FIRSTCENTRAL, FIRSTCENTRAL_BASE_URL: 'ftp://x' })).toEqual([
      'FIRSTCENTRAL_BASE_URL: required when the bureau is firstcentral, an http(s) URL',
    ]);
    expect(problemsOf({ MARKET: 'MX', BUREAU_PROVIDER: 'circulo' }).map((p) => p.split(':')[0])).toEqual([
      'CIRCULO_API_KEY', 'CIRCULO_USERNAME', 'CIRCULO_PASSWORD', 'CIRCULO_PRIVATE_KEY', 'CIRCULO_CERTIFICATE',
    ]);
  });

  it('refuses a Círculo key that does not parse or is not on secp384r1', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const key of ['-----BEGIN PRIVATE KEY-----\\nnot a key\\n-----END PRIVATE KEY-----', oneLine(rsa), oneLine(p256)]) {
      expect(problemsOf({ MARKET: 'MX', BUREAU_PROVIDER: 'circulo', ...CIRCULO, CIRCULO_PRIVATE_KEY: key })).toEqual(['CIRCULO_PRIVATE_KEY: required when the bureau is circulo, our secp384r1 key as PEM']);
    }
    expect(problemsOf({ MARKET: 'MX', BUREAU_PROVIDER: 'circulo', ...CIRCULO, CIRCULO_CERTIFICATE: '-----BEGIN CERTIFICATE-----\\nAAAA\\n-----END CERTIFICATE-----' })).toEqual([
      'CIRCULO_CERTIFICATE: required when the bureau is circulo, Círculo\'s certificate as PEM',
    ]);
  });

  it('refuses a bureau of the other market and a second bureau outside Nigeria', () => {
    expect(problemsOf({ MARKET: 'MX', BUREAU_PROVIDER: 'firstcentral', ...FIRSTCENTRAL })).toEqual(['BUREAU_PROVIDER: firstcentral serves NG, not MX']);
    expect(problemsOf({ BUREAU_PROVIDER: 'circulo', ...CIRCULO })).toEqual(['BUREAU_PROVIDER: circulo serves MX, not NG']);
    expect(problemsOf({ BUREAU_PROVIDER: 'crc' })[0]).toBe('BUREAU_PROVIDER: must be one of sandbox, creditregistry, firstcentral, circulo (got "crc")');
  });

  it('reads the secrets from files, and PEM given on one line', () => {
    const file = join(dir, 'cr_password');
    writeFileSync(file, 'from-a-file\n');
    const { CREDITREGISTRY_PASSWORD: _inline, ...rest } = CREDITREGISTRY;
    const config = loadConfig({ NODE_ENV: 'test', BUREAU_PROVIDER: 'creditregistry', ...rest, CREDITREGISTRY_PASSWORD_FILE: file });
    expect(config.bureau.creditregistry.password).toBe('from-a-file');
    const mx = loadConfig({ NODE_ENV: 'test', MARKET: 'MX', BUREAU_PROVIDER: 'circulo', ...CIRCULO });
    expect(mx.bureau.circulo.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(mx.bureau.circulo.certificate).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
  });

  it('builds the configured bureaus in the order they are asked', () => {
    const ng = loadConfig({ NODE_ENV: 'test', BUREAU_PROVIDER: 'firstcentral', ...FIRSTCENTRAL, BUREAU_SECOND_PROVIDER: 'creditregistry', ...CREDITREGISTRY });
    expect(createBureauProviders(ng.bureau, 'NG').map((p) => [p.name, p.market])).toEqual([['firstcentral', 'NG'], ['creditregistry', 'NG']]);
    const mx = loadConfig({ NODE_ENV: 'test', MARKET: 'MX', BUREAU_PROVIDER: 'circulo', ...CIRCULO });
    expect(createBureauProviders(mx.bureau, 'MX').map((p) => [p.name, p.displayName])).toEqual([['circulo', 'Círculo de Crédito']]);
    expect(createBureauProviders(loadConfig({ NODE_ENV: 'test' }).bureau, 'NG').map((p) => p.name)).toEqual(['sandbox']);
  });
});
