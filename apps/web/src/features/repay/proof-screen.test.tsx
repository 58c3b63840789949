import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { repayDetail } from './repay-fixtures.ts';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const PROOF = {
  proofId: 'p-1', imageId: 'i-1', amount: 2_000_00, currency: 'NGN', paidOn: '2026-03-01', channel: 'bank_transfer', reference: 'NIP-000123',
  createdAt: '2026-03-02T09:00:00.000Z', answerBy: '2026-03-04T09:00:00.000Z', reviewedAt: null,
} as const;

async function open(handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi({ '/repay/repay-order/detail': () => ok(repayDetail()), ...handlers });
  await renderApp('/repay/voucher?orderNo=LO-1', { ...SIGNED_IN, language });
  return api;
}

describe('the repayment proof screen', () => {
  it('lists each proof with its state, the promised answer date and staff’s reason', async () => {
    await open({
      '/repay/get/voucher/list': () => ok({ orderNo: 'LO-1', proofs: [{ ...PROOF, state: 'pending', rejectReason: null }, { ...PROOF, proofId: 'p-0', state: 'rejected', rejectReason: 'The slip is for another account' }] }),
    });
    const list = await screen.findByRole('region', { name: 'Proofs you sent' });
    expect(within(list).getByText('Under review: answer by 4 Mar 2026, 10:00')).toBeTruthy();
    expect(within(list).getByText('Not accepted: The slip is for another account')).toBeTruthy();
    expect(screen.getByText(/We answer within 48 hours/)).toBeTruthy();
  });

  it('refuses a missing photo, a zero amount and a future date at their fields, keeps what was typed, and sends nothing', async () => {
    const api = await open({ '/repay/get/voucher/list': () => ok({ orderNo: 'LO-1', proofs: [] }) }, 'es');
    const amount = await screen.findByLabelText('Monto pagado');
    const user = userEvent.setup();
    await user.type(amount, '0');
    const day = screen.getByLabelText('Fecha de pago');
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.type(screen.getByLabelText('Referencia del comprobante'), 'NIP-000123');
    await user.click(screen.getByRole('button', { name: 'Enviar comprobante' }));
    expect(screen.getByText('El monto debe ser mayor que cero')).toBeTruthy();
    expect(screen.getByText('La fecha de pago no puede ser futura')).toBeTruthy();
    expect(screen.getByText('Agregue una foto del comprobante')).toBeTruthy();
    expect(screen.getByText('Elija cómo pagó')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Referencia del comprobante') as HTMLInputElement).value).toBe('NIP-000123');
    expect(api.callsTo('/repay/save/user/voucher')).toHaveLength(0);
  });

  it('takes the slip’s amount with its kobo, offers the decimal point, and names a third decimal at the field (issue 19)', async () => {
    await open({ '/repay/get/voucher/list': () => ok({ orderNo: 'LO-1', proofs: [] }) });
    const amount = await screen.findByLabelText('Amount paid');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    const user = userEvent.setup();
    await user.type(amount, '4945.90');
    await user.click(screen.getByRole('button', { name: 'Send the proof' }));
    expect(amount.getAttribute('aria-invalid')).not.toBe('true');
    await user.clear(amount);
    await user.type(amount, '4945.905');
    await user.click(screen.getByRole('button', { name: 'Send the proof' }));
    expect(screen.getByText('Please enter the amount as on the slip, with at most two decimals')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('4945.905');
  });
});
