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

/** How a test hands a webhook to the server under test (app.inject, or an HTTP post); answers the status. */
export type DeliverWebhook = (rawBody: Buffer, headers: Record<string, string>) => Promise<number>;

export interface FakePaystack extends FakeVendorServer {
  transactions: Map<string, FakePaystackTransaction>;
  /**
   * The borrower dialled and approved a USSD charge: the transaction turns `success` (with the
   * amount the bank paid, the charged one unless told) and a signed `charge.success` goes to
   * the webhook, as Paystack's USSD event sample shows it. Answers the webhook's status.
   */
  completeCharge(reference: string, deliver: DeliverWebhook, paid?: { amount?: number; paidAt?: string }): Promise<number>;
  /** Answers the next request whose `METHOD /path` starts with `key`, once, instead of the fake. */
  override(key: string, answer: FakeAnswer): void;
}

const failure = (status: number, message: string): FakeAnswer => ({ status, json: { status: false, message } });
const success = (message: string, data: unknown, extra: object = {}): FakeAnswer => ({ status: 200, json: { status: true, message, data, ...extra } });

/** `ussd.type` values Paystack's OpenAPI enum lists. */
const USSD_TYPES = ['737', '919', '822', '966'];
const REFERENCE = /^[A-Za-z0-9.=-]+$/;

/** Paystack's documented customer, dedicated account, transaction initialize, charge (USSD), verify and list endpoints. */
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
    if (req.method === 'POST' && url.pathname === '/charge') {
      const ussd = b.ussd as { type?: unknown } | undefined;
      if (typeof b.email !== 'string' || !b.email.includes('@')) return failure(400, 'Invalid Email Address Passed');
      if (!Number.isSafeInteger(b.amount) || (b.amount as number) <= 0) return failure(400, 'Invalid Amount Sent');
      if (!ussd || typeof ussd.type !== 'string' || !USSD_TYPES.includes(ussd.type)) return failure(400, 'Invalid USSD type');
      if (b.reference !== undefined && (typeof b.reference !== 'string' || !REFERENCE.test(b.reference))) return failure(400, 'Invalid reference');
      const reference = typeof b.reference === 'string' ? b.reference : `fake${transactions.size + 1}`;
      if (transactions.has(reference)) return failure(400, 'Duplicate Transaction Reference');
      const id = 18_790 + transactions.size + 1;
      // Test mode's behaviour is not documented (see the research): here a charge waits until the test completes it.
      transactions.set(reference, {
        id, reference, amount: b.amount as number, currency: 'NGN', status: 'ongoing', channel: 'ussd', paid_at: null, created_at: new Date().toISOString(),
        authorization: { channel: 'ussd', card_type: 'offline', brand: 'offline', reusable: false, country_code: 'NG' },
      });
      const ussdCode = `*${ussd.type}*33*4*${id}#`;
      return success('Charge attempted', { reference, status: 'pay_offline', display_text: `Please dial ${ussdCode} on your mobile phone to complete the transaction`, ussd_code: ussdCode });
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

  async function completeCharge(reference: string, deliver: DeliverWebhook, paid: { amount?: number; paidAt?: string } = {}): Promise<number> {
    const charge = transactions.get(reference);
    if (!charge) throw new Error(`fake paystack: no charge ${reference}`);
    const done = { ...charge, status: 'success', amount: paid.amount ?? charge.amount, paid_at: paid.paidAt ?? new Date().toISOString(), gateway_response: 'Payment successful' };
    transactions.set(reference, done);
    const { rawBody, headers } = paystackWebhook('charge.success', { ...done, message: 'madePayment', metadata: '', customer: { id: 16200, email: 'customer@email.com', customer_code: 'CUS_fake' } });
    return deliver(rawBody, headers);
  }

  return { ...server, transactions, completeCharge, override: (key, answer) => void overrides.push({ key, answer }) };
}

/** A webhook body and headers exactly as Paystack sends them, signed with `secret`. */
export function paystackWebhook(event: string, data: unknown, secret = FAKE_PAYSTACK.secretKey) {
  const rawBody = Buffer.from(JSON.stringify({ event, data }));
  return { rawBody, headers: { 'content-type': 'application/json', 'x-paystack-signature': hmacSha512Hex(secret, rawBody) } };
}
