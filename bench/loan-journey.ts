// From submit to money received, through the API, on the sandbox providers with zero delays.
import { applicationReadyToSubmit } from '../e2e/api-driver.ts';
import { startLendline } from './servers.ts';

const JOURNEYS = Number(process.env.BENCH_JOURNEYS ?? 5);
const POLL_MS = 10;

interface Step {
  orderNo: string;
  status: number;
}

export interface JourneyResult {
  /** Milliseconds from the submit call to the order reading "repaying", one per journey. */
  times: number[];
  median: number;
  max: number;
}

async function waitForStatus(read: () => Promise<Step>, wanted: number[], failed: number[]): Promise<Step> {
  for (;;) {
    const order = await read();
    if (wanted.includes(order.status)) return order;
    if (failed.includes(order.status)) throw new Error(`order ${order.orderNo} reached status ${order.status}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * One borrower: submit, wait for the decision, accept the default offer the way the confirm
 * screen does, and wait for the money. The borrower's own reaction time is not in it: the
 * client asks for the money as soon as it sees the approval.
 */
async function timeOneJourney(baseURL: string): Promise<number> {
  const { orderNo, borrower } = await applicationReadyToSubmit(baseURL);
  const latest = async () => (await borrower.call<{ order: Step }>('/loan/loan-order/latest')).order;
  const started = performance.now();
  await borrower.submit(orderNo);
  await waitForStatus(latest, [14], [8, 9, 10]);
  const offer = await borrower.call<{ amount: number; tenure: number }>('/loan/confirm/product-info', { orderNo });
  await borrower.call('/loan/get-money', { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true });
  await waitForStatus(latest, [2], [8, 9, 10]);
  return performance.now() - started;
}

export async function measureLoanJourney(): Promise<JourneyResult> {
  const lendline = await startLendline(18_082, { ASSESSMENT_DELAY_SECONDS: '0', SANDBOX_PAYOUT_DELAY_MS: '0' });
  try {
    await timeOneJourney(lendline.url); // warm-up: first-use compilation is not what is measured
    const times: number[] = [];
    for (let n = 0; n < JOURNEYS; n++) times.push(await timeOneJourney(lendline.url));
    const sorted = [...times].sort((a, b) => a - b);
    return { times, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
  } finally {
    await lendline.stop();
  }
}
