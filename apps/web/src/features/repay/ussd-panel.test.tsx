import { ERRORS } from '@lendline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { repayDetail } from './repay-fixtures.ts';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const CODE = { ussdCode: '*737*33*4*18791#', reference: '812345678901234567', bank: '737', amount: 5_500_00, currency: 'NGN' };
const withUssd = (sandbox = false) => repayDetail({ options: { ...repayDetail().options, channels: ['paystack_account', 'paystack_card', 'paystack_ussd'], sandbox } });
const CHANNEL = 'Dial your bank’s USSD code (no mobile data)';

async function open(handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi({ '/repay/repay-order/detail': () => ok(withUssd()), ...handlers });
  await renderApp('/repay/cashier?orderNo=LO-1', { ...SIGNED_IN, language });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: language === 'en' ? CHANNEL : 'Marque el código USSD de su banco (sin datos móviles)' }));
  return { api, user };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cashier: paying by bank USSD code (ADR 104)', () => {
  it('offers the four banks Paystack supports, then shows the code with amount and reference, a dial link and a copy button', async () => {
    const { api, user } = await open({ '/repay/paystack/ussd': () => ok(CODE) });
    expect(screen.getByText(/works without mobile data or internet/)).toBeTruthy();
    const bank = screen.getByLabelText('Your bank') as HTMLSelectElement;
    expect([...bank.options].map((o) => o.value)).toEqual(['', '737', '919', '822', '966']);
    expect([...bank.options].map((o) => o.textContent)).toContain('GTBank (Guaranty Trust Bank) (*737#)');
    await user.selectOptions(bank, '737');
    await user.click(screen.getByRole('button', { name: 'Get the code to dial' }));
    expect(await screen.findByText('*737*33*4*18791#')).toBeTruthy();
    const sent = api.callsTo('/repay/paystack/ussd')[0]!.body as Record<string, string>;
    expect(sent).toMatchObject({ orderNo: 'LO-1', amount: '5500', bank: '737', attempt: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['₦5,500.00', '812345678901234567']);
    expect(screen.getByRole('link', { name: 'Dial *737*33*4*18791#' }).getAttribute('href')).toBe('tel:*737*33*4*18791%23');
    expect(document.activeElement?.textContent).toBe('Code to dial');
    await user.click(screen.getByRole('button', { name: 'Copy Code to dial' }));
    expect(await navigator.clipboard.readText()).toBe('*737*33*4*18791#');
    expect(screen.queryByRole('button', { name: 'Simulate paying this reference' })).toBeNull();
  });

  it('says at the field that no bank was chosen, and asks nothing of the server', async () => {
    const { api, user } = await open({ '/repay/paystack/ussd': () => ok(CODE) });
    await user.click(screen.getByRole('button', { name: 'Get the code to dial' }));
    const bank = screen.getByLabelText('Your bank');
    await waitFor(() => expect(bank.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(bank.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe('Please choose your bank');
    expect(document.activeElement).toBe(bank);
    expect(api.callsTo('/repay/paystack/ussd')).toHaveLength(0);
  });

  it('keeps the choice when Paystack is unavailable, and the retry sends the same attempt', async () => {
    let answers = 0;
    const { api, user } = await open({
      '/repay/paystack/ussd': () => ((answers += 1) === 1 ? { code: ERRORS.COLLECTIONS_UNAVAILABLE.code, data: null, msg: 'unavailable' } : ok(CODE)),
    });
    await user.selectOptions(screen.getByLabelText('Your bank'), '737');
    await user.click(screen.getByRole('button', { name: 'Get the code to dial' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Paystack is not answering right now.*never charges you twice\.$/);
    expect((screen.getByLabelText('Your bank') as HTMLSelectElement).value).toBe('737');
    expect((screen.getByLabelText('Amount to repay') as HTMLInputElement).value).toBe('5500');
    await user.click(screen.getByRole('button', { name: 'Get the code to dial' }));
    expect(await screen.findByText('*737*33*4*18791#')).toBeTruthy();
    const [first, second] = api.callsTo('/repay/paystack/ussd').map((c) => c.body as Record<string, string>);
    expect(second!.attempt).toBe(first!.attempt);
  });

  it('makes a new attempt for another bank', async () => {
    const { api, user } = await open({ '/repay/paystack/ussd': () => ({ code: ERRORS.COLLECTIONS_UNAVAILABLE.code, data: null, msg: 'unavailable' }) });
    await user.selectOptions(screen.getByLabelText('Your bank'), '737');
    await user.click(screen.getByRole('button', { name: 'Get the code to dial' }));
    await screen.findByRole('alert');
    await user.selectOptions(screen.getByLabelText('Your bank'), '966');
    await user.click(screen.getByRole('button', { name: 'Get the code to dial' }));
    await waitFor(() => expect(api.callsTo('/repay/paystack/ussd')).toHaveLength(2));
    const [first, second] = api.callsTo('/repay/paystack/ussd').map((c) => c.body as Record<string, string>);
    expect(second!.attempt).not.toBe(first!.attempt);
  });

  it('in the sandbox, simulates paying the code’s reference and shows the new balance', async () => {
    let paid = false;
    const { api, user } = await open({
      '/repay/repay-order/detail': () => ok(paid ? { ...withUssd(true), paid: 5_500_00, outstanding: 5_500_00, dueNow: 0 } : withUssd(true)),
      '/repay/paystack/ussd': () => ok(CODE),
      '/sandbox/collections/pay-reference': () => {
        paid = true;
        return ok({ providerReference: 'sbx.1', paidTo: CODE.reference, amount: CODE.amount });
      },
    });
    await user.selectOptions(screen.getByLabelText('Your bank'), '737');
    await user.click(screen.getByRole('button', { name: 'Get the code to dial' }));
    await user.click(await screen.findByRole('button', { name: 'Simulate paying this reference' }));
    expect(await screen.findByText('The sandbox paid ₦5,500.00. Your balance is updated.')).toBeTruthy();
    expect(api.callsTo('/sandbox/collections/pay-reference')[0]!.body).toEqual({ reference: CODE.reference });
    expect(await screen.findByText('Still to repay: ₦5,500.00 of ₦11,000.00')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    const { user } = await open({ '/repay/paystack/ussd': () => ok(CODE) }, 'es');
    await user.click(screen.getByRole('button', { name: 'Obtener el código para marcar' }));
    expect(await screen.findByText('Elija su banco', { selector: '.field__error' })).toBeTruthy();
  });
});
