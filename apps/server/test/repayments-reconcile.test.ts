import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reconcileProvider } from '../src/modules/repayments/reconcile.ts';
import type { CollectionsProvider, ReceivedPayment, VendorResult } from '../src/providers/collections/types.ts';
import { HOUR, MINUTE, useTestApp } from './helper.ts';
import { disbursedLoan, signedPayment } from './repayments-fixtures.ts';

const t = useTestApp();

async function countRows(table: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: string }>(sql.raw(`SELECT count(*)::text AS n FROM ${table}`));
  return Number((rows as unknown as { rows?: { n: string }[] }).rows?.[0]?.n ?? (rows as unknown as { n: string }[])[0]?.n);
}

async function paidOf(token: string, orderNo: string): Promise<number> {
  return ((await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { paid: number }).paid;
}

/** A provider whose transaction list is what the test says, and which records the windows asked for. */
function listingProvider(list: () => VendorResult<ReceivedPayment[]>) {
  const windows: { from: Date; to: Date }[] = [];
  const provider: CollectionsProvider = {
    name: 'sandbox',
    readNotification: () => ({ kind: 'forged' }),
    confirmPayment: async () => ({ state: 'not_paid' }),
    listPayments: async (from, to) => {
      windows.push({ from, to });
      return list();
    },
  };
  return { provider, windows };
}

const deps = () => ({ db: t.database.db, now: t.clock.now, log: t.app.log, mismatches: t.app.services.reconciliation });
const receive = () => t.app.services.repayments.receivePayment;

describe('reconciliation with the provider’s transaction list', () => {
  it('credits a payment whose notification never came, once, and a late notification changes nothing', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const account = ((await t.call('/repay/dedicated_account/create', { token })).body.data as { accountNumber: string }).accountNumber;
    const lost = await signedPayment(t, account, 3_000_00);
    const { provider } = listingProvider(() => ({ ok: true, value: [lost.payment] }));
    t.clock.advance(10 * MINUTE);

    expect(await reconcileProvider(deps(), 'sandbox', provider, receive())).toEqual({ provider: 'sandbox', listed: 1, recovered: 1, mismatches: 0, failed: false });
    expect(await paidOf(token, orderNo)).toBe(3_000_00);
    expect(await reconcileProvider(deps(), 'sandbox', provider, receive())).toMatchObject({ listed: 1, recovered: 0 });
    const late = await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers: lost.headers, payload: lost.rawBody });
    expect(late.statusCode).toBe(200);
    expect(await paidOf(token, orderNo)).toBe(3_000_00);
    expect(await countRows('incoming_payments')).toBe(1);
  });

  it('reads overlapping windows that move forward only once a whole window was read', async () => {
    let answer: VendorResult<ReceivedPayment[]> = { ok: true, value: [] };
    const { provider, windows } = listingProvider(() => answer);
    await reconcileProvider(deps(), 'sandbox', provider, receive());
    expect(windows[0]).toEqual({ from: new Date(t.clock.now().getTime() - 2 * MINUTE - 48 * HOUR), to: new Date(t.clock.now().getTime() - 2 * MINUTE) });
    const firstEnd = windows[0]!.to;

    t.clock.advance(HOUR);
    answer = { ok: false, reason: 'unavailable' };
    expect(await reconcileProvider(deps(), 'sandbox', provider, receive())).toMatchObject({ failed: true });
    t.clock.advance(HOUR);
    answer = { ok: true, value: [] };
    await reconcileProvider(deps(), 'sandbox', provider, receive());
    // After the failed run, the next one starts from the last complete window (with its overlap), not from the failed one.
    expect(windows[2]!.from).toEqual(new Date(firstEnd.getTime() - 6 * HOUR));
  });
});

describe('a flood of duplicates', () => {
  it('1,000 copies of one notification, at two instances at once, credit once', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const account = ((await t.call('/repay/dedicated_account/create', { token })).body.data as { accountNumber: string }).accountNumber;
    const { rawBody, headers } = await signedPayment(t, account, 1_000_00);
    const second = await t.secondInstance();
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => (i % 2 === 0 ? t.app : second).inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers, payload: rawBody })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1_000);
    expect(await paidOf(token, orderNo)).toBe(1_000_00);
    expect(await countRows('incoming_payments')).toBe(1);
    const postings = await t.database.db.execute(sql.raw("SELECT count(*)::text AS n FROM ledger_transactions WHERE kind = 'repayment'"));
    expect(((postings as unknown as { rows?: { n: string }[] }).rows ?? (postings as unknown as { n: string }[]))[0]?.n).toBe('1');
  });
});
