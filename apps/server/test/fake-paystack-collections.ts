import { hmacSha512Hex } from '../src/providers/payout/webhook-signature.ts';
import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

export const FAKE_PAYSTACK = { secretKey: 'sk_test_fake_collections', preferredBank: 'test-bank' };
const PAGE_SIZE = 3;

/** A transaction as Paystack's verify and list return it (https://paystack.com/docs/api/transaction/). */
export interface FakePaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  status: string;
  channel: string;
  paid_at: string | null;
  created_at: string;
  authorization: Record<string, unknown>;
}

export interface FakePaystack extends FakeVendorServer {
  transactions: Map<string, FakePaystackTransaction>;
  /** Answers the next request whose `METHOD /path` starts with `key`, once, instead of the fake. */
  override(key: string, answer: FakeAnswer): void;
}

const failure = (status: number, message: string): FakeAnswer => ({ status, json: { status: false, message } });
const success = (message: string, data: unknown, extra: object = {}): FakeAnswer => ({ status: 200, json: { status: true, message, data, ...extra } });

/** Paystack's documented customer, dedicated account, transaction initialize, verify and list endpoints. */
export async function startFakePaystack(): Promise<FakePaystack> {
  const transactions: FakePaystack['transactions'] = new Map();
  const overrides: Array<{ key: string; answer: FakeAnswer }> = [];
  const customers = new Map<string, { id: number; customer_code: string }>();
  const accounts = new Map<string, Record<string, unknown>>();

  const server = await startFakeVendor((req) => {
    const url = new URL(req.path, 'http://fake');
    const overridden = overrides.findIndex((o) => `${req.method} ${req.path}`.startsWith(o.key));
    if (overridden >= 0) return overrides.splice(overridden, 1)[0]!.answer;
    if (req.headers.authorization !== `Bearer ${FAKE_PAYSTACK.secretKey}`) return failure(401, 'Invalid key');
    const b = req.body;

    if (req.method === 'POST' && url.pathname === '/customer') {
      if (typeof b.email !== 'string' || !b.email.includes('@')) return failure(400, 'Invalid Email Address Passed');
      // Paystack answers a known email with the same customer.
      const known = customers.get(b.email) ?? { id: customers.size + 1, customer_code: `CUS_fake${customers.size + 1}` };
      customers.set(b.email, known);
      return success('Customer created', { email: b.email, first_name: b.first_name, last_name: b.last_name, phone: b.phone, ...known });
    }
    if (req.method === 'GET' && url.pathname === '/dedicated_account') {
      const account = accounts.get(String(url.searchParams.get('customer')));
      return success('Managed accounts successfully retrieved', account ? [account] : [], { meta: { total: account ? 1 : 0 } });
    }
    if (req.method === 'POST' && url.pathname === '/dedicated_account') {
      const customer = [...customers.values()].find((c) => c.customer_code === b.customer);
      if (!customer) return failure(400, 'Customer not found');
      if (b.preferred_bank !== FAKE_PAYSTACK.preferredBank) return failure(400, 'Preferred bank not supported');
      const account = {
        bank: { name: 'Test Bank', id: 20, slug: 'test-bank' }, account_name: 'LENDLINE/CHIDI EZE', account_number: `99${String(40_000_000 + accounts.size + 1)}`,
        assigned: true, currency: 'NGN', active: true, id: accounts.size + 1, customer: { customer_code: b.customer },
      };
      accounts.set(String(customer.id), account);
      return success('NUBAN successfully created', account);
    }
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      if (typeof b.email !== 'string' || !Number.isSafeInteger(b.amount) || typeof b.reference !== 'string' || typeof b.callback_url !== 'string') return failure(400, 'Invalid transaction parameters');
      return success('Authorization URL created', { authorization_url: `https://checkout.paystack.com/${b.reference}`, access_code: `ac_${b.reference}`, reference: b.reference });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      return transaction ? success('Verification successful', transaction) : failure(400, 'Transaction reference not found');
    }
    if (req.method === 'GET' && url.pathname === '/transaction') {
      const q = url.searchParams;
      const page = Number(q.get('page') ?? 1);
      const matching = [...transactions.values()].filter((t) => t.status === q.get('status') && t.created_at >= String(q.get('from')) && t.created_at <= String(q.get('to')));
      return success('Transactions retrieved', matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), {
        meta: { total: matching.length, perPage: PAGE_SIZE, page, pageCount: Math.max(1, Math.ceil(matching.length / PAGE_SIZE)) },
      });
    }
    return failure(404, 'no such route');
  });

  return { ...server, transactions, override: (key, answer) => void overrides.push({ key, answer }) };
}

/** A webhook body and headers exactly as Paystack sends them, signed with `secret`. */
export function paystackWebhook(event: string, data: unknown, secret = FAKE_PAYSTACK.secretKey) {
  const rawBody = Buffer.from(JSON.stringify({ event, data }));
  return { rawBody, headers: { 'content-type': 'application/json', 'x-paystack-signature': hmacSha512Hex(secret, rawBody) } };
}
