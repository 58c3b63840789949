import type { ConfirmExtensionResponse, ExtensionDataResponse, RepayDetailResponse } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };

function data(change: Partial<ExtensionDataResponse> = {}): ExtensionDataResponse {
  return {
    orderNo: 'LO-1', status: 2, currency: 'NGN', canExtend: true, reason: null, days: 7, fee: 137_20, feeTax: 10_29, total: 147_49, principalOwed: 20_000_00, owed: 20_885_28,
    currentDueDate: '2027-03-01', newDueDate: '2027-03-08', used: 0, max: 2, channels: ['paystack_account', 'paystack_card'], sandbox: false, pending: null,
    agreement: { title: 'Loan renewal agreement no. LO-1', sections: [{ heading: 'The extension', paragraphs: ['Extension 1 of the 2 your product allows: 7 days.'] }] },
    ...change,
  };
}

const order = { extensionNo: 'E1', orderNo: 'LO-1', state: 'awaiting_payment' as const, currency: 'NGN' as const, days: 7, fee: 137_20, feeTax: 10_29, total: 147_49, currentDueDate: '2027-03-01', newDueDate: '2027-03-08', expiresAt: '2027-02-23T10:00:00Z', appliedAt: null };

async function open(hash: string, handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi(handlers);
  await renderApp(hash, { ...SIGNED_IN, language });
  return api;
}

describe('exhibition_period_detail', () => {
  it('shows the fee, the days, both dates, how many are left and the honest cost', async () => {
    await open('/repay/exhibition_period_detail?orderNo=LO-1', { '/repay/getExtensionData': () => ok(data()) });
    expect(await screen.findByText('You pay now: ₦147.49')).toBeTruthy();
    expect(screen.getByText('Extension fee: ₦137.20, plus ₦10.29 tax')).toBeTruthy();
    expect(screen.getByText('Current due date: 1 Mar 2027')).toBeTruthy();
    expect(screen.getByText('New due date: 8 Mar 2027')).toBeTruthy();
    expect(screen.getByText('Extensions left on this loan: 2 of 2')).toBeTruthy();
    // Everything owed, penalties included, as repay_detail says it: never the principal alone (issue 19).
    expect(screen.getByText('In plain words: you pay ₦147.49 now for 7 more days. The fee repays nothing: you still owe ₦20,885.28, and your next payment is due on 8 Mar 2027. Repaying on time costs less.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to extend' })).toBeTruthy();
  });

  it('says why a loan cannot be extended, in Spanish', async () => {
    await open('/repay/exhibition_period_detail?orderNo=LO-1', { '/repay/getExtensionData': () => ok(data({ canExtend: false, reason: 'EXTENSION_LIMIT_REACHED', used: 2 })) }, 'es');
    expect((await screen.findByRole('alert')).textContent).toBe('Este préstamo no se puede prorrogar');
    expect(screen.getByText(/ya tuvo todas las prórrogas/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continuar con la prórroga' })).toBeNull();
  });
});

describe('confirm_exhibition', () => {
  it('asks for the agreement first, then shows the account to send the fee to', async () => {
    const confirmed: ConfirmExtensionResponse = { order, channels: ['paystack_account', 'paystack_card'], payment: { kind: 'account', account: { provider: 'sandbox', accountNumber: '9912345678', bankName: 'Test Bank', accountName: 'Lendline / A O' } } };
    const api = await open('/repay/confirm_exhibition?orderNo=LO-1', {
      '/repay/getExtensionData': () => ok(data()),
      '/repay/confirmExtensionOrder': () => ok(confirmed),
      '/repay/dedicated_account/create': () => ok(confirmed.payment!.account),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bank transfer to your own account number' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please read and accept the renewal agreement first');
    expect(api.callsTo('/repay/confirmExtensionOrder')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the renewal agreement' }));
    await user.click(screen.getByRole('button', { name: 'Bank transfer to your own account number' }));
    expect(await screen.findByText(/Send at least ₦147.49 to this account/)).toBeTruthy();
    expect(screen.getByText('Waiting for the fee. Your due date moves as soon as we receive ₦147.49.')).toBeTruthy();
    expect(api.callsTo('/repay/confirmExtensionOrder')[0]!.url.searchParams.get('channel')).toBe('paystack_account');
  });

  it('shows the fee’s OXXO reference in groups, with a copy button and its barcode, in Spanish (issue 19)', async () => {
    const pesos = { ...order, currency: 'MXN' as const };
    const cash = { reference: '93000262276908', barcodeUrl: null, amount: 147_49, currency: 'MXN' as const, expiresAt: '2099-01-01T15:30:00Z' };
    const confirmed: ConfirmExtensionResponse = { order: pesos, channels: ['stp_clabe', 'oxxo'], payment: { kind: 'cash', cash } };
    await open('/repay/confirm_exhibition?orderNo=LO-1', {
      '/repay/getExtensionData': () => ok(data({ currency: 'MXN', channels: ['stp_clabe', 'oxxo'] })),
      '/repay/confirmExtensionOrder': () => ok(confirmed),
    }, 'es');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'He leído y acepto el convenio de renovación' }));
    await user.click(screen.getByRole('button', { name: 'Efectivo en OXXO' }));
    expect(await screen.findByText('9300 0262 2769 08')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar Referencia OXXO Pay' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Código de barras de la referencia 93000262276908' })).toBeTruthy();
  });

  it('back from the card checkout, verifies it and shows the new date, in Spanish', async () => {
    const api = await open('/repay/confirm_exhibition?orderNo=LO-1&checkout=LLREF', {
      '/repay/getExtensionData': () => ok(data()),
      '/repay/updateExtensionOrderStatus': () => ok({ order: { ...order, state: 'applied', appliedAt: '2027-02-21T10:00:00Z' }, nextDueDate: '2027-03-08', status: 2 }),
    }, 'es');
    expect(await screen.findByText('Listo: su nueva fecha de pago es el 8 mar 2027.')).toBeTruthy();
    expect(api.callsTo('/repay/updateExtensionOrderStatus')[0]!.url.searchParams.get('reference')).toBe('LLREF');
  });
});

describe('/convenios', () => {
  it('shows the renewal agreement the server wrote from the extension’s figures', async () => {
    await open('/convenios?orderNo=LO-1', { '/repay/getExtensionData': () => ok(data()) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Loan renewal agreement no. LO-1' })).toBeTruthy();
    expect(screen.getByText('Extension 1 of the 2 your product allows: 7 days.')).toBeTruthy();
  });
});

describe('repay_detail', () => {
  it('offers the rollover only while the loan can be extended', async () => {
    const detail = { orderNo: 'LO-1', status: 2, currency: 'NGN', totalRepayable: 11_000_00, paid: 0, outstanding: 11_000_00, dueNow: 11_000_00, nextDueDate: '2027-03-01', overdueDays: 0, penalty: 0, credit: 0, waived: 0, payoffNow: 11_000_00, phases: [], payments: [], options: { channels: ['paystack_account'], amountRule: { unit: 100_00, minimum: 1_000_00 }, sandbox: false } } as unknown as RepayDetailResponse;
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail), '/repay/getExtensionData': () => ok(data()) });
    expect(await screen.findByRole('link', { name: 'Need more time? Extend the due date' })).toBeTruthy();
  });
});
