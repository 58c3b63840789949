import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Database, Executor } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { bankAccounts, loanOrders, payoutAttempts, users } from '../src/db/schema.ts';
import { createLedgerService, type DisbursementFigures } from '../src/modules/ledger/ledger-service.ts';
import { createPaymentsService, type OrderTransitions } from '../src/modules/payments/payments-service.ts';
import { createLogger } from '../src/plugins/logging.ts';
import type { PayoutProvider, TransferOutcome, TransferRequest } from '../src/providers/payout/types.ts';
import { callApi, createTestClock, testConfig, truncateAll, type ApiResponse, type CallOptions, type TestClock } from './helper.ts';
import { nuban } from './application-fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

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

/** Figures as the loans service would return them: 100,000.00 NGN for 91 days. */
export function figuresFor(overrides: Partial<DisbursementFigures> = {}): DisbursementFigures {
  const base = { principal: 10_000_000, processingFee: 500_000, feeTax: 90_000, interest: 1_820_000, couponDiscount: 0, ...overrides };
  return { ...base, disbursalAmount: base.principal - base.processingFee - base.feeTax, ...overrides };
}

/**
 * A stand-in for the loans service's transitions over loan_orders (row-locked, refusing any
 * transition the loans module would refuse), until it is wired in buildApp.
 */
export function fakeOrders(): OrderTransitions & { figures: Map<string, DisbursementFigures> } {
  const figures = new Map<string, DisbursementFigures>();
  async function move(tx: Executor, orderId: string, from: number[], to: number, at: Date) {
    const [order] = await tx.select().from(loanOrders).where(eq(loanOrders.id, orderId)).for('update');
    if (!order || !from.includes(order.status)) throw new Error(`fake loans: order ${orderId} at ${order?.status} cannot go to ${to}`);
    await tx.update(loanOrders).set({ status: to, updatedAt: at }).where(eq(loanOrders.id, orderId));
  }
  return {
    figures,
    markLending: (tx, id, at) => move(tx, id, [18], 7, at),
    async markDisbursed(tx, id, at) {
      await move(tx, id, [7, 18], 2, at);
      return figures.get(id) ?? figuresFor();
    },
    markPayoutFailed: (tx, id, at) => move(tx, id, [7, 18, 2], 10, at),
    markReapplied: (tx, id, at) => move(tx, id, [10], 18, at),
    async findOrderForPayout(tx, id) {
      const [order] = await tx.select().from(loanOrders).where(eq(loanOrders.id, id)).for('update');
      return order ?? null;
    },
  };
}

export interface PaymentsTestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  testDb: TestDatabase;
  clock: TestClock;
  logs: string[];
  payout: CountingPayout;
  orders: ReturnType<typeof fakeOrders>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Another app instance on the same database (a second pool on PostgreSQL), sharing provider and clock. */
  secondInstance(): Promise<FastifyInstance>;
  postWebhook(hook: { body: string; headers: Record<string, string> }, provider?: string): Promise<{ status: number }>;
  status(orderId: string): Promise<number>;
}

export function usePaymentsApp(env: Record<string, string> = {}): PaymentsTestApp {
  const state = { clock: createTestClock(), logs: [] as string[], payout: createCountingPayout(), orders: fakeOrders() } as PaymentsTestApp;
  const extra: FastifyInstance[] = [];
  const build = (database: Database) => {
    const logger = createLogger(state.config.logLevel, { write: (line: string) => void state.logs.push(line) });
    return buildApp({ config: state.config, database, now: state.clock.now, logger, payoutProvider: state.payout, orderTransitions: state.orders });
  };
  beforeAll(async () => {
    state.testDb = await createTestDatabase();
    state.database = await state.testDb.open();
    await migrate(state.database);
    state.config = testConfig(env);
    state.app = await build(state.database);
    await state.app.ready();
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await state.app?.close();
    await state.testDb?.dispose();
  });
  beforeEach(async () => {
    state.clock.set(new Date('2026-03-02T09:00:00.000Z'));
    state.logs.length = 0;
    state.payout.sends.clear();
    state.payout.transfers.clear();
    state.payout.onSend = (request) => ({ state: 'pending', providerReference: `TRF_${request.reference}` });
    state.payout.findFails = false;
    state.orders.figures.clear();
    await truncateAll(state.database);
    await state.database.transaction((s) => s.exec('TRUNCATE jobs'));
  });
  state.call = (path, options) => callApi(state.app, state.clock, path, options);
  state.secondInstance = async () => {
    const app = await build(await state.testDb.open());
    await app.ready();
    extra.push(app);
    return app;
  };
  state.postWebhook = async (hook, provider = 'fake') => {
    const res = await state.app.inject({ method: 'POST', url: `/webhooks/payout/${provider}`, headers: hook.headers, payload: hook.body });
    return { status: res.statusCode };
  };
  state.status = async (orderId) => {
    const [order] = await state.database.db.select().from(loanOrders).where(eq(loanOrders.id, orderId));
    if (!order) throw new Error('no order');
    return order.status;
  };
  return state;
}

