import { ERRORS, type RepayDetailResponse } from '@lendline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, networkDown, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };

function detail(change: Partial<RepayDetailResponse> = {}): RepayDetailResponse {
  return {
    orderNo: 'LO-1', status: 2, currency: 'NGN', totalRepayable: 11_000_00, paid: 2_000_00, outstanding: 9_000_00,
    dueNow: 3_500_00, nextDueDate: '2027-02-01', daysToNextDue: 40, overdueDays: 0, penalty: 0, penaltyDays: [], credit: 0, waived: 0, payoffNow: 9_000_00,
    phases: [
      { phase: 1, dueDate: '2027-01-01', amount: 5_500_00, paid: 2_000_00, outstanding: 3_500_00, state: 'upcoming' },
      { phase: 2, dueDate: '2027-02-01', amount: 5_500_00, paid: 0, outstanding: 5_500_00, state: 'upcoming' },
    ],
    payments: [{ paidAt: '2026-12-20T10:00:00Z', amount: 2_000_00, applied: 2_000_00, channel: 'sandbox' }],
    options: { channels: ['paystack_account', 'paystack_card'], amountRule: { unit: 100_00, minimum: 1_000_00 }, sandbox: false },
    ...change,
  };
}

async function open(hash: string, handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi(handlers);
  await renderApp(hash, { ...SIGNED_IN, language });
  return api;
}

