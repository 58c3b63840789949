import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPayoutProvider } from '../src/providers/payout/create-payout-provider.ts';
import { SANDBOX_FAILURE_REASON, SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret } from '../src/providers/payout/sandbox/sandbox-transfers.ts';
import type { TransferRequest } from '../src/providers/payout/types.ts';
import { testConfig } from './helper.ts';
import { waitFor } from './jobs-fixtures.ts';

const SECRET_KEY = 'a-test-server-secret-key-of-32-chars!';
const FAIL = '0123450002';
const REVERSE = '0123450003';

function sandbox(env: Record<string, string> = {}) {
  const delivered: { rawBody: string; headers: Record<string, string> }[] = [];
  const config = testConfig({ SANDBOX_PAYOUT_FAIL_ACCOUNTS: `${FAIL}, 0999999999`, SANDBOX_PAYOUT_REVERSE_ACCOUNTS: REVERSE, ...env });
  const provider = createPayoutProvider(config.payout, {
    secretKey: SECRET_KEY,
    deliver: async (rawBody, headers) => void delivered.push({ rawBody, headers }),
  });
  return { provider, delivered };
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
  it('answers pending, then settles and delivers a webhook signed with a key derived from SECRET_KEY', async () => {
    const s = sandbox();
    expect(await s.provider.sendTransfer(request('po-1'))).toEqual({ state: 'pending', providerReference: 'SBX_1' });
    expect(await s.provider.findTransfer('po-1')).toMatchObject({ state: 'pending' });
    await waitFor(() => s.delivered.length === 1);
    const { rawBody, headers } = s.delivered[0]!;
    const expected = createHmac('sha512', sandboxWebhookSecret(SECRET_KEY)).update(rawBody).digest('hex');
    expect(headers[SANDBOX_SIGNATURE_HEADER]).toBe(expected);
    expect(read(s, 0)).toEqual({ reference: 'po-1', state: 'success', providerReference: 'SBX_1' });
    expect(await s.provider.findTransfer('po-1')).toMatchObject({ state: 'success' });
  });

  it('waits SANDBOX_PAYOUT_DELAY_MS before settling', async () => {
    const s = sandbox({ SANDBOX_PAYOUT_DELAY_MS: '150' });
    await s.provider.sendTransfer(request('po-1'));
    await new Promise((r) => setTimeout(r, 60));
    expect(s.delivered).toHaveLength(0);
    await waitFor(() => s.delivered.length === 1);
  });

  it('fails transfers to SANDBOX_PAYOUT_FAIL_ACCOUNTS and reverses those to SANDBOX_PAYOUT_REVERSE_ACCOUNTS', async () => {
    const s = sandbox();
    await s.provider.sendTransfer(request('po-f', FAIL));
    await waitFor(() => s.delivered.length === 1);
    expect(read(s, 0)).toEqual({ reference: 'po-f', state: 'failed', providerReference: 'SBX_1', reason: SANDBOX_FAILURE_REASON });
    await s.provider.sendTransfer(request('po-r', REVERSE));
    await waitFor(() => s.delivered.length === 3);
    expect([read(s, 1), read(s, 2)].map((e) => typeof e === 'object' && e.state)).toEqual(['success', 'reversed']);
    expect(await s.provider.findTransfer('po-r')).toMatchObject({ state: 'reversed' });
  });

  it('answers the first transfer for a repeated reference instead of making a second', async () => {
    const s = sandbox();
    await s.provider.sendTransfer(request('po-1'));
    await waitFor(() => s.delivered.length === 1);
    expect(await s.provider.sendTransfer(request('po-1'))).toEqual({ state: 'success', providerReference: 'SBX_1' });
    await new Promise((r) => setTimeout(r, 20));
    expect(s.delivered).toHaveLength(1);
  });

  it('answers not_found for a reference it never received', async () => {
    expect(await sandbox().provider.findTransfer('po-none')).toEqual({ state: 'not_found' });
  });

  it('calls a missing, wrong or other-deployment signature forged, and ignores other events', async () => {
    const s = sandbox();
    const other = createPayoutProvider(testConfig().payout, { secretKey: 'another-deployment-secret-key-32chars' });
    await s.provider.sendTransfer(request('po-1'));
    await waitFor(() => s.delivered.length === 1);
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