let seq = 0;
/** A borrower with a payout account and an order at `status` (18: confirmed, waiting for payout). */
export async function seedOrder(db: Executor, at: Date, options: { status?: number; userId?: string; accountNumber?: string } = {}) {
  const userId = options.userId ?? randomUUID();
  seq += 1;
  if (!options.userId) {
    await db.insert(users).values({ id: userId, phone: `23480${String(10_000_000 + seq)}${Math.floor(Math.random() * 10)}`, market: 'NG', createdAt: at });
    await db.insert(bankAccounts).values({
      userId, market: 'NG', bankCode: '011', accountNumber: options.accountNumber ?? nuban('12'), accountName: 'ADAEZE OKAFOR',
      bvn: '22212345678', curp: null, verifiedAt: at, updatedAt: at,
    });
  }
  const orderId = randomUUID();
  const orderNo = `LL260302${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  await db.insert(loanOrders).values({
    id: orderId, orderNo, userId, market: 'NG', productId: 'ng-91', status: options.status ?? 18, createdAt: at, updatedAt: at, submittedAt: at,
  });
  return { orderId, orderNo, userId };
}

/** The loans service's call at confirm: a payout request in its own transaction, then the nudge. */
export async function requestPayout(h: PaymentsTestApp, order: { orderId: string; orderNo: string; userId: string }, amount = figuresFor().disbursalAmount) {
  const payments = paymentsOver(h);
  const result = await h.database.db.transaction((tx) => payments.requestPayout(tx, { ...order, amount, currency: 'NGN' }));
  return result;
}

/** A payments service over the test app's database and queue (stateless, so equivalent to the app's). */
export function paymentsOver(h: PaymentsTestApp, app = h.app) {
  return createPaymentsService({
    db: h.database.db, now: h.clock.now, log: app.log, jobs: app.jobs, provider: h.payout,
    ledger: createLedgerService({ db: h.database.db, now: h.clock.now }), orders: h.orders,
    payoutAccount: async () => ({ bankCode: '011', accountNumber: nuban('12'), accountName: 'ADAEZE OKAFOR' }),
  });
}

export async function attemptsOf(h: PaymentsTestApp, orderId: string) {
  return h.database.db.select().from(payoutAttempts).where(eq(payoutAttempts.orderId, orderId)).orderBy(payoutAttempts.attemptNo);
}

/** Registers a borrower through the sandbox SMS; returns the token and user id. */
export async function borrower(h: PaymentsTestApp, mobile: string) {
  await h.call('/security/getVerifyCode', { body: { mobile, type: 'register' } });
  const sms = await h.call<{ code: string }>('/sandbox/sms/latest', { body: { mobile } });
  const res = await h.call('/security/register', { body: { mobile, code: sms.body.data.code } });
  if (res.body.code !== 0) throw new Error(`register failed: ${res.text}`);
  return { token: res.body.data.token as string, userId: res.body.data.userInfo.basicInfo.userId as string };
}

export async function bankCardCode(h: PaymentsTestApp, mobile: string, token: string): Promise<string> {
  await h.call('/security/getVerifyCode', { token, body: { mobile, type: 'bankCard' } });
  const sms = await h.call<{ code: string }>('/sandbox/sms/latest', { body: { mobile } });
  return sms.body.data.code;
}
