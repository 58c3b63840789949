import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createBureauDelivery } from '../src/providers/bureau-delivery/create-bureau-delivery.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'lendline-delivery-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FINGERPRINT = `SHA256:${'A'.repeat(43)}`;
const PEM = '-----BEGIN OPENSSH PRIVATE KEY-----\\nb3BlbnNzaC1rZXktdjEAAAAA\\n-----END OPENSSH PRIVATE KEY-----';
const SFTP = { BUREAU_DELIVERY: 'sftp', BUREAU_SFTP_HOST: 'sftp.bureau.example', BUREAU_SFTP_USERNAME: 'lendline', BUREAU_SFTP_PASSWORD: 'p', BUREAU_SFTP_HOST_KEY_SHA256: FINGERPRINT };

describe('BUREAU_DELIVERY and its variables (ADR 099)', () => {
  it('is the sandbox unless told otherwise, with CRC\'s published URL and the login directory', () => {
    const { bureauDelivery } = loadConfig({});
    expect(bureauDelivery).toMatchObject({
      delivery: 'sandbox',
      sftp: { port: 22, directory: '.' },
      crc: { baseUrl: 'https://files.creditreferencenigeria.net/crccreditbureau_Datasubmission_Webservice/JSON/api', userId: '' },
    });
    expect(createBureauDelivery(bureauDelivery).name).toBe('sandbox');
    expect(problemsOf({ BUREAU_DELIVERY: 'carrier-pigeon' })).toEqual(['BUREAU_DELIVERY: must be one of sandbox, sftp, crc-api, circulo-api (got "carrier-pigeon")']);
  });

  it('needs the SFTP host, login, a key or password, and the pinned host key', () => {
    expect(problemsOf({ BUREAU_DELIVERY: 'sftp' }).map((p) => p.split(':')[0])).toEqual([
      'BUREAU_SFTP_HOST', 'BUREAU_SFTP_USERNAME', 'BUREAU_SFTP_PRIVATE_KEY, BUREAU_SFTP_PASSWORD', 'BUREAU_SFTP_HOST_KEY_SHA256',
    ]);
    expect(problemsOf({ ...SFTP, BUREAU_SFTP_HOST_KEY_SHA256: 'ab:cd:ef' }).map((p) => p.split(':')[0])).toEqual(['BUREAU_SFTP_HOST_KEY_SHA256']);
    expect(problemsOf({ ...SFTP, BUREAU_SFTP_PORT: '70000' })).toEqual(['BUREAU_SFTP_PORT: must be between 1 and 65535 (got 70000)']);
    expect(problemsOf({ ...SFTP, BUREAU_SFTP_PRIVATE_KEY: 'not a key' })).toEqual(['BUREAU_SFTP_PRIVATE_KEY: must be a PEM private key (OpenSSH or PKCS#1)']);
    const config = loadConfig({ ...SFTP, BUREAU_SFTP_PORT: '2222', BUREAU_SFTP_DIRECTORY: '/inbound/cdt' });
    expect(config.bureauDelivery.sftp).toMatchObject({ host: 'sftp.bureau.example', port: 2222, directory: '/inbound/cdt', hostKeySha256: FINGERPRINT });
    expect(createBureauDelivery(config.bureauDelivery).name).toBe('sftp');
  });

  it('reads the key from a mounted file, literal \\n turned into newlines', () => {
    const keyFile = join(dir, 'sftp_key');
    writeFileSync(keyFile, `${PEM}\n`);
    const { BUREAU_SFTP_PASSWORD: _password, ...keyOnly } = SFTP;
    const config = loadConfig({ ...keyOnly, BUREAU_SFTP_PRIVATE_KEY_FILE: keyFile });
    expect(config.bureauDelivery.sftp.privateKey).toBe(PEM.replace(/\\n/g, '\n'));
    expect(problemsOf({ ...keyOnly, BUREAU_SFTP_PRIVATE_KEY: PEM, BUREAU_SFTP_PRIVATE_KEY_FILE: keyFile })).toEqual([
      'BUREAU_SFTP_PRIVATE_KEY: set either BUREAU_SFTP_PRIVATE_KEY or BUREAU_SFTP_PRIVATE_KEY_FILE, not both',
    ]);
  });

  it('takes CRC in Nigeria only, with its reporting user', () => {
    expect(problemsOf({ BUREAU_DELIVERY: 'crc-api' })).toEqual(['BUREAU_CRC_SUBMISSION_USER_ID: required when BUREAU_DELIVERY=crc-api']);
    expect(problemsOf({ BUREAU_DELIVERY: 'crc-api', BUREAU_CRC_SUBMISSION_USER_ID: 'u', BUREAU_CRC_SUBMISSION_URL: 'ftp://x' })).toEqual(['BUREAU_CRC_SUBMISSION_URL: must be an http(s) URL']);
    expect(problemsOf({ MARKET: 'MX', BUREAU_DELIVERY: 'crc-api', BUREAU_CRC_SUBMISSION_USER_ID: 'u' }).filter((p) => p.startsWith('BUREAU'))).toEqual(['BUREAU_DELIVERY: crc-api serves NG, not MX']);
    const config = loadConfig({ BUREAU_DELIVERY: 'crc-api', BUREAU_CRC_SUBMISSION_USER_ID: 'u' });
    expect(createBureauDelivery(config.bureauDelivery).name).toBe('crc-api');
  });

  it('takes Círculo in Mexico only, with its URL and key (the key from a file too)', () => {
    const mx = { MARKET: 'MX', COLLECTIONS_SANDBOX: 'true' };
    expect(problemsOf({ ...mx, BUREAU_DELIVERY: 'circulo-api' }).filter((p) => p.startsWith('BUREAU'))).toEqual([
      'BUREAU_CIRCULO_REPORTING_URL: required when BUREAU_DELIVERY=circulo-api, an http(s) URL',
      'BUREAU_CIRCULO_REPORTING_API_KEY: required when BUREAU_DELIVERY=circulo-api',
    ]);
    const circulo = { BUREAU_DELIVERY: 'circulo-api', BUREAU_CIRCULO_REPORTING_URL: 'https://services.circulodecredito.com.mx/v1/reportar/', BUREAU_CIRCULO_REPORTING_API_KEY: 'k' };
    expect(problemsOf(circulo).filter((p) => p.startsWith('BUREAU'))).toEqual(['BUREAU_DELIVERY: circulo-api serves MX, not NG']);
    const keyFile = join(dir, 'circulo_key');
    writeFileSync(keyFile, 'from-a-file\n');
    const { BUREAU_CIRCULO_REPORTING_API_KEY: _key, ...withoutKey } = circulo;
    const config = loadConfig({ ...mx, ...withoutKey, BUREAU_CIRCULO_REPORTING_API_KEY_FILE: keyFile });
    expect(config.bureauDelivery.circulo).toEqual({ url: 'https://services.circulodecredito.com.mx/v1/reportar', apiKey: 'from-a-file' });
    expect(createBureauDelivery(config.bureauDelivery).name).toBe('circulo-api');
  });
});
