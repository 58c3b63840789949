import type { ManualPaymentInput, MatchSuspenseInput, StaffLoanOwed, WriteOffInput } from '@lendline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** The money actions on a loan, each only ever asked (ADR 076, 079): it runs when a second person approves it. */
export type MoneyRequest =
  | { action: 'matchSuspense'; input: MatchSuspenseInput; reason: string }
  | { action: 'manualPayment'; input: ManualPaymentInput; reason: string }
  | { action: 'writeOff'; input: WriteOffInput; reason: string };

export function useRequestMoneyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MoneyRequest) => callStaffApi<{ id: string; action: string }>('POST', '/staff/approvals', request),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}

/** A loan's figures today by its order number, read when staff ask (a lookup, not a query kept fresh). */
export function useLoanOwedLookup() {
  return useMutation({
    mutationFn: (orderNo: string) => callStaffApi<StaffLoanOwed>('GET', `/staff/loans/${encodeURIComponent(orderNo)}/owed`),
  });
}
