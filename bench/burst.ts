// Issue 20 (ADR 056): a campaign's burst. N borrowers arrive over a ramp and each runs the whole
// journey through the API as the web app does: register with the sandbox SMS code, personal
// details, three photos (waiting for their checks as the screen does), the ID, work, the
// questionnaire, the bank account, submit, the decision, the payout, and one repayment through
// the sandbox collections. Instances are separate processes behind a round-robin "balancer"
// (each request to the next instance); more than one instance needs PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres } from './fresh-postgres.ts';
import sharp from 'sharp';
import { createSandboxCollections } from '../apps/server/src/providers/collections/sandbox/sandbox-collections.ts';
import { ANSWERS, brightPng, EMPLOYED_WORK, freshBvn, freshMobile, freshNin, PERSONAL, validNuban } from '../e2e/api-driver.ts';
import { createPhotoChecks, type CheckAnswer } from '../apps/web/src/features/kyc/photo-checks.ts';
import { callApi, type Balancer, type Call } from './burst-client.ts';
import { processFigures, type ProcessFigures } from './process-stats.ts';
import { startLendline, type Running } from './servers.ts';

const SECRET_KEY = 'lendline-bench-secret-key-0123456789abcdef';
/** The web app's read polling (use-read.ts POLL_MS): how often the decision and payout screens ask. */
const ORDER_POLL_MS = 3_000;
const PHOTO_PATHS = [
  ['/user/upload/curp/front', 'front'],
  ['/user/upload/curp/back', 'back'],
  ['/user/saveFaceImage', 'face'],
] as const;

/** Small JPEGs like the ones the app sends after resizing on the phone (made once per run). */
export async function smallJpegs(): Promise<Buffer[]> {
  const sizes = [[640, 400], [640, 400], [480, 480]] as const;
  return Promise.all(sizes.map(([w, h], i) => sharp(brightPng(w, h, i + 1)).jpeg({ quality: 80 }).toBuffer()));
}

export interface BurstOptions {
  borrowers: number;
  instances: number;
  /** Borrowers arrive evenly over this many milliseconds. */
  rampMs: number;
  /** PostgreSQL server to make a fresh database on; required for more than one instance. */
  adminUrl: string | undefined;
}

