// The borrower burst of the performance issue (bench/burst.ts's journey: register, KYC photos,
// submit, decision, payout, one repayment by signed collections notification) driven through a
// Target with the retrying client, so a fault's failures are counted, retried as the web app
// would, and each borrower's money is known for the exactly-once checks.
import { createSandboxCollections } from '../../apps/server/src/providers/collections/sandbox/sandbox-collections.ts';
import { journey, smallJpegs } from '../../bench/burst.ts';
import { send } from './client.ts';
import { FAULT_SECRET_KEY } from './fleet.ts';
import { nextUrl, newTally, retryingCall, type LoadTally, type Target } from './retrying-client.ts';

export interface LoadResult {
  borrowers: number;
  completed: number;
  /** Journeys that stopped, by cause. */
  stopped: Map<string, number>;
  tally: LoadTally;
  /** Collections notifications answered 200 (each a distinct payment). */
  paymentsDelivered: number;
  /** Milliseconds per step of the journey (bench/burst.ts's names). */
  steps: Map<string, number[]>;
  wallMs: number;
}

export interface LoadOptions {
  target: Target;
  borrowers: number;
  rampMs: number;
  /** Called when a borrower's journey ends, successfully or not (a scenario times its fault by it). */
  onProgress?: (done: number) => void;
}

/** A loopback address of its own for the i-th borrower (127.0.0.0/8 is all loopback on Linux). */
const loopback = (second: number, i: number) => `127.${second + ((i + 1) >> 16)}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let photos: Promise<Buffer[]> | null = null;

export async function runBorrowers(options: LoadOptions): Promise<LoadResult> {
  const { target, borrowers, rampMs } = options;
  photos ??= smallJpegs();
  const images = await photos;
  const tally = newTally();
  const steps = new Map<string, number[]>();
  const stopped = new Map<string, number>();
  let completed = 0;
  let done = 0;
  let paymentsDelivered = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: borrowers }, async (_, i) => {
      await sleep((rampMs * i) / borrowers);
      // The borrower's phone, and the collections provider's server sending its notification.
      const phone = loopback(1, i);
      const provider = loopback(3, i);
      const call = retryingCall(target, phone, steps, tally);
      const captured: { value?: { rawBody: string; headers: Record<string, string> } } = {};
      const signer = createSandboxCollections({ market: 'NG', secretKey: FAULT_SECRET_KEY, now: () => new Date(), deliver: async (rawBody, headers) => void (captured.value = { rawBody, headers }) });
      // The provider sends a notification again until it is answered 200 (our 503 asks for that).
      const webhook = async (rawBody: string, headers: Record<string, string>) => {
        const first = performance.now();
        for (let retry = 0; ; retry++) {
          tally.requests += 1;
          let status: number | string;
          try {
            status = (await send(`${nextUrl(target)}/webhooks/collections/sandbox`, { method: 'POST', headers, body: rawBody, localAddress: provider, timeoutMs: 30_000, ...(target.ca ? { ca: target.ca } : {}) })).status;
          } catch (error) {
            status = `network ${(error as { code?: string }).code ?? 'timeout'}`;
          }
          if (status === 200) {
            paymentsDelivered += 1;
            if (retry > 0) tally.retriedOk += 1;
            return;
          }
          const key = `notification ${status}`;
          tally.failed.set(key, (tally.failed.get(key) ?? 0) + 1);
          if (performance.now() - first > 120_000) throw new Error(`collections notification: ${status} for 2 minutes`);
          await sleep(500);
        }
      };
      try {
        await journey(images, call, steps, signer, webhook, captured);
        completed += 1;
      } catch (error) {
        const cause = error instanceof Error ? error.message.replace(/\d{6,}/g, 'N').slice(0, 160) : String(error);
        stopped.set(cause, (stopped.get(cause) ?? 0) + 1);
      } finally {
        done += 1;
        options.onProgress?.(done);
      }
    }),
  );
  return { borrowers, completed, stopped, tally, paymentsDelivered, steps, wallMs: performance.now() - started };
}
