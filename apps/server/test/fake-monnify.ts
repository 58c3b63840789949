import { createHmac } from 'node:crypto';
import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

export const FAKE_MONNIFY = { apiKey: 'MK_TEST_FAKE', secretKey: 'FAKESECRETFAKESECRET', contractCode: '7059707855' };

/** A transaction as Monnify's v2 status call returns it (https://developers.monnify.com/api#get-transaction-status). */
export interface FakeMonnifyTransaction {
  transactionReference: string;
  paymentReference: string;
  amountPaid: string;
  paidOn: string;
  /** Epoch ms the search filters on (Monnify's own clock). */
  paidAtMs: number;
  paymentStatus: string;
  currency: string;
  product: { type: string; reference: string };
}

export interface FakeMonnify extends FakeVendorServer {
  logins: number;
  /** accountReference -> the one account reserved for it */
  accounts: Map<string, { accountNumber: string; bankName: string; accountName: string }>;
  transactions: Map<string, FakeMonnifyTransaction>;
  /** Answers the next request whose `METHOD /path` starts with `key`, once, instead of the fake. */
  override(key: string, answer: FakeAnswer): void;
  /** Makes every token issued so far invalid, as an early expiry would. */
  revokeTokens(): void;
}

const envelope = (responseBody: unknown) => ({ requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody });
const refusal = (status: number, responseMessage: string, responseCode = '99'): FakeAnswer => ({ status, json: { requestSuccessful: false, responseMessage, responseCode } });

/** Monnify's documented collections endpoints: login, reserved accounts (v2), status (v2), search. */
export async function startFakeMonnify(): Promise<FakeMonnify> {
  const accounts: FakeMonnify['accounts'] = new Map();
  const transactions: FakeMonnify['transactions'] = new Map();
  const overrides: Array<{ key: string; answer: FakeAnswer }> = [];
  const tokens = new Set<string>();
  const state = { logins: 0 };
  const basic = `Basic ${Buffer.from(`${FAKE_MONNIFY.apiKey}:${FAKE_MONNIFY.secretKey}`).toString('base64')}`;

  const server = await startFakeVendor((req) => {
    const url = new URL(req.path, 'http://fake');
    const overridden = overrides.findIndex((o) => `${req.method} ${req.path}`.startsWith(o.key));
    if (overridden >= 0) return overrides.splice(overridden, 1)[0]!.answer;
    if (req.method === 'POST' && url.pathname === '/api/v1/auth/login') {
      if (req.headers.authorization !== basic) return refusal(401, 'Invalid client credentials');
      state.logins += 1;
      const token = `tok-${state.logins}`;
      tokens.add(token);
      return { status: 200, json: envelope({ accessToken: token, expiresIn: 3599 }) };
    }
    if (!tokens.has(String(req.headers.authorization).replace(/^Bearer /, ''))) return { status: 401, json: { error: 'invalid_token' } };

    if (req.method === 'POST' && url.pathname === '/api/v2/bank-transfer/reserved-accounts') {
      const b = req.body;
      if (b.contractCode !== FAKE_MONNIFY.contractCode || b.currencyCode !== 'NGN' || typeof b.accountReference !== 'string') return refusal(400, 'Invalid request');
      if (!b.bvn) return refusal(400, 'BVN or NIN is required');
      if (accounts.has(b.accountReference)) return refusal(422, 'There is an existing reserved account with the same reference');
      const account = { accountNumber: `58${String(8_000_000 + accounts.size).padStart(8, '0')}`, bankName: 'Moniepoint Microfinance Bank', accountName: `LEN/${String(b.accountName)}` };
      accounts.set(b.accountReference, account);
      return { status: 200, json: envelope({ accountReference: b.accountReference, status: 'ACTIVE', accounts: [{ bankCode: '50515', ...account }] }) };
    }
    const reserved = /^\/api\/v2\/bank-transfer\/reserved-accounts\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && reserved) {
      const account = accounts.get(decodeURIComponent(reserved[1] ?? ''));
      if (!account) return refusal(404, 'Cannot find reserved account');
      return { status: 200, json: envelope({ accountReference: decodeURIComponent(reserved[1] ?? ''), status: 'ACTIVE', accounts: [{ bankCode: '50515', ...account }] }) };
    }
    const status = /^\/api\/v2\/transactions\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && status) {
      const t = transactions.get(decodeURIComponent(status[1] ?? ''));
      if (!t) return refusal(404, 'Could not find transaction with the specified transaction reference');
      const { paidAtMs: _ignored, ...shown } = t;
      return { status: 200, json: envelope({ ...shown, totalPayable: t.amountPaid, paymentMethod: 'ACCOUNT_TRANSFER', cardDetails: null }) };
    }
    if (req.method === 'GET' && url.pathname === '/api/v1/transactions/search') {
      const q = url.searchParams;
      const page = Number(q.get('page'));
      const size = Number(q.get('size'));
      const matching = [...transactions.values()].filter(
        (t) => t.paymentStatus === q.get('paymentStatus') && t.paidAtMs >= Number(q.get('from')) && t.paidAtMs <= Number(q.get('to')),
      );
      const content = matching.slice(page * size, (page + 1) * size).map((t) => ({
        transactionReference: t.transactionReference, paymentReference: t.paymentReference, amountPaid: Number(t.amountPaid),
        paymentStatus: t.paymentStatus, currencyCode: t.currency, completedOn: new Date(t.paidAtMs).toISOString().replace('Z', '+0000'),
        customerDTO: { email: 'x@example.com', name: 'X', merchantCode: 'FAKE' },
      }));
      const totalPages = Math.ceil(matching.length / size);
      return { status: 200, json: envelope({ content, number: page, size, totalElements: matching.length, totalPages, last: page + 1 >= totalPages }) };
    }
    return refusal(404, 'no such route');
  });

  return {
    ...server,
    get logins() { return state.logins; },
    accounts,
    transactions,
    override: (key, answer) => void overrides.push({ key, answer }),
    revokeTokens: () => tokens.clear(),
  };
}

/** A notification as Monnify signs it: hex HMAC-SHA512 of the raw body with the client secret. */
export function monnifyWebhook(eventType: string, eventData: Record<string, unknown>, secret = FAKE_MONNIFY.secretKey): { raw: Buffer; signature: string } {
  const raw = Buffer.from(JSON.stringify({ eventType, eventData }));
  return { raw, signature: createHmac('sha512', secret).update(raw).digest('hex') };
}
