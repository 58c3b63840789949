import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSftpDelivery, type SftpOptions } from '../src/providers/bureau-delivery/sftp/sftp-delivery.ts';
import type { ReportFile } from '../src/providers/bureau-delivery/types.ts';
import { generateSshKeys, startFakeSftp, type FakeSftpServer } from './fake-sftp-server.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

const client = generateSshKeys();
// Compared by hash: a deep equality of two large buffers takes seconds, byte by byte.
const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const encrypted = generateSshKeys('a passphrase for the key');
// A PKCS#1 PEM, the "BEGIN RSA PRIVATE KEY" a bureau's onboarding often hands out.
const pkcs1 = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
let fake: FakeSftpServer;

function reportFile(reference: string, text: string): ReportFile {
  const content = Buffer.from(text);
  return {
    reference,
    bureau: 'firstcentral',
    format: 'cdt-credit',
    fileName: `${reference}.csv`,
    content,
    sha256: sha256Of(content),
  };
}

function settings(overrides: Partial<SftpOptions> = {}): SftpOptions {
  return {
    host: '127.0.0.1',
    port: fake.port,
    username: 'lendline',
    privateKey: client.privateKey,
    passphrase: '',
    password: '',
    hostKeySha256: fake.hostKeySha256,
    directory: '/outbox',
    timeoutMs: VENDOR_TIMEOUT_MS,
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startFakeSftp({ username: 'lendline', keys: [client.publicKey, encrypted.publicKey, pkcs1], password: 'correct horse battery' });
  mkdirSync(join(fake.root, 'outbox'));
});
afterAll(() => fake.close());
afterEach(() => {
  fake.mode = 'normal';
  fake.log.length = 0;
});

