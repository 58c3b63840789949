import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPayoutProvider } from '../src/providers/payout/create-payout-provider.ts';
import {
  SANDBOX_FAILURE_REASON, SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, type SandboxTransferStore, type SettleStep,
} from '../src/providers/payout/sandbox/sandbox-transfers.ts';
import type { TransferRequest, TransferState } from '../src/providers/payout/types.ts';
import { testConfig } from './helper.ts';

const SECRET_KEY = 'a-test-server-secret-key-of-32-chars!';
const FAIL = '0123450002';
const REVERSE = '0123450003';

/**
 * The sandbox module's store, in memory: the provider's own logic is tested here; the store's
 * table and its durable settle job are exercised through the app (payments-journey, payout-restart).
 */
function memoryStore() {
  const rows = new Map<string, { providerReference: string; accountNumber: string; state: TransferState; reason: string | null }>();
  const queued: { reference: string; step: SettleStep; delayMs: number }[] = [];
  const store: SandboxTransferStore = {
    async recordTransfer(reference, accountNumber, delayMs) {
      const existing = rows.get(reference);
      if (existing) return { ...existing };
      const row = { providerReference: `SBX-${reference}`, accountNumber, state: 'pending' as const, reason: null };
      rows.set(reference, row);
      queued.push({ reference, step: 'settle', delayMs });
      return { ...row };
    },
    findTransfer: async (reference) => (rows.has(reference) ? { ...rows.get(reference)! } : null),
    async moveTransfer(reference, from, state, reason) {
      const row = rows.get(reference);
      if (!row) return null;
      if (row.state === from) Object.assign(row, { state, reason });
      return { ...row };
    },
    scheduleReversal: async (reference, delayMs) => void queued.push({ reference, step: 'reverse', delayMs }),
  };
  return { store, queued };
}

function sandbox(env: Record<string, string> = {}) {
  const delivered: { rawBody: string; headers: Record<string, string> }[] = [];
  const { store, queued } = memoryStore();
  const config = testConfig({ SANDBOX_PAYOUT_FAIL_ACCOUNTS: `${FAIL}, 0999999999`, SANDBOX_PAYOUT_REVERSE_ACCOUNTS: REVERSE, ...env });
  const { provider, sandbox: rail } = createPayoutProvider(config.payout, {
    sandboxStore: store,
    secretKey: SECRET_KEY,
    deliver: async (rawBody, headers) => void delivered.push({ rawBody, headers }),
  });
  /** Runs every settle job queued so far, as the job queue would once they are due. */
  const runQueued = async () => {
    while (queued.length > 0) {
      const job = queued.shift()!;
      await rail!.settleTransfer(job.reference, job.step);
    }
  };
  return { provider, rail: rail!, delivered, queued, runQueued };
}

const request = (reference: string, accountNumber = '0123456789'): TransferRequest => ({
  reference, amount: 5_000_000, currency: 'NGN', recipient: { bankCode: '058', accountNumber, accountName: 'ADAEZE BELLO' }, reason: 'loan',
});

/** Feeds what the sandbox delivered back through its own readWebhook, as our endpoint would. */
const read = (s: ReturnType<typeof sandbox>, i: number) => {
  const d = s.delivered[i]!;
  return s.provider.readWebhook(Buffer.from(d.rawBody), d.headers);
};