export interface BurstResult {
  options: BurstOptions;
  database: string;
  completed: number;
  failures: Map<string, number>;
  /** Milliseconds per step (each call the app makes, and the photo checks' time to "checked"). */
  steps: Map<string, number[]>;
  instances: ProcessFigures[];
  /** CPU seconds of this process (the load generator) during the burst: it shares the machine. */
  generatorCpuSeconds: number;
  wallMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


/**
 * Drawn again until no other borrower of this run has it: a personal account number ending in
 * 51 has about a million values, so a thousand borrowers drawing at random share one about two
 * runs in five, and underwriting rightly refuses the second (KO_DUPLICATE_ACCOUNT).
 */
const drawn = new Set<string>();
function unique(draw: () => string): string {
  for (;;) {
    const value = draw();
    if (!drawn.has(value)) return drawn.add(value), value;
  }
}

/** One borrower's whole journey; throws the first failure (the app retries no call by itself). */
export async function journey(photos: Buffer[], call: Call, steps: Map<string, number[]>, signer: ReturnType<typeof createSandboxCollections>, webhook: (raw: string, headers: Record<string, string>) => Promise<void>, captured: { value?: { rawBody: string; headers: Record<string, string> } }): Promise<void> {
  const record = (step: string, ms: number) => (steps.get(step) ?? steps.set(step, []).get(step)!).push(ms);
  const mobile = unique(freshMobile);
  // The code's SMS leaves from the instance that took the request (after it answered; its
  // sandbox outbox read waits for it there), so the phone "receives" it from that instance.
  await call('code', '/security/getVerifyCode', { mobile, type: 'register' });
  const sms = await call<{ code: string }>('sandbox sms', '/sandbox/sms/latest', { mobile }, undefined, undefined, call.last());
  const { token } = await call<{ token: string }>('register', '/security/register', { mobile, code: sms.code });
  const as = <T>(step: string, p: Parameters<Call>[1], body: Record<string, unknown> = {}, file?: Buffer) => call<T>(step, p, body, file, `Bearer ${token}`);

  const { orderNo } = await as<{ orderNo: string }>('apply', '/loan/loan-order/apply-market');
  await as('personal', '/user/saveBasicInfo-market', PERSONAL);
  // The identity screen's own poll (photo-checks.ts): one ask for every photo being checked,
  // 1 s after an upload and then less often; a failed ask is asked again, as the app does.
  const checks = createPhotoChecks(async (): Promise<CheckAnswer> => {
    try {
      return (await as<{ checks: NonNullable<CheckAnswer> }>('photo status read', '/user/curp/ocr')).checks;
    } catch {
      record('photo status read failed (asked again)', 0);
      return null;
    }
  });
  const verdicts: Promise<void>[] = [];
  try {
    for (const [i, [p, kind]] of PHOTO_PATHS.entries()) {
      const { imageId } = await as<{ imageId: string }>('photo upload', p, {}, photos[i]);
      const uploadedAt = performance.now();
      const verdict = new Promise<void>((resolve, reject) =>
        checks.follow(kind, imageId, (check) => {
          if (check?.imageId === imageId && check.status === 'checked') {
            record('photo time to "checked" (seen by polling)', performance.now() - uploadedAt);
            resolve();
          } else reject(new Error(`photo ${kind} ${check?.status ?? 'gone'}: ${check?.rejection ?? ''}`));
        }),
      );
      verdict.catch(() => {}); // awaited below, after the other uploads
      verdicts.push(verdict);
    }
    await Promise.all(verdicts);
  } finally {
    checks.stop();
  }
  await as('identity', '/user/finishUploadAllImg', { idType: 'nin', idNumber: freshNin() });
  await as('work', '/user/saveAdditionInfo-market', EMPLOYED_WORK);
  await as('questionnaire', '/user/save/questionnaire', { answers: ANSWERS });
  await as('code', '/security/getVerifyCode', { mobile, type: 'bankCard' });
  const bankSms = await call<{ code: string }>('sandbox sms', '/sandbox/sms/latest', { mobile }, undefined, undefined, call.last());
  const account = unique(() => validNuban('First Bank of Nigeria'));
  await as('bank account', '/user/addBankCard', { bankCode: '011', accountNumber: account, confirmAccountNumber: account, bvn: freshBvn(), accountName: 'X', verifyCode: bankSms.code });
  // The consent to the bureau inquiry the review asks for first (ADR 102); Nigeria asks no NIP.
  const consentText = await as<{ textVersion: string }>('consent text', '/bureau/consent', { orderNo });
  await as('consent', '/bureau/consent/give', { orderNo, textVersion: consentText.textVersion });
  await as('submit', '/user/submit', { orderNo });

  const waitFor = async (wanted: number, step: string) => {
    const started = performance.now();
    for (;;) {
      await sleep(ORDER_POLL_MS);
      const { order } = await as<{ order: { status: number } }>('order read', '/loan/loan-order/latest');
      if (order.status === wanted) return record(step, performance.now() - started);
      if ([8, 9, 10].includes(order.status)) throw new Error(`order reached status ${order.status}`);
    }
  };
  await waitFor(14, 'decision (time to approved, polling)');
  const offer = await as<{ amount: number; tenure: number }>('offer', '/loan/confirm/product-info', { orderNo });
  await as('get money', '/loan/get-money', { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true });
  await waitFor(2, 'payout (time to paid out, polling)');

  const { accountNumber } = await as<{ accountNumber: string }>('repayment account', '/repay/dedicated_account/create');
  await signer.simulatePayment({ target: { kind: 'account', accountNumber }, amount: 100_00, currency: 'NGN' });
  if (!captured.value) throw new Error('nothing signed');
  const started = performance.now();
  await webhook(captured.value.rawBody, captured.value.headers);
  record('repayment notification', performance.now() - started);
  await as('repayment read', '/repay/repay-order/detail', { orderNo });
}

export async function runBurst(options: BurstOptions): Promise<BurstResult> {
  const { borrowers, instances: count, rampMs, adminUrl } = options;
  if (count > 1 && !adminUrl) throw new Error('more than one instance needs PostgreSQL: set BENCH_DATABASE_URL');
  const db = adminUrl ? await freshPostgres(adminUrl, 'lendline_burst') : null;
  const photos = await smallJpegs();
  // One upload directory for every instance: a photo's check may run on any of them.
  const env: Record<string, string> = {
    SECRET_KEY, ASSESSMENT_DELAY_SECONDS: '0', SANDBOX_PAYOUT_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1', BENCH_LOG_LEVEL: 'warn', LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lendline-burst-')),
    ...(db ? { DATABASE_URL: db.url } : {}),
  };
  const servers: Running[] = [];
  try {
    // The first migrates; the others find nothing to do.
    servers.push(await startLendline(18_090, env, { pinned: false }));
    for (let i = 1; i < count; i++) servers.push(await startLendline(18_090 + i, env, { pinned: false }));
    const before = servers.map((s) => processFigures(s.pid));
    const balancer: Balancer = { urls: servers.map((s) => s.url), next: 0 };
    const steps = new Map<string, number[]>();
    const failures = new Map<string, number>();
    let completed = 0;
    const started = performance.now();
    const generatorBefore = process.cpuUsage();
    await Promise.all(
      Array.from({ length: borrowers }, async (_, i) => {
        await sleep((rampMs * i) / borrowers);
        // A borrower's own address, as a proxy in front of the instances reports it (TRUST_PROXY).
        const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const call = callApi(balancer, address, steps);
        const captured: { value?: { rawBody: string; headers: Record<string, string> } } = {};
        const signer = createSandboxCollections({ market: 'NG', secretKey: SECRET_KEY, now: () => new Date(), deliver: async (rawBody, headers) => void (captured.value = { rawBody, headers }) });
        const webhook = async (rawBody: string, headers: Record<string, string>) => {
          const url = balancer.urls[balancer.next++ % balancer.urls.length]!;
          const res = await fetch(`${url}/webhooks/collections/sandbox`, { method: 'POST', headers, body: rawBody });
          if (res.status !== 200) throw new Error(`collections webhook: HTTP ${res.status}`);
        };
        try {
          await journey(photos, call, steps, signer, webhook, captured);
          completed += 1;
        } catch (error) {
          const cause = error instanceof Error ? error.message.replace(/\d{6,}/g, 'N') : String(error);
          failures.set(cause, (failures.get(cause) ?? 0) + 1);
        }
      }),
    );
    const wallMs = performance.now() - started;
    const generator = process.cpuUsage(generatorBefore);
    const after = servers.map((s, i) => processFigures(s.pid, before[i]));
    return { options, database: db ? 'PostgreSQL 127.0.0.1:5432 (fresh database)' : 'PGlite (embedded)', completed, failures, steps, instances: after, generatorCpuSeconds: (generator.user + generator.system) / 1e6, wallMs };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.drop();
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
  }
}
