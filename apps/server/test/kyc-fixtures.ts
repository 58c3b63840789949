import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PACKAGE_NAME, encryptPath, OrderStatus, type Envelope } from '@lendline/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { PERSONAL } from './application-fixtures.ts';
import { assertContractShape, callApi, createTestClock, testConfig, truncateAll, type ApiResponse, type CallOptions, type TestClock } from './helper.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface KycTestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  logs: string[];
  /** Pinned at T0; not reset between tests (uploads do not depend on the time of day). */
  clock: TestClock;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  upload(path: string, token: string | undefined, file: Buffer | null, options?: UploadOptions): Promise<ApiResponse<UploadAnswer>>;
  /** The same upload through another app instance (on the same database). */
  uploadTo(app: FastifyInstance, path: string, token: string | undefined, file: Buffer | null, options?: UploadOptions): Promise<ApiResponse<UploadAnswer>>;
  /** Registers a borrower through the sandbox SMS; returns the token and user id. */
  borrower(mobile: string): Promise<{ token: string; userId: string }>;
  /** Starts the borrower's application (`apply-market`): the order waits for personal information. */
  startApplication(token: string): Promise<void>;
  /** Starts an application and saves personal information: the order waits at the identity step. */
  reachIdentityStep(token: string): Promise<void>;
  /** Runs the due jobs (the photo checks among them) as the started queue would; returns how many ran. */
  runChecks(): Promise<number>;
  /** Where each of the borrower's photos is in its check, as the identity screen reads it. */
  checks(token: string): Promise<Record<'front' | 'back' | 'face', { imageId: string; status: string; rejection?: string } | null>>;
}

/** An upload's answer on success (the contract's imageUploadResponse). */
export interface UploadAnswer {
  imageId: string;
  width: number;
  height: number;
  bytes: number;
  status: string;
}

export interface UploadOptions {
  field?: string;
  filename?: string;
  contentType?: string;
  lang?: string;
}

/** The app on a fresh database with uploads in a temporary DATA_DIR; orders move through the real application module. */
export function useKycApp(env: Record<string, string> = {}): KycTestApp {
  const clock = createTestClock();
  const logs: string[] = [];
  let db: TestDatabase | undefined;
  const state = {} as KycTestApp;
  beforeAll(async () => {
    state.dataDir = await mkdtemp(join(tmpdir(), 'lendline-kyc-'));
    db = await createTestDatabase();
    state.database = await db.open();
    await migrate(state.database);
    state.config = testConfig({ DATA_DIR: state.dataDir, ...env });
    const logger = createLogger(state.config.logLevel, { write: (line: string) => void logs.push(line) });
    state.app = await buildApp({ config: state.config, database: state.database, now: clock.now, logger });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await db?.dispose();
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
    // Workers share a process between files (isolate: false): the closed database may go.
    db = undefined;
    Object.assign(state, { app: undefined, database: undefined });
  });
  beforeEach(async () => {
    logs.length = 0;
    await truncateAll(state.database);
    // Files of earlier tests would otherwise be counted by the next one.
    await rm(join(state.dataDir, 'uploads'), { recursive: true, force: true });
  });
  state.logs = logs;
  state.clock = clock;
  state.call = (path, options) => callApi(state.app, clock, path, options);
  state.upload = (path, token, file, options = {}) => uploadFile(state.app, clock.now(), path, token, file, options);
  state.uploadTo = (app, path, token, file, options = {}) => uploadFile(app, clock.now(), path, token, file, options);
  state.borrower = async (mobile) => {
    await state.call('/security/getVerifyCode', { body: { mobile, type: 'register' } });
    const sms = await state.call<{ code: string }>('/sandbox/sms/latest', { body: { mobile } });
    const res = await state.call<{ token: string; userInfo: { basicInfo: { userId: string } } }>('/security/register', { body: { mobile, code: sms.body.data.code } });
    if (res.body.code !== 0) throw new Error(`register failed: ${res.text}`);
    return { token: res.body.data.token, userId: res.body.data.userInfo.basicInfo.userId };
  };
  state.startApplication = async (token) => {
    const res = await state.call('/loan/loan-order/apply-market', { token, body: {} });
    if (res.body.code !== 0) throw new Error(`apply-market failed: ${res.text}`);
  };
  state.reachIdentityStep = async (token) => {
    await state.startApplication(token);
    const res = await state.call('/user/saveBasicInfo-market', { token, body: PERSONAL });
    if (res.body.data?.status !== OrderStatus.IdentityOCR) throw new Error(`personal information did not reach the identity step: ${res.text}`);
  };
  state.runChecks = () => state.app.jobs.runDue();
  state.checks = async (token) => {
    const res = await state.call('/user/curp/ocr', { token });
    if (res.body.code !== 0) throw new Error(`ocr failed: ${res.text}`);
    return res.body.data.checks;
  };
  return state;
}

export async function uploadFile(app: FastifyInstance, now: Date, path: string, token: string | undefined, file: Buffer | null, o: UploadOptions): Promise<ApiResponse<UploadAnswer>> {
  const boundary = '----lendline-test-boundary';
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${o.field ?? 'file'}"; filename="${o.filename ?? 'photo.jpg'}"\r\nContent-Type: ${o.contentType ?? 'image/jpeg'}\r\n\r\n`));
    parts.push(file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (token) headers.authorization = `Bearer ${token}`;
  if (o.lang) headers.lang = o.lang;
  const hex = encryptPath(path, DEFAULT_PACKAGE_NAME);
  const res = await app.inject({ method: 'POST', url: `/api/${hex}?timestamp=${Math.floor(now.getTime() / 1000)}`, headers, payload: Buffer.concat(parts) });
  const body = res.json() as Envelope<UploadAnswer>;
  if (body.code === 0) assertContractShape(path, body.data);
  return { status: res.statusCode, body, headers: res.headers, text: res.body };
}

/**
 * Photos made in this worker, by size, format and shade: the noise costs sharp far more than any
 * test's upload of it, and no test needs two photos of the same kind to differ. A copy is handed
 * out, so a test that changes its bytes changes nobody else's.
 */
const photos = new Map<string, Promise<Buffer>>();

/** A photo-like image: noise over a mid-grey, so it compresses like a real photo, not like a flat colour. */
export async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg', options: { dark?: boolean } = {}): Promise<Buffer> {
  const key = `${width}x${height}.${format}${options.dark ? '.dark' : ''}`;
  let made = photos.get(key);
  if (!made) {
    made = makePhoto(width, height, format, options);
    photos.set(key, made);
  }
  return Buffer.from(await made);
}

async function makePhoto(width: number, height: number, format: 'jpeg' | 'png' | 'webp', options: { dark?: boolean }): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: options.dark ? '#050505' : '#8a7f70' } });
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: options.dark ? 4 : 128, sigma: options.dark ? 2 : 40 } } }).png().toBuffer();
  const img = base.composite([{ input: noise, blend: options.dark ? 'over' : 'overlay' }]);
  return img.toFormat(format).toBuffer();
}
