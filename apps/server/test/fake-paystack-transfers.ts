import { createHmac } from 'node:crypto';
import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

export const FAKE_PAYSTACK_KEY = 'sk_test_fake_paystack_transfers';
/** Recipient accounts that steer the fake: Paystack's own answers for each case. */
export const PAYSTACK_ACCOUNTS = { pending: '0123456789', success: '0123450001', failed: '0123450002', reversed: '0123450003', badRecipient: '0000000000' };

export interface FakePaystackTransfers extends FakeVendorServer {
  /** reference -> what Paystack holds */
  transfers: Map<string, { amount: number; status: string; transfer_code: string; reason: string }>;
  /** Overrides the next /transfer answer (after recording it, when `record` is set). */
  nextTransfer: { answer: FakeAnswer; record: boolean } | undefined;
  nextVerify: FakeAnswer | undefined;
}

const STATUS_BY_ACCOUNT: Record<string, string> = {
  [PAYSTACK_ACCOUNTS.success]: 'success',
  [PAYSTACK_ACCOUNTS.failed]: 'failed',
  [PAYSTACK_ACCOUNTS.reversed]: 'reversed',
};

/** Paystack's transfer endpoints as documented: recipient, transfer (unique reference), verify. */
export async function startFakePaystackTransfers(): Promise<FakePaystackTransfers> {
  const transfers: FakePaystackTransfers['transfers'] = new Map();
  const recipients = new Map<string, string>();
  const state = { nextTransfer: undefined as FakePaystackTransfers['nextTransfer'], nextVerify: undefined as FakeAnswer | undefined };
  const server = await startFakeVendor((req) => {
    if (req.headers.authorization !== `Bearer ${FAKE_PAYSTACK_KEY}`) return { status: 401, json: { status: false, message: 'Invalid key' } };
    if (req.method === 'POST' && req.path === '/transferrecipient') {
      const account = String(req.body.account_number);
      if (req.body.type !== 'nuban' || account === PAYSTACK_ACCOUNTS.badRecipient) {
        return { status: 422, json: { status: false, message: 'Cannot resolve account' } };
      }
      recipients.set(`RCP_${account}`, account);
      return { status: 201, json: { status: true, message: 'Transfer recipient created successfully', data: { recipient_code: `RCP_${account}`, active: true } } };
    }
    if (req.method === 'POST' && req.path === '/transfer') {
      const override = state.nextTransfer;
      state.nextTransfer = undefined;
      const reference = String(req.body.reference);
      if (!Number.isInteger(req.body.amount)) return { status: 400, json: { status: false, message: 'Invalid amount' } };
      if (transfers.has(reference)) return { status: 400, json: { status: false, message: 'Transfer reference already exists: duplicate transfer' } };
      const account = recipients.get(String(req.body.recipient)) ?? '';
      const status = STATUS_BY_ACCOUNT[account] ?? 'pending';
      if (!override || override.record) {
        transfers.set(reference, { amount: Number(req.body.amount), status, transfer_code: `TRF_${transfers.size + 1}`, reason: status === 'failed' ? 'Account is dormant' : '' });
      }
      if (override) return override.answer;
      const t = transfers.get(reference)!;
      return { status: 200, json: { status: true, message: 'Transfer has been queued', data: { reference, amount: t.amount, status: t.status, transfer_code: t.transfer_code, reason: t.reason || null } } };
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(req.path);
    if (req.method === 'GET' && verify) {
      const override = state.nextVerify;
      state.nextVerify = undefined;
      if (override) return override;
      const t = transfers.get(decodeURIComponent(verify[1] ?? ''));
      if (!t) return { status: 404, json: { status: false, message: 'Transfer not found' } };
      return { status: 200, json: { status: true, message: 'Transfer retrieved', data: { reference: verify[1], ...t, reason: t.reason || null } } };
    }
    return { status: 404, json: { status: false, message: 'no such route' } };
  });
  return {
    ...server,
    transfers,
    get nextTransfer() { return state.nextTransfer; },
    set nextTransfer(v) { state.nextTransfer = v; },
    get nextVerify() { return state.nextVerify; },
    set nextVerify(v) { state.nextVerify = v; },
  };
}

/** A webhook as Paystack signs it: hex HMAC-SHA512 of the raw body with the secret key. */
export function paystackWebhook(event: string, data: Record<string, unknown>, key = FAKE_PAYSTACK_KEY): { raw: Buffer; signature: string } {
  const raw = Buffer.from(JSON.stringify({ event, data }));
  return { raw, signature: createHmac('sha512', key).update(raw).digest('hex') };
}