describe('sandbox payouts', () => {
  it('answers pending, then its settle job settles and delivers a webhook signed with a key derived from SECRET_KEY', async () => {
    const s = sandbox();
    expect(await s.provider.sendTransfer(request('po-1'))).toEqual({ state: 'pending', providerReference: 'SBX-po-1' });
    expect(await s.provider.findTransfer('po-1')).toMatchObject({ state: 'pending' });
    expect(s.delivered).toHaveLength(0);
    await s.runQueued();
    expect(s.delivered).toHaveLength(1);
    const { rawBody, headers } = s.delivered[0]!;
    const expected = createHmac('sha512', sandboxWebhookSecret(SECRET_KEY)).update(rawBody).digest('hex');
    expect(headers[SANDBOX_SIGNATURE_HEADER]).toBe(expected);
    expect(read(s, 0)).toEqual({ reference: 'po-1', state: 'success', providerReference: 'SBX-po-1' });
    expect(await s.provider.findTransfer('po-1')).toMatchObject({ state: 'success' });
  });

  it('queues the settlement SANDBOX_PAYOUT_DELAY_MS after the send', async () => {
    const s = sandbox({ SANDBOX_PAYOUT_DELAY_MS: '150' });
    await s.provider.sendTransfer(request('po-1'));
    expect(s.queued).toEqual([{ reference: 'po-1', step: 'settle', delayMs: 150 }]);
  });

  it('fails transfers to SANDBOX_PAYOUT_FAIL_ACCOUNTS and reverses those to SANDBOX_PAYOUT_REVERSE_ACCOUNTS', async () => {
    const s = sandbox();
    await s.provider.sendTransfer(request('po-f', FAIL));
    await s.runQueued();
    expect(read(s, 0)).toEqual({ reference: 'po-f', state: 'failed', providerReference: 'SBX-po-f', reason: SANDBOX_FAILURE_REASON });
    await s.provider.sendTransfer(request('po-r', REVERSE));
    await s.runQueued();
    expect([read(s, 1), read(s, 2)].map((e) => typeof e === 'object' && e.state)).toEqual(['success', 'reversed']);
    expect(await s.provider.findTransfer('po-r')).toMatchObject({ state: 'reversed' });
  });

  it('answers the first transfer for a repeated reference instead of making a second', async () => {
    const s = sandbox();
    await s.provider.sendTransfer(request('po-1'));
    await s.runQueued();
    expect(await s.provider.sendTransfer(request('po-1'))).toEqual({ state: 'success', providerReference: 'SBX-po-1' });
    expect(s.queued).toHaveLength(0);
    expect(s.delivered).toHaveLength(1);
  });

  it('a settle job run again (a retried delivery) moves nothing and reports the same outcome again', async () => {
    const s = sandbox();
    await s.provider.sendTransfer(request('po-1', FAIL));
    await s.rail.settleTransfer('po-1', 'settle');
    await s.rail.settleTransfer('po-1', 'settle');
    expect(await s.provider.findTransfer('po-1')).toMatchObject({ state: 'failed', reason: SANDBOX_FAILURE_REASON });
    expect(s.delivered).toHaveLength(2);
    expect(s.delivered[1]).toEqual(s.delivered[0]);
    // A reversal is only ever of a settled success.
    await s.rail.settleTransfer('po-1', 'reverse');
    expect(await s.provider.findTransfer('po-1')).toMatchObject({ state: 'failed' });
  });

  it('answers not_found for a reference it never received', async () => {
    expect(await sandbox().provider.findTransfer('po-none')).toEqual({ state: 'not_found' });
  });

  it('calls a missing, wrong or other-deployment signature forged, and ignores other events', async () => {
    const s = sandbox();
    const other = createPayoutProvider(testConfig().payout, { sandboxStore: memoryStore().store, secretKey: 'another-deployment-secret-key-32chars' }).provider;
    await s.provider.sendTransfer(request('po-1'));
    await s.runQueued();
    const { rawBody, headers } = s.delivered[0]!;
    expect(s.provider.readWebhook(Buffer.from(rawBody), {})).toBe('forged');
    expect(s.provider.readWebhook(Buffer.from(rawBody.replace('po-1', 'po-2')), headers)).toBe('forged');
    expect(other.readWebhook(Buffer.from(rawBody), headers)).toBe('forged');
    const ping = JSON.stringify({ event: 'ping', data: {} });
    const signed = createHmac('sha512', sandboxWebhookSecret(SECRET_KEY)).update(ping).digest('hex');
    expect(s.provider.readWebhook(Buffer.from(ping), { [SANDBOX_SIGNATURE_HEADER]: signed })).toBe('ignored');
  });
});

describe('payout configuration', () => {
  it('needs the STP settings when PAYOUT_PROVIDER=stp', () => {
    expect(() => testConfig({ PAYOUT_PROVIDER: 'stp' })).toThrow(/STP_EMPRESA[\s\S]*STP_CUENTA_ORDENANTE[\s\S]*STP_PRIVATE_KEY[\s\S]*STP_WEBHOOK_SECRET/);
  });

  it('rejects a bad sandbox delay and reads the account lists', () => {
    expect(() => testConfig({ SANDBOX_PAYOUT_DELAY_MS: 'soon' })).toThrow(/SANDBOX_PAYOUT_DELAY_MS/);
    expect(testConfig({ SANDBOX_PAYOUT_FAIL_ACCOUNTS: ' 1, 2 ,,3' }).payout.sandbox.failAccounts).toEqual(['1', '2', '3']);
  });
});
