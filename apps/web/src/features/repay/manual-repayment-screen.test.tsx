import { ERRORS } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, networkDown, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { code128Bars } from './code128.ts';
import { provider } from './repay-api.ts';
import { repayDetail } from './repay-fixtures.ts';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const MEXICO = repayDetail({ currency: 'MXN', outstanding: 2_193_45, dueNow: 2_193_45, payoffNow: 2_193_45, options: { channels: ['stp_clabe', 'oxxo'], amountRule: { unit: 10_00, minimum: 1_000_00 }, sandbox: true } });

async function open(hash: string, handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi(handlers);
  await renderApp(hash, { ...SIGNED_IN, language });
  return api;
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(provider, 'open').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('manual_repayment', () => {
  it('refuses each bad amount at the field, before any call, and keeps what was typed', async () => {
    const api = await open('/repay/manual_repayment?orderNo=LO-1&channel=paystack_card', { '/repay/repay-order/detail': () => ok(repayDetail()) });
    const amount = await screen.findByLabelText('Amount to repay');
    expect((amount as HTMLInputElement).value).toBe('5500');
    const user = userEvent.setup();
    for (const [typed, message] of [
      ['', 'Please enter the amount to repay'],
      ['1500.5', 'Please enter a whole amount, without decimals. Only the exact amounts shown to you may have them'],
      ['-2000', 'The amount cannot be negative. Please enter how much you want to pay'],
      ['abc', 'Please write the amount in figures only, for example 5000'],
      ['999', 'The minimum repayment is ₦1,000.00'],
      ['1050', 'The amount must be a multiple of ₦100.00'],
      // ₦11,000.00 owed: nothing above it is taken (issue 19: ₦100,000,000 opened a checkout).
      ['100000000', 'That is more than you owe. The most you can pay now is ₦11,000.00'],
      ['11100', 'That is more than you owe. The most you can pay now is ₦11,000.00'],
    ] as const) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
      expect(screen.getByText(message), typed).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(amount);
      expect((amount as HTMLInputElement).value).toBe(typed);
    }
    expect(api.callsTo('/repay/paystack/authorization')).toHaveLength(0);
  });

  it('goes to the provider’s page for a good amount', async () => {
    const api = await open('/repay/manual_repayment?orderNo=LO-1&channel=paystack_card', {
      '/repay/repay-order/detail': () => ok(repayDetail()),
      '/repay/paystack/authorization': () => ok({ url: 'https://checkout.paystack.com/LLREF', reference: 'LLREF', amount: 2_000_00 }),
    });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Amount to repay');
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/LLREF'));
    // A GET in spec section 7: the amount travels as typed, in the query.
    expect(Object.fromEntries(api.callsTo('/repay/paystack/authorization')[0]!.url.searchParams)).toMatchObject({ orderNo: 'LO-1', amount: '2000' });
  });

  it('shows the server’s refusal at the field and a network failure on the form, keeping the amount', async () => {
    let down = true;
    await open('/repay/manual_repayment?orderNo=LO-1&channel=paystack_card', {
      '/repay/repay-order/detail': () => ok(repayDetail()),
      '/repay/paystack/authorization': (call) =>
        down ? networkDown(call) : { code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'amount', message: 'The minimum repayment is ₦1,000.00' }] }, msg: '' },
    });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Amount to repay');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    expect((await screen.findAllByText('ooops,network failed ,please reload the page')).length).toBeGreaterThan(0);
    expect((amount as HTMLInputElement).value).toBe('3000');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    expect(await screen.findByText('The minimum repayment is ₦1,000.00')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('3000');
  });

  it('takes the amount it suggests and the exact payoff as typed, off the ₦100 steps, and states the most (issue 19)', async () => {
    const owed = repayDetail({ dueNow: 4_945_90, payoffNow: 20_884_77, outstanding: 20_885_28 });
    const api = await open('/repay/manual_repayment?orderNo=LO-1&channel=paystack_card', {
      '/repay/repay-order/detail': () => ok(owed),
      '/repay/paystack/authorization': (call) => ok({ url: 'https://checkout.paystack.com/LL', reference: 'LL', amount: Number(call.url.searchParams.get('amount')) * 100 }),
    });
    const amount = await screen.findByLabelText('Amount to repay');
    expect((amount as HTMLInputElement).value).toBe('4945.90');
    expect(screen.getByText('Whole amounts in steps of ₦100.00, from ₦1,000.00 up to ₦20,900.00. The amounts shown here are always accepted as they are; anything paid over what you owe is kept for you.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    await vi.waitFor(() => expect(api.callsTo('/repay/paystack/authorization')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '20884.77');
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    await vi.waitFor(() => expect(api.callsTo('/repay/paystack/authorization')).toHaveLength(2));
    expect(api.callsTo('/repay/paystack/authorization').map((c) => c.url.searchParams.get('amount'))).toEqual(['4945.90', '20884.77']);
  });

  it('takes the early payoff with its kobo, the amount that finishes the loan today', async () => {
    const api = await open('/repay/manual_repayment?orderNo=LO-1&channel=paystack_card', {
      '/repay/repay-order/detail': () => ok(repayDetail({ payoffNow: 10_012_34 })),
      '/repay/paystack/authorization': () => ok({ url: 'https://checkout.paystack.com/LLP', reference: 'LLP', amount: 10_012_34 }),
    });
    expect(await screen.findByText('Paying it all off today costs ₦10,012.34.')).toBeTruthy();
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount to repay');
    await user.clear(amount);
    await user.type(amount, '10012.34');
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/LLP'));
    expect(api.callsTo('/repay/paystack/authorization')[0]!.url.searchParams.get('amount')).toBe('10012.34');
  });

  it('says a channel the market does not offer is not offered', async () => {
    await open('/repay/manual_repayment?orderNo=LO-1&channel=oxxo', { '/repay/repay-order/detail': () => ok(repayDetail()) });
    expect(await screen.findByText('This way to pay is not offered here. Please choose another.')).toBeTruthy();
    expect(screen.queryByLabelText('Amount to repay')).toBeNull();
  });

  it('in Mexico, takes the exact amount owed with its centavos, makes an OXXO reference and shows it', async () => {
    const expiresAt = new Date(Date.now() + 72 * 3_600_000).toISOString();
    const api = await open('/repay/manual_repayment?orderNo=LO-1&channel=oxxo', {
      '/repay/repay-order/detail': () => ok(MEXICO),
      '/repay/getOXXOReference': () => ok({ reference: '9312345678901234', barcodeUrl: 'https://s3.conekta.io/barcode.png', amount: 2_193_45, currency: 'MXN', expiresAt }),
    }, 'es');
    const amount = await screen.findByLabelText('Monto a pagar');
    expect((amount as HTMLInputElement).value).toBe('2193.45');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Obtener mi referencia OXXO' }));
    expect(await screen.findByText('9312 3456 7890 1234')).toBeTruthy();
    expect(api.callsTo('/repay/getOXXOReference')[0]!.url.searchParams.get('amount')).toBe('2193.45');
    expect(screen.getByRole('img', { name: 'Código de barras de la referencia 9312345678901234' })).toBeTruthy();
    expect(screen.getByText(/^Monto a pagar: /).textContent).toMatch(/2,193\.45|2193,45|2 193,45/);
    expect(screen.getByRole('button', { name: 'Simular el pago de esta referencia' })).toBeTruthy();
  });
});

