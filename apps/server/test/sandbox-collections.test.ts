import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCollectionsSigner } from '../src/providers/collections/sandbox/sandbox-collections.ts';
import { useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

// What every tester uses (issue 19): the sandbox's "simulate payment" and its signed notifications.
const t = useTestApp();

async function countRows(table: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: string }>(sql.raw(`SELECT count(*)::text AS n FROM ${table}`));
  return Number((rows as unknown as { rows?: { n: string }[] }).rows?.[0]?.n ?? (rows as unknown as { n: string }[])[0]?.n);
}

describe('paying a checkout or cash reference in the sandbox', () => {
  it('pays it once: 20 simultaneous payments of one reference record one, the others are told it is paid', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const started = await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: '2000' } });
    const { reference } = started.body.data as { reference: string };
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('/sandbox/collections/pay-reference', { token, body: { reference } })));
    const paid = answers.filter((a) => a.body.code === 0);
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.code !== 0)) {
      expect(refused.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'reference', message: 'This payment reference is already paid' }] } });
    }
    expect(await countRows('incoming_payments')).toBe(1);
    const after = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
    expect(after.body.data).toMatchObject({ paid: 2_000_00, outstanding: detail.outstanding - 2_000_00 });
  });
});

describe('a signed sandbox notification that is malformed', () => {
  const send = (rawBody: string) => {
    const signer = sandboxCollectionsSigner(t.config.secretKey);
    return t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers: signer.headers(rawBody), payload: rawBody });
  };
  const payment = { amount: 1_000_00, currency: 'NGN', paidAt: '2026-03-02T09:00:00.000Z', target: { kind: 'account', accountNumber: '9900000000' } };
  // Written inside each test: the server's key is known once the app is built.
  const carrying = (fields: Record<string, unknown>) => () =>
    JSON.stringify({ event: 'payment.received', reference: sandboxCollectionsSigner(t.config.secretKey).reference({ ...payment, ...fields }) });

  it.each([
    ['an amount with a fraction of a minor unit', carrying({ amount: 1000.5 }), /amount/],
    ['an amount over 2^53', carrying({ amount: 2 ** 53 + 2 }), /amount/],
    ['an amount as a string', carrying({ amount: '100000' }), /amount/],
    ['a null amount', carrying({ amount: null }), /amount/],
    ['an invalid paidAt', carrying({ paidAt: 'yesterday' }), /paidAt/],
    ['a paidAt that is no date', carrying({ paidAt: '2026-02-31T09:00:00.000Z' }), /paidAt/],
    ['a body of null', () => 'null', /JSON object/],
    ['a body that is not JSON', () => 'payment received', /JSON object/],
  ])('answers 400 with the reason for %s, and records nothing', async (_, rawBody, reason) => {
    await disbursedLoan(t);
    const answer = await send(rawBody());
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({ received: false, reason: expect.stringMatching(reason) });
    expect(await countRows('incoming_payments')).toBe(0);
  });

  it('still credits a well-formed one, and refuses an unsigned one as forged', async () => {
    await disbursedLoan(t);
    expect((await send(carrying({})())).statusCode).toBe(200);
    expect(await countRows('incoming_payments')).toBe(1);
    const unsigned = await t.app.inject({ method: 'POST', url: '/webhooks/collections/sandbox', headers: { 'content-type': 'application/json' }, payload: 'null' });
    expect(unsigned.statusCode).toBe(401);
  });
});
