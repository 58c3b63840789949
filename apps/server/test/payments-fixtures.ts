import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoanFigures } from '@lendline/domain';
import { loanOrders, payoutAttempts } from '../src/db/schema.ts';
import type { PayoutProvider, TransferOutcome, TransferRequest } from '../src/providers/payout/types.ts';
import { beforeEach } from 'vitest';
import { useTestApp, type TestApp } from './helper.ts';
import { approvedBorrower, loansService, recordingPayouts } from './loan-fixtures.ts';

const WEBHOOK_SECRET = 'fake-webhook-secret';

/**
 * A payout provider fake that counts sendTransfer calls by reference and keeps the transfers
 * it accepted, like a real rail: a second send with a known reference changes nothing.
 * `onSend` decides what the call answers (default: accepted, pending).
 */
export function createCountingPayout() {
  const sends = new Map<string, number>();
  const transfers = new Map<string, { state: 'pending' | 'success' | 'failed' | 'reversed'; request: TransferRequest }>();
  const fake = {
    name: 'fake',
    sends,
    transfers,
    /** What the next sends answer, after the transfer is recorded; may throw to fake a timeout. */
    onSend: (_request: TransferRequest): TransferOutcome => ({ state: 'pending', providerReference: `TRF_${_request.reference}` }),
    findFails: false,
    totalSends: () => [...sends.values()].reduce((a, b) => a + b, 0),
    async resolveAccount() {
      return { ok: true as const, accountName: 'ADAEZE OKAFOR' };
    },
    async sendTransfer(request: TransferRequest): Promise<TransferOutcome> {
      sends.set(request.reference, (sends.get(request.reference) ?? 0) + 1);
      const known = transfers.get(request.reference);
      if (known) return { state: known.state };
      transfers.set(request.reference, { state: 'pending', request });
      return fake.onSend(request);
    },
    async findTransfer(reference: string): Promise<TransferOutcome> {
      if (fake.findFails) return { state: 'unknown', reason: 'requery timed out' };
      const known = transfers.get(reference);
      return known ? { state: known.state, providerReference: `TRF_${reference}` } : { state: 'not_found' };
    },
    readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      if (headers['x-fake-signature'] !== sign(rawBody)) return 'forged' as const;
      const event = JSON.parse(rawBody.toString('utf8')) as { event: string; reference: string; reason?: string };
      const state = ({ 'transfer.success': 'success', 'transfer.failed': 'failed', 'transfer.reversed': 'reversed' } as const)[event.event];
      if (!state) return 'ignored' as const;
      return { reference: event.reference, state, providerReference: `TRF_${event.reference}`, ...(event.reason ? { reason: event.reason } : {}) };
    },
    /** Moves a transfer at the rail and returns the signed webhook it would send. */
    settle(reference: string, state: 'success' | 'failed' | 'reversed') {
      const known = transfers.get(reference);
      if (known) known.state = state;
      return webhook({ event: `transfer.${state}`, reference });
    },
  } satisfies PayoutProvider & Record<string, unknown>;
  return fake;
}
export type CountingPayout = ReturnType<typeof createCountingPayout>;

const sign = (body: Buffer | string) => createHmac('sha512', WEBHOOK_SECRET).update(body).digest('hex');

export function webhook(event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', 'x-fake-signature': sign(body) } };
}

export interface PaymentsTestApp extends TestApp {
  payout: CountingPayout;
  postWebhook(hook: { body: string; headers: Record<string, string> }, provider?: string): Promise<{ status: number }>;
  status(orderId: string): Promise<number>;
}

/** The real app (loans, payments, ledger) with a counting vendor fake as its payout provider. */
export function usePaymentsApp(env: Record<string, string> = {}): PaymentsTestApp {
  const payout = createCountingPayout();
  const t = useTestApp({ env, payoutProvider: payout });
  beforeEach(() => {
    payout.sends.clear();
    payout.transfers.clear();
    payout.onSend = (request) => ({ state: 'pending', providerReference: `TRF_${request.reference}` });
    payout.findFails = false;
  });
  return Object.assign(t, {
    payout,
    async postWebhook(hook: { body: string; headers: Record<string, string> }, provider = 'fake') {
      const res = await t.app.inject({ method: 'POST', url: `/webhooks/payout/${provider}`, headers: hook.headers, payload: hook.body });
      return { status: res.statusCode };
    },
    async status(orderId: string) {
      const [order] = await t.database.db.select({ status: loanOrders.status }).from(loanOrders).where(eq(loanOrders.id, orderId));
      if (!order) throw new Error('no order');
      return order.status;
    },
  });
}

let borrowers = 0;
/** A fresh Nigerian mobile per borrower, so one test can have many. */
const nextMobile = () => `0803${String(2_000_000 + (borrowers += 1)).padStart(7, '0')}`;

export interface AcceptedOrder {
  orderId: string;
  orderNo: string;
  userId: string;
  token: string;
  /** The figures the borrower accepted, as the loans module priced them. */
  figures: LoanFigures;
}

/**
 * A borrower whose real offer was accepted (`/loan/get-money`): the order waits at AwaitingPayout (18) for
 * its payout. Accepted through a second loans service that only records the payout it asks
 * for, so each test asks payments itself (requestPayout) and nothing is queued behind its back.
 */
export async function acceptedOrder(h: PaymentsTestApp, options: { mobile?: string; accountEnding?: string } = {}): Promise<AcceptedOrder> {
  const mobile = options.mobile ?? nextMobile();
  const { token, orderNo, orderId, userId } = await approvedBorrower(h, { mobile, accountEnding: options.accountEnding ?? '12' });
  const accepted = await loansService(h, recordingPayouts().payouts).acceptOffer(userId, { orderNo, amount: 10_000_00, tenure: 91 });
  if (!accepted.ok) throw new Error(`acceptOffer failed: ${accepted.error}`);
  return { orderId, orderNo, userId, token, figures: accepted.value.figures };
}

/** What the loans module asks of payments at confirmation: a payout of the disbursal amount, in its own transaction. */
export async function requestPayout(h: PaymentsTestApp, order: AcceptedOrder) {
  const { orderId, orderNo, userId, figures } = order;
  return h.database.db.transaction((tx) =>
    h.app.services.payouts.requestPayout(tx, { orderId, orderNo, userId, amount: figures.disbursalAmount, currency: figures.currency }),
  );
}

/** An accepted order whose payout is requested (one queued attempt): the state right after a real confirmation. */
export async function confirmedOrder(h: PaymentsTestApp, options: { mobile?: string; accountEnding?: string } = {}) {
  const order = await acceptedOrder(h, options);
  const { reference } = await requestPayout(h, order);
  return { ...order, reference };
}

export async function attemptsOf(h: PaymentsTestApp, orderId: string) {
  return h.database.db.select().from(payoutAttempts).where(eq(payoutAttempts.orderId, orderId)).orderBy(payoutAttempts.attemptNo);
}
