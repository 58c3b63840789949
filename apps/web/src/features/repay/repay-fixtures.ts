import { OrderStatus, type RepayDetailResponse } from '@lendline/domain';

/** A Nigerian loan of ₦11,000 in one instalment, nothing paid, as the repayment detail answers it. */
export function repayDetail(change: Partial<RepayDetailResponse> = {}): RepayDetailResponse {
  return {
    orderNo: 'LO-1', status: OrderStatus.Repaying, currency: 'NGN', totalRepayable: 11_000_00, paid: 0, outstanding: 11_000_00,
    dueNow: 5_500_00, nextDueDate: '2027-01-01', daysToNextDue: 30, overdueDays: 0, penalty: 0, penaltyDays: [], credit: 0, waived: 0, payoffNow: 11_000_00,
    phases: [{ phase: 1, dueDate: '2027-01-01', amount: 11_000_00, paid: 0, outstanding: 11_000_00, state: 'upcoming' }],
    payments: [],
    options: { channels: ['paystack_account', 'paystack_card'], amountRule: { unit: 100_00, minimum: 1_000_00 }, sandbox: false },
    ...change,
  };
}
