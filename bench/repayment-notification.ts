// Issue 10: from a signed payment notification to the new balance shown by the API (sandbox).
import { createSandboxCollections } from '../apps/server/src/providers/collections/sandbox/sandbox-collections.ts';
import { applicationReadyToSubmit } from '../e2e/api-driver.ts';
import { startLendline } from './servers.ts';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 15);
const POLL_MS = 5;
const SECRET_KEY = 'lendline-bench-secret-key-0123456789abcdef';

interface Detail {
  orderNo: string;
  status: number;
  paid: number;
  outstanding: number;
}

export interface NotificationResult {
  /** Milliseconds from sending the notification to the detail call first showing the payment, one per payment. */
  times: number[];
  median: number;
  max: number;
}

/** A borrower with a loan paid out, ready to repay. */
async function repayingBorrower(baseURL: string) {
  const { orderNo, borrower } = await applicationReadyToSubmit(baseURL);
  const latest = async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status;
  await borrower.submit(orderNo);
  while ((await latest()) !== 14) await new Promise((r) => setTimeout(r, 20));
  const offer = await borrower.call<{ amount: number; tenure: number }>('/loan/confirm/product-info', { orderNo });
  await borrower.call('/loan/get-money', { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true });
  while ((await latest()) !== 2) await new Promise((r) => setTimeout(r, 20));
  const { accountNumber } = await borrower.call<{ accountNumber: string }>('/repay/dedicated_account/create', {});
  return { orderNo, borrower, accountNumber };
}

/**
 * Each payment is signed the way the sandbox provider signs (the server's SECRET_KEY is the
 * bench's), posted to the webhook as a provider would, and timed until the borrower's
 * repayment detail shows it: the notification's own round trip plus the first read after it.
 */
export async function measureRepaymentNotification(): Promise<NotificationResult> {
  const lendline = await startLendline(18_083, { SECRET_KEY, ASSESSMENT_DELAY_SECONDS: '0', SANDBOX_PAYOUT_DELAY_MS: '0' });
  try {
    const { orderNo, borrower, accountNumber } = await repayingBorrower(lendline.url);
    let captured: { rawBody: string; headers: Record<string, string> } | undefined;
    const signer = createSandboxCollections({ market: 'NG', secretKey: SECRET_KEY, now: () => new Date(), deliver: async (rawBody, headers) => void (captured = { rawBody, headers }) });
    const detail = () => borrower.call<Detail>('/repay/repay-order/detail', { orderNo });
    const times: number[] = [];
    for (let n = 0; n <= PAYMENTS; n++) {
      const before = (await detail()).paid;
      await signer.simulatePayment({ target: { kind: 'account', accountNumber }, amount: 100_00, currency: 'NGN' });
      if (!captured) throw new Error('nothing signed');
      const started = performance.now();
      const res = await fetch(`${lendline.url}/webhooks/collections/sandbox`, { method: 'POST', headers: captured.headers, body: captured.rawBody });
      if (res.status !== 200) throw new Error(`notification answered ${res.status}`);
      while ((await detail()).paid === before) await new Promise((r) => setTimeout(r, POLL_MS));
      // The first payment warms up the server's first-use compilation and is not counted.
      if (n > 0) times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { times, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
  } finally {
    await lendline.stop();
  }
}
