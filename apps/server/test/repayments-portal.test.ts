import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { maskName, maskNameWithin } from '../src/modules/repayments/portal.ts';
import { readRepaymentLink, signRepaymentLink } from '../src/modules/repayments/repayment-link.ts';
import { singleKeyring } from '../src/shared/keyring.ts';
import { HOUR, useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { useStaffKey } from './staff-key.ts';

const t = useTestApp();
const collector = useStaffKey(t, ['collections.act']);

/** The query of a URL's hash route (`/#/portal/repayment?token=…`). */
const hashQuery = (url: string) => new URLSearchParams(new URL(url).hash.split('?')[1] ?? '');

/** The link staff (or a reminder) would send for the order (`<origin>/r/<token>`); its token. */
async function linkFor(orderNo: string): Promise<{ token: string; url: string; expiresAt: string }> {
  const res = await t.app.inject({ method: 'POST', url: `/staff/collections/links/${orderNo}`, headers: { authorization: `Bearer ${collector.key}` } });
  const { url, expiresAt } = res.json().data as { url: string; expiresAt: string };
  return { url, expiresAt, token: new URL(url).pathname.replace(/^\/r\//, '') };
}

describe('a signed repayment link', () => {
  it('opens without signing in and shows only what paying needs', async () => {
    const { orderNo, detail } = await disbursedLoan(t);
    const { url, token, expiresAt } = await linkFor(orderNo);
    // 40 characters after /r/, so a reminder with its link fits one SMS page; the server sends the browser on to the portal screen.
    expect(new URL(url).pathname).toMatch(/^\/r\/[A-Za-z0-9_-]{40}$/);
    const opened = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/#/portal/repayment?token=${token}`);
    expect(hashQuery(`http://x${opened.headers.location}`).get('token')).toBe(token);
    // The access log names the route, never the token (whoever holds it may pay).
    expect(t.logs.join('\n')).not.toContain(token);
    expect(expiresAt).toBe(new Date(t.clock.now().getTime() + 7 * 24 * HOUR).toISOString());
    const res = await t.call('/portal/repayment/detail', { body: { token } });
    expect(res.body.code, res.text).toBe(0);
    expect(res.body.data).toEqual({
      maskedName: expect.stringMatching(/^\p{L}\*+\p{L}? \p{L}\*+\p{L}?$/u),
      orderTail: orderNo.slice(-4),
      status: 2,
      currency: 'NGN',
      dueNow: expect.any(Number),
      outstanding: detail.outstanding,
      nextDueDate: expect.any(String),
      overdueDays: 0,
      options: { channels: ['paystack_account', 'paystack_card'], amountRule: { unit: 100_00, minimum: 1_000_00 }, sandbox: true },
      linkExpiresAt: expiresAt,
    });
    // Nothing else of the borrower: no phone, no order number, no account, no payments.
    expect(res.text).not.toMatch(/0803|orderNo|payments|phases/);
  });

  it('pays through the app’s channels: the borrower’s account, and a checkout that comes back to the link', async () => {
    const { orderNo, detail, token: own } = await disbursedLoan(t);
    const { token } = await linkFor(orderNo);
    const account = await t.call('/portal/repayment/confirm', { body: { token, channel: 'paystack_account' } });
    expect(account.body).toMatchObject({ code: 0, data: { kind: 'account', account: { accountNumber: expect.stringMatching(/^\d{10}$/) } } });
    // Whoever holds the link sees the name masked here too, as on the detail (issue 19); the signed-in borrower sees their own in full.
    expect(account.body.data.account.accountName).toBe('LENDLINE/A***E O***R');
    expect((await t.call('/repay/dedicated_account/create', { token: own })).body.data.accountName).toBe('LENDLINE/ADAEZE OKAFOR');

    const bad = await t.call('/portal/repayment/confirm', { body: { token, channel: 'paystack_card', amount: '1050' } });
    expect(bad.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'amount', message: 'The amount must be a multiple of ₦100.00' }] } });
    const started = await t.call('/portal/repayment/confirm', { body: { token, channel: 'paystack_card', amount: '2000' } });
    expect(started.body.code, started.text).toBe(0);
    const { url, reference } = started.body.data.checkout as { url: string; reference: string };
    expect(Object.fromEntries(hashQuery(url))).toEqual({ token, checkout: reference });
    expect((await t.call('/portal/repayment/confirm', { body: { token, reference } })).body.data).toEqual({ kind: 'verified', verified: { state: 'pending', orderNo, amount: 2_000_00 } });

    const other = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    await t.call('/sandbox/collections/pay-reference', { token: other.token, body: { reference } }); // not theirs: refused
    const afterOther = await t.call('/portal/repayment/detail', { body: { token } });
    expect(afterOther.body.data.outstanding).toBe(detail.outstanding);
  });

  it('refuses a tampered, forged, expired or malformed link with a clear message, and a channel not offered', async () => {
    const { orderNo } = await disbursedLoan(t);
    const { token } = await linkFor(orderNo);
    const { orderId, expiresAt } = readRepaymentLink(singleKeyring(t.config.secretKey), token, t.clock.now())!;
    const flipped = (byte: number) => {
      const raw = Buffer.from(token, 'base64url');
      raw[byte] = raw[byte]! ^ 1;
      return raw.toString('base64url');
    };
    const tampered = [
      flipped(19), // a later expiry
      flipped(3), // another order
      flipped(29), // the tag
      signRepaymentLink('another-servers-secret-key-0123456789abc', orderId, expiresAt),
      `${token}A`,
      'garbage',
    ];
    for (const bad of tampered) {
      const res = await t.call('/portal/repayment/detail', { body: { token: bad } });
      expect(res.body, bad).toMatchObject({ code: ERRORS.NOT_FOUND.code, msg: 'This payment link is not valid or has expired. Please sign in to repay, or ask for a new link' });
    }
    expect((await t.call('/portal/repayment/confirm', { body: { token, channel: 'oxxo', amount: '2000' } })).body.code).toBe(ERRORS.CHANNEL_NOT_OFFERED.code);
    t.clock.advance(7 * 24 * HOUR);
    const expired = await t.call('/portal/repayment/detail', { lang: 'es', body: { token } });
    expect(expired.body).toMatchObject({ code: ERRORS.NOT_FOUND.code, msg: 'Este enlace de pago no es válido o ya venció. Inicie sesión para pagar o pida un enlace nuevo' });
  });
});