describe('repay_detail', () => {
  it('shows what is due now and in total, each instalment and the payments, in the one money format', async () => {
    const api = await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail()) });
    expect(await screen.findByText('₦3,500.00')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Due now' })).toBeTruthy();
    expect(screen.getByText('Still to repay: ₦9,000.00 of ₦11,000.00')).toBeTruthy();
    expect(screen.getByText('Repaid so far: ₦2,000.00')).toBeTruthy();
    expect(screen.getByText('Instalment 1, due 1 Jan 2027')).toBeTruthy();
    expect(screen.getByText('₦5,500.00, repaid ₦2,000.00')).toBeTruthy();
    expect(screen.getAllByText('Upcoming')).toHaveLength(2);
    expect(screen.getByText('20 Dec 2026: ₦2,000.00')).toBeTruthy();
    expect(api.callsTo('/repay/repay-order/detail')[0]!.url.searchParams.get('orderNo')).toBe('LO-1');
  });

  it('says how many days a loan is overdue and what is held for the borrower, in Spanish', async () => {
    await open('/repay/repay_detail?orderNo=LO-1', {
      '/repay/repay-order/detail': () => ok(detail({ status: 3, overdueDays: 4, credit: 150_00, phases: [{ ...detail().phases[0]!, state: 'overdue' }, detail().phases[1]!] })),
    }, 'es');
    expect((await screen.findByRole('alert')).textContent).toBe('Con 4 días de atraso: pague lo antes posible, por favor.');
    expect(screen.getByText('Vencido')).toBeTruthy();
    expect(screen.getByText(/Guardamos 150,00 ₦ a su favor/)).toBeTruthy();
  });

  it('says one day in the singular in Spanish (issue 19: not "1 días")', async () => {
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail({ status: 3, overdueDays: 1 })) }, 'es');
    expect((await screen.findByRole('alert')).textContent).toBe('Con 1 día de atraso: pague lo antes posible, por favor.');
  });

  it('says one day in the singular in English too', async () => {
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail({ status: 3, overdueDays: 1 })) });
    expect((await screen.findByRole('alert')).textContent).toBe('Overdue by 1 day: please repay as soon as you can.');
  });

  it('explains a late penalty: what was charged and the agreement’s rule, in English and Spanish (ADR 036)', async () => {
    const overdue = { status: 3, overdueDays: 2, penalty: 140_00, penaltyRule: { dailyPpm: 20_000, cap: 10_000_00, maxDays: 90 } } as const;
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail(overdue)) });
    expect(await screen.findByText('Late penalty charged so far: ₦140.00 (included in what you owe).')).toBeTruthy();
    expect(screen.getByText(/2% a day of the overdue amount is charged, at most ₦10,000.00 in all, and none after 90 days overdue/)).toBeTruthy();
  });

  it('says which overdue days were charged and that a day the nightly run missed was not (issue 19)', async () => {
    // Due 1 Mar, today 4 Mar: overdue by 3 days, charged for the 2nd and the 4th; the run missed the 3rd.
    const overdue: Partial<RepayDetailResponse> = {
      status: 3, overdueDays: 3, penalty: 217_82, penaltyRule: { dailyPpm: 20_000, cap: 10_000_00, maxDays: 90 },
      penaltyDays: [{ marketDay: '2027-03-02', amount: 108_91 }, { marketDay: '2027-03-04', amount: 108_91 }],
      phases: [{ phase: 1, dueDate: '2027-03-01', amount: 5_663_73, paid: 0, outstanding: 5_663_73, state: 'overdue' }],
    };
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail(overdue)) });
    expect((await screen.findByRole('alert')).textContent).toBe('Overdue by 3 days: please repay as soon as you can.');
    expect(screen.getByText('Late penalty charged so far: ₦217.82 (included in what you owe).')).toBeTruthy();
    expect(screen.getByText('Charged for 2 Mar 2027 and 4 Mar 2027.')).toBeTruthy();
    expect(screen.getByText('No penalty was charged for 3 Mar 2027, and none is owed for it.')).toBeTruthy();
  });

  it('names the days as ranges, in Spanish', async () => {
    const overdue: Partial<RepayDetailResponse> = {
      status: 3, overdueDays: 6, penalty: 326_73, penaltyRule: { dailyPpm: 20_000, cap: 10_000_00, maxDays: 90 },
      penaltyDays: ['2027-03-02', '2027-03-03', '2027-03-04'].map((marketDay) => ({ marketDay, amount: 108_91 })),
      phases: [{ phase: 1, dueDate: '2027-03-01', amount: 5_772_64, paid: 0, outstanding: 5_772_64, state: 'overdue' }],
    };
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail(overdue)) }, 'es');
    expect(await screen.findByText('Penalización cobrada por: los días del 2 mar 2027 al 4 mar 2027.')).toBeTruthy();
    expect(screen.getByText('No se cobró penalización por los días del 5 mar 2027 al 6 mar 2027, y no la debe.')).toBeTruthy();
  });

  it('explains a late penalty in Spanish', async () => {
    const overdue = { status: 3, overdueDays: 2, penalty: 140_00, penaltyRule: { dailyPpm: 20_000, cap: 10_000_00, maxDays: 90 } } as const;
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail(overdue)) }, 'es');
    expect(await screen.findByText(/Penalización por atraso cobrada hasta hoy: 140,00 ₦/)).toBeTruthy();
    expect(screen.getByText(/2 % al día sobre el monto vencido|2% al día sobre el monto vencido/)).toBeTruthy();
  });

  it('tells what paying it all off today costs when that is less than the schedule asks (interest only to today)', async () => {
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail({ payoffNow: 8_512_34 })) });
    expect(await screen.findByText('Pay it all off today for ₦8,512.34: interest only up to today.')).toBeTruthy();
  });

  it('says nothing of paying off early once the schedule asks no more than that', async () => {
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(detail()) });
    await screen.findByText('₦3,500.00');
    expect(screen.queryByText(/Pay it all off today/)).toBeNull();
  });

  it('thanks the borrower for a finished loan instead of asking for money', async () => {
    await open('/repay/repay_detail?orderNo=LO-1', {
      '/repay/repay-order/detail': () => ok(detail({ status: 4, outstanding: 0, paid: 11_000_00, dueNow: 0, nextDueDate: null })),
    });
    expect(await screen.findByText('This loan is fully repaid. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Due now' })).toBeNull();
  });

  it('opens the latest order when no order is named', async () => {
    const api = await open('/repay/repay_detail', {
      '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-9', status: 2, createdAt: '', submittedAt: null } }),
      '/repay/repay-order/detail': () => ok(detail({ orderNo: 'LO-9' })),
    });
    await screen.findByText('₦3,500.00');
    expect(api.callsTo('/repay/repay-order/detail')[0]!.url.searchParams.get('orderNo')).toBe('LO-9');
  });

  it('says the network failed, with a Retry that shows the figures once it answers', async () => {
    let online = false;
    await open('/repay/repay_detail?orderNo=LO-1', { '/repay/repay-order/detail': (call) => (online ? ok(detail()) : networkDown(call)) });
    expect((await screen.findByRole('alert')).textContent).toBe('ooops,network failed ,please reload the page');
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₦3,500.00')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says there is nothing to repay yet for a loan not paid out, with a way home', async () => {
    await open('/repay/repay_detail?orderNo=LO-1', {
      '/repay/repay-order/detail': () => ({ code: ERRORS.NOT_REPAYABLE.code, data: null, msg: 'This loan has nothing to repay right now' }),
    });
    expect(await screen.findByText('There is nothing to repay on this loan yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('#/');
  });
});
