import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createLocalDiskStorage } from '../src/providers/storage/local-disk/local-disk-storage.ts';
import { createS3Storage } from '../src/providers/storage/s3/s3-storage.ts';
import { signRequest } from '../src/providers/storage/s3/sigv4.ts';
import { startFakeServer, type FakeServer, type Recorded } from './kyc-fake-servers.ts';

const KEY = '0b5c6d2e-1111-4a4a-8b8b-123456789abc.jpg';
const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('SigV4 signing', () => {
  it('reproduces the published AWS example (GET Object with a Range header)', () => {
    const headers = signRequest({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: { range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** The fake's own check, written independently of the signer: recompute the signature from what arrived. */
function verifySignature(req: Recorded, secret: string, region: string): boolean {
  const auth = String(req.headers.authorization);
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m || m[3] !== region) return false;
  const [, , day, , signed, signature] = m;
  const bodyHash = createHash('sha256').update(req.body).digest('hex');
  if (req.headers['x-amz-content-sha256'] !== bodyHash) return false;
  const names = signed!.split(';');
  const canonical = [req.method, req.url, '', ...names.map((n) => `${n}:${String(req.headers[n]).trim()}`), '', signed, bodyHash].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), `${day}/${region}/s3/aws4_request`, createHash('sha256').update(canonical).digest('hex')].join('\n');
  let k: Buffer = createHmac('sha256', `AWS4${secret}`).update(day!).digest();
  for (const part of [region, 's3', 'aws4_request']) k = createHmac('sha256', k).update(part).digest();
  return createHmac('sha256', k).update(toSign).digest('hex') === signature;
}

describe('the S3 adapter against a local fake that checks signatures', () => {
  let fake: FakeServer;
  const objects = new Map<string, Buffer>();
  beforeAll(async () => {
    fake = await startFakeServer();
    fake.respond = (req) => {
      if (!verifySignature(req, 'secret-key', 'eu-west-1')) return { status: 403, body: '<Error><Code>SignatureDoesNotMatch</Code></Error>' };
      if (req.method === 'PUT') objects.set(req.url, req.body);
      if (req.method === 'DELETE') objects.delete(req.url);
      if (req.method === 'GET') return objects.has(req.url) ? { status: 200, body: objects.get(req.url) } : { status: 404 };
      return { status: 200 };
    };
  });
  afterAll(() => fake.close());
  const s3 = (secret = 'secret-key') =>
    createS3Storage({ endpoint: fake.url, bucket: 'kyc-private', region: 'eu-west-1', accessKeyId: 'AKID', secretAccessKey: secret, now: () => new Date('2026-03-02T09:00:00Z') });

  it('puts, gets and removes an object path-style, with signed requests and no public ACL', async () => {
    const bytes = Buffer.from('jpeg bytes');
    await s3().put(KEY, bytes, 'image/jpeg');
    const put = fake.requests.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', url: `/kyc-private/${KEY}` });
    expect(put.headers['x-amz-date']).toBe('20260302T090000Z');
    expect(put.headers['x-amz-acl']).toBeUndefined();
    expect(await s3().get(KEY)).toEqual(bytes);
    await s3().remove(KEY);
    expect(await s3().get(KEY)).toBeNull();
  });

  it('fails loudly when the store refuses the signature', async () => {
    await expect(s3('wrong').put(KEY, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/status 403/);
  });

  it('refuses keys that are not our random names', async () => {
    await expect(s3().get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('local disk storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lendline-store-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes owner-only files and directories, reads them back, removes them', async () => {
    const store = createLocalDiskStorage(dir);
    await store.put(KEY, Buffer.from('abc'), 'image/jpeg');
    expect((await stat(join(dir, '0b', KEY))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, '0b'))).mode & 0o777).toBe(0o700);
    expect(await store.get(KEY)).toEqual(Buffer.from('abc'));
    await store.remove(KEY);
    expect(await store.get(KEY)).toBeNull();
    await expect(store.get('../secret.jpg')).rejects.toThrow(/Invalid storage key/);
  });

  // ADR 056: the upload's row and job are committed once put() answers; the bytes must be on the disk by then.
  it('flushes the file and its directory to the disk before answering', async () => {
    const probe = await open(join(dir, 'probe'), 'w');
    const fileHandle = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
    await probe.close();
    const sync = vi.spyOn(fileHandle, 'sync');
    try {
      await createLocalDiskStorage(dir).put(KEY.replace('abc.jpg', 'abd.jpg'), Buffer.from('abc'), 'image/jpeg');
      expect(sync.mock.calls.length).toBeGreaterThanOrEqual(2);
    } finally {
      sync.mockRestore();
    }
  });
});

describe('storage and KYC configuration', () => {
  it('defaults to local disk under DATA_DIR/uploads and the sandbox provider', () => {
    const config = loadConfig({ DATA_DIR: '/srv/lendline' });
    expect(config.storage).toMatchObject({ driver: 'local', uploadsDir: '/srv/lendline/uploads' });
    expect(config.kyc.provider).toBe('sandbox');
  });

  it('lists what s3 and dojah need, and refuses uploads inside the public web build', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', KYC_PROVIDER: 'dojah', DATA_DIR: '/srv/web/dist', WEB_DIST: '/srv/web' })).toThrow(
      /uploads would be inside WEB_DIST[\s\S]*S3_ENDPOINT[\s\S]*S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY[\s\S]*DOJAH_APP_ID[\s\S]*DOJAH_SECRET_KEY/,
    );
  });
});