describe('repay_oxxo', () => {
  it('shows the reference kept from before a reload, and an expired one as expired with a way to a new one', async () => {
    sessionStorage.setItem('lendline.oxxo.LO-1', JSON.stringify({ reference: '9300000000000001', barcodeUrl: null, amount: 1_000_00, currency: 'MXN', expiresAt: '2020-01-01T00:00:00Z' }));
    await open('/repay/repay_oxxo?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(MEXICO) }, 'es');
    expect(await screen.findByText('9300 0000 0000 0001')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Esta referencia venció. Pida una nueva, por favor.');
    expect(screen.getByRole('link', { name: 'Obtener una referencia nueva' }).getAttribute('href')).toBe('#/repay/manual_repayment?orderNo=LO-1&channel=oxxo');
    expect(screen.queryByRole('button', { name: 'Simular el pago de esta referencia' })).toBeNull();
  });

  it('draws the reference as the barcode the till scans, even when the vendor sent no image (issue 19)', async () => {
    sessionStorage.setItem('lendline.oxxo.LO-1', JSON.stringify({ reference: '93000262276908', barcodeUrl: null, amount: 1_000_00, currency: 'MXN', expiresAt: '2099-01-01T00:00:00Z' }));
    await open('/repay/repay_oxxo?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(MEXICO) }, 'es');
    const barcode = await screen.findByRole('img', { name: 'Código de barras de la referencia 93000262276908' });
    const drawn = [...barcode.querySelectorAll('rect.barcode__bar')].map((bar) => ({ x: Number(bar.getAttribute('x')), width: Number(bar.getAttribute('width')) }));
    // The bars of the reference's Code 128 symbols, after a quiet zone of 10 modules.
    expect(drawn).toEqual(code128Bars('93000262276908').map((bar) => ({ x: bar.x + 10, width: bar.width })));
    expect(screen.getByRole('button', { name: 'Copiar Referencia OXXO Pay' })).toBeTruthy();
  });

  it('pays the reference in the sandbox and says so', async () => {
    sessionStorage.setItem('lendline.oxxo.LO-1', JSON.stringify({ reference: '9300000000000002', barcodeUrl: null, amount: 1_000_00, currency: 'MXN', expiresAt: '2099-01-01T00:00:00Z' }));
    const api = await open('/repay/repay_oxxo?orderNo=LO-1', {
      '/repay/repay-order/detail': () => ok(MEXICO),
      '/sandbox/collections/pay-reference': () => ok({ providerReference: 'sbx.2', paidTo: '9300000000000002', amount: 1_000_00 }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Simulate paying this reference' }));
    expect(await screen.findByText(/^The sandbox paid .*1,000\.00\. Your balance is updated\.$/)).toBeTruthy();
    expect(api.callsTo('/sandbox/collections/pay-reference')[0]!.body).toEqual({ reference: '9300000000000002' });
  });
});

describe('repay_stp', () => {
  it('shows the borrower’s CLABE in groups with its bank and a copy button, in Spanish', async () => {
    await open('/repay/repay_stp?orderNo=LO-1&channel=stp_clabe', {
      '/repay/repay-order/detail': () => ok({ ...MEXICO, options: { ...MEXICO.options, sandbox: false } }),
      '/repay/getStpClabe': () => ok({ provider: 'stp', accountNumber: '646180123400000018', bankName: 'STP', accountName: 'LENDLINE MX SAPI' }),
    }, 'es');
    expect(await screen.findByText('6461 8012 3400 0000 18')).toBeTruthy();
    expect(screen.getByText('STP')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar CLABE' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simular pago' })).toBeNull();
  });
});