describe('SFTP delivery (ADR 099)', () => {
  it('uploads as .part, renames it, then writes the checksum beside it', async () => {
    // Large enough to take several SFTP writes: the rename must come after the last one.
    const file = reportFile('CDT-2026-11-credit', `Customer ID,Account Number\n${'C1,0001\n'.repeat(20_000)}`);
    const outcome = await createSftpDelivery(settings()).deliver(file);
    expect(outcome).toEqual({ state: 'delivered', receipt: '/outbox/CDT-2026-11-credit.csv' });
    expect(sha256Of(readFileSync(join(fake.root, 'outbox', file.fileName)))).toBe(file.sha256);
    expect(readFileSync(join(fake.root, 'outbox', `${file.fileName}.sha256`), 'utf8')).toBe(`${file.sha256}  ${file.fileName}\n`);
    expect(existsSync(join(fake.root, 'outbox', `${file.fileName}.part`))).toBe(false);
    expect(fake.log).toEqual([
      'OPEN /outbox/CDT-2026-11-credit.csv.part',
      'WRITE /outbox/CDT-2026-11-credit.csv.part',
      'RENAME /outbox/CDT-2026-11-credit.csv.part /outbox/CDT-2026-11-credit.csv',
      'OPEN /outbox/CDT-2026-11-credit.csv.sha256',
      'WRITE /outbox/CDT-2026-11-credit.csv.sha256',
    ]);
  });

  it('answers a retry of a delivered file without uploading it again', async () => {
    const file = reportFile('CDT-2026-11-retry', 'Customer ID\nC1\n');
    const delivery = createSftpDelivery(settings());
    expect((await delivery.deliver(file)).state).toBe('delivered');
    fake.log.length = 0;
    expect(await delivery.deliver(file)).toEqual({ state: 'delivered', receipt: '/outbox/CDT-2026-11-retry.csv' });
    expect(fake.log.filter((line) => line.startsWith('WRITE') || line.startsWith('RENAME'))).toEqual([]);
  });

  it('writes a missing checksum on a retry after the file itself arrived', async () => {
    const file = reportFile('CDT-2026-11-nosum', 'Customer ID\nC2\n');
    writeFileSync(join(fake.root, 'outbox', file.fileName), file.content);
    expect((await createSftpDelivery(settings()).deliver(file)).state).toBe('delivered');
    expect(readFileSync(join(fake.root, 'outbox', `${file.fileName}.sha256`), 'utf8')).toContain(file.sha256);
    expect(fake.log.some((line) => line.startsWith('WRITE /outbox/CDT-2026-11-nosum.csv.part'))).toBe(false);
  });

  it('never replaces a different file under the same name', async () => {
    const file = reportFile('CDT-2026-11-other', 'Customer ID\nC3\n');
    writeFileSync(join(fake.root, 'outbox', file.fileName), 'someone else\'s file, longer than ours');
    const outcome = await createSftpDelivery(settings()).deliver(file);
    expect(outcome.state).toBe('rejected');
    expect(readFileSync(join(fake.root, 'outbox', file.fileName), 'utf8')).toBe('someone else\'s file, longer than ours');
    // Same size, other checksum: refused too.
    const same = reportFile('CDT-2026-11-samesize', 'Customer ID\nC4\n');
    writeFileSync(join(fake.root, 'outbox', same.fileName), 'Customer ID\nC5\n');
    writeFileSync(join(fake.root, 'outbox', `${same.fileName}.sha256`), `${'0'.repeat(64)}  ${same.fileName}\n`);
    expect((await createSftpDelivery(settings()).deliver(same)).state).toBe('rejected');
  });

  it('logs in with a PKCS#1 PEM, an encrypted key and its passphrase, or a password', async () => {
    expect((await createSftpDelivery(settings({ privateKey: pkcs1 })).deliver(reportFile('CDT-pkcs1', 'x\n'))).state).toBe('delivered');
    const withPassphrase = settings({ privateKey: encrypted.privateKey, passphrase: 'a passphrase for the key' });
    expect((await createSftpDelivery(withPassphrase).deliver(reportFile('CDT-encrypted', 'x\n'))).state).toBe('delivered');
    expect(await createSftpDelivery({ ...withPassphrase, passphrase: 'wrong' }).deliver(reportFile('CDT-encrypted-2', 'x\n'))).toEqual({
      state: 'misconfigured',
      detail: expect.stringContaining('BUREAU_SFTP_PRIVATE_KEY_PASSPHRASE'),
    });
    const outcome = await createSftpDelivery(settings({ privateKey: '', password: 'correct horse battery' })).deliver(reportFile('CDT-pw', 'x\n'));
    expect(outcome.state).toBe('delivered');
  });

  it('refuses a server whose host key is not the pinned one, sending nothing', async () => {
    const other = `SHA256:${createHash('sha256').update('another host').digest('base64').replace(/=+$/, '')}`;
    const outcome = await createSftpDelivery(settings({ hostKeySha256: other })).deliver(reportFile('CDT-mitm', 'x\n'));
    expect(outcome).toEqual({ state: 'misconfigured', detail: expect.stringContaining('BUREAU_SFTP_HOST_KEY_SHA256') });
    expect(fake.log).toEqual([]);
  });

  it('says misconfigured when the login is refused, or the key is unreadable, or the directory is missing', async () => {
    fake.mode = 'refuse-auth';
    expect(await createSftpDelivery(settings()).deliver(reportFile('CDT-auth', 'x\n'))).toEqual({ state: 'misconfigured', detail: 'the SFTP server refused our credentials' });
    fake.mode = 'normal';
    expect((await createSftpDelivery(settings({ password: 'wrong', privateKey: '' })).deliver(reportFile('CDT-auth', 'x\n'))).state).toBe('misconfigured');
    expect((await createSftpDelivery(settings({ privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nnot a key\n-----END OPENSSH PRIVATE KEY-----' })).deliver(reportFile('CDT-key', 'x\n'))).state).toBe('misconfigured');
    expect(await createSftpDelivery(settings({ directory: '/nowhere' })).deliver(reportFile('CDT-dir', 'x\n'))).toEqual({ state: 'misconfigured', detail: 'BUREAU_SFTP_DIRECTORY does not exist on the server' });
  });

  it('says unavailable when the line drops mid-upload, and the retry delivers the whole file', async () => {
    const file = reportFile('CDT-2026-11-cut', `Customer ID\n${'C9\n'.repeat(50_000)}`);
    fake.mode = 'disconnect-mid-upload';
    const cut = await createSftpDelivery(settings()).deliver(file);
    expect(cut.state).toBe('unavailable');
    // The bureau never sees the final name while the .part is half written.
    expect(existsSync(join(fake.root, 'outbox', file.fileName))).toBe(false);
    expect(existsSync(join(fake.root, 'outbox', `${file.fileName}.part`))).toBe(true);
    fake.mode = 'normal';
    expect((await createSftpDelivery(settings()).deliver(file)).state).toBe('delivered');
    expect(sha256Of(readFileSync(join(fake.root, 'outbox', file.fileName)))).toBe(file.sha256);
  });

  it('gives up on a server that stalls mid-upload at the delivery\'s deadline', async () => {
    fake.mode = 'stall-upload';
    const started = Date.now();
    const outcome = await createSftpDelivery(settings({ deadlineMs: 1_000 })).deliver(reportFile('CDT-stall', 'x\n'));
    expect(outcome.state).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(VENDOR_TIMEOUT_MS + 1_000);
    expect(existsSync(join(fake.root, 'outbox', 'CDT-stall.csv'))).toBe(false);
  });

  it('says unavailable when nothing listens or the server never greets', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await createSftpDelivery(settings({ port })).deliver(reportFile('CDT-down', 'x\n'))).toEqual({ state: 'unavailable', detail: 'SFTP connection failed (ECONNREFUSED)' });

    // A TCP listener that never speaks SSH: the handshake's limit ends the wait.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const outcome = await createSftpDelivery(settings({ port: (silent.address() as AddressInfo).port, timeoutMs: 500 })).deliver(reportFile('CDT-hang', 'x\n'));
      expect(outcome).toEqual({ state: 'unavailable', detail: 'the SFTP server did not answer in time' });
    } finally {
      silent.close();
    }
  });
});