describe('link and name helpers', () => {
  it.each([
    ['a UUID, in 40 characters', '6f1c2e0a-5b7d-4c3e-9a8b-1d2e3f4a5b6c', /^[A-Za-z0-9_-]{40}$/],
    ['any other id, in the v1 form links were first sent in', 'order-1', /^v1\.order-1\.\d+\.[A-Za-z0-9_-]{43}$/],
  ])('reads back what it signed for %s until it expires, and nothing under another key', (_, orderId, form) => {
    const at = new Date('2026-03-02T09:00:00Z');
    const token = signRepaymentLink('k'.repeat(40), orderId, new Date(at.getTime() + HOUR));
    expect(token).toMatch(form);
    expect(readRepaymentLink(singleKeyring('k'.repeat(40)), token, at)).toEqual({ orderId, expiresAt: new Date(at.getTime() + HOUR) });
    expect(readRepaymentLink(singleKeyring('k'.repeat(40)), token, new Date(at.getTime() + HOUR))).toBeNull();
    expect(readRepaymentLink(singleKeyring('j'.repeat(40)), token, at)).toBeNull();
  });

  it('masks each name to its first and last letter', () => {
    expect(maskName('Adaeze', 'Okafor')).toBe('A***e O***r');
    expect(maskName('Jo', 'María José')).toBe('J* M***a J***é');
  });

  it('masks the borrower’s name words inside a vendor’s account name, whatever their case, and nothing else', () => {
    expect(maskNameWithin('LENDLINE/ADAEZE OKAFOR', { firstName: 'Adaeze', lastName: 'Okafor' })).toBe('LENDLINE/A***E O***R');
    expect(maskNameWithin('Lendline-José Ana Gómez', { firstName: 'José', lastName: 'Gómez' })).toBe('Lendline-J***é Ana G***z');
    expect(maskNameWithin('ANABEL ANA', { firstName: 'Ana', lastName: 'Anabel' })).toBe('A***L A***A');
    expect(maskNameWithin('LENDLINE SA DE CV', { firstName: 'Adaeze', lastName: 'Okafor' })).toBe('LENDLINE SA DE CV');
  });
});
