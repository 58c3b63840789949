import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

export const FAKE_FLUTTERWAVE = { secretKey: 'FLWSECK_TEST-fake', webhookHash: 'fake-secret-hash-5b1c' };
const PAGE_SIZE = 10;

/** A charge as Flutterwave's verify and list return it (https://developer.flutterwave.com/v3.0/docs/transaction-verification). */
export interface FakeFlutterwaveCharge {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number | string;
  currency: string;
  status: string;
  payment_type: string;
  created_at: string;
}

export interface FakeFlutterwave extends FakeVendorServer {
  charges: Map<number, FakeFlutterwaveCharge>;
  /** Answers the next request whose `METHOD /path` starts with `key`, once, instead of the fake. */
  override(key: string, answer: FakeAnswer): void;
}

const error = (status: number, message: string): FakeAnswer => ({ status, json: { status: 'error', message, data: null } });
const success = (message: string, data: unknown, extra: object = {}): FakeAnswer => ({ status: 200, json: { status: 'success', message, data, ...extra } });
const shown = (c: FakeFlutterwaveCharge) => ({ ...c, charged_amount: c.amount, app_fee: 0, customer: { id: 1, email: 'ada@example.ng' } });

/** Flutterwave v3's documented endpoints: virtual accounts, payment links, verify, transactions. */
export async function startFakeFlutterwave(): Promise<FakeFlutterwave> {
  const charges: FakeFlutterwave['charges'] = new Map();
  const overrides: Array<{ key: string; answer: FakeAnswer }> = [];
  let accounts = 0;

  const server = await startFakeVendor((req) => {
    const url = new URL(req.path, 'http://fake');
    const overridden = overrides.findIndex((o) => `${req.method} ${req.path}`.startsWith(o.key));
    if (overridden >= 0) return overrides.splice(overridden, 1)[0]!.answer;
    if (req.headers.authorization !== `Bearer ${FAKE_FLUTTERWAVE.secretKey}`) return error(401, 'Invalid authorization key');
    const b = req.body;

    if (req.method === 'POST' && url.pathname === '/v3/virtual-account-numbers') {
      if (typeof b.email !== 'string' || typeof b.tx_ref !== 'string') return error(400, 'email is required');
      if (b.is_permanent === true && !b.bvn) return error(400, 'BVN is required for static account number');
      accounts += 1;
      return success('Virtual account created', {
        response_code: '02', response_message: 'Transaction in progress', flw_ref: `FLW-${accounts}`, order_ref: `URF_${accounts}`,
        account_number: `78${String(24_000_000 + accounts).padStart(8, '0')}`, frequency: 'N/A', bank_name: 'WEMA BANK', created_at: '2025-11-17 11:00:00', expiry_date: 'N/A', note: 'Please make a bank transfer', amount: null,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v3/payments') {
      const customer = b.customer as { email?: unknown } | undefined;
      if (typeof b.tx_ref !== 'string' || !/^\d+(\.\d{1,2})?$/.test(String(b.amount)) || typeof b.currency !== 'string' || typeof b.redirect_url !== 'string' || typeof customer?.email !== 'string') {
        return error(400, 'Invalid payment request');
      }
      return success('Hosted Link', { link: `https://checkout.flutterwave.com/v3/hosted/pay/${b.tx_ref}` });
    }
    const verify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const charge = charges.get(Number(verify[1]));
      return charge ? success('Transaction fetched successfully', shown(charge)) : error(400, 'No transaction was found for this id');
    }
    if (req.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      const charge = [...charges.values()].find((c) => c.tx_ref === url.searchParams.get('tx_ref'));
      return charge ? success('Transaction fetched successfully', shown(charge)) : error(400, 'No transaction was found for this reference');
    }
    if (req.method === 'GET' && url.pathname === '/v3/transactions') {
      const q = url.searchParams;
      const page = Number(q.get('page') ?? 1);
      const day = (c: FakeFlutterwaveCharge) => c.created_at.slice(0, 10);
      const matching = [...charges.values()].filter((c) => c.status === q.get('status') && day(c) >= String(q.get('from')) && day(c) <= String(q.get('to')));
      const totalPages = Math.ceil(matching.length / PAGE_SIZE);
      return success('Transactions fetched', matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(shown), {
        meta: { page_info: { total: matching.length, current_page: page, total_pages: totalPages } },
      });
    }
    return error(404, 'no such route');
  });

  return { ...server, charges, override: (key, answer) => void overrides.push({ key, answer }) };
}

/** A webhook as Flutterwave sends it: the raw JSON, and the dashboard's secret hash in `verif-hash`. */
export function flutterwaveWebhook(event: string, data: Record<string, unknown>): Buffer {
  return Buffer.from(JSON.stringify({ event, data, 'event.type': 'BANK_TRANSFER_TRANSACTION' }));
}
