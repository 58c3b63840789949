import type { StaffPayoutList } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** What a desk action did (the server's DeskAnswer): a new attempt, a requery, a give-up or a message. */
export interface DeskAnswer {
  orderNo: string;
  reference: string;
  kind: 'new_attempt' | 'requery' | 'given_up' | 'account_asked';
}

/** The action a card asks for; `reason` only for give-up. */
export type DeskAction = { orderNo: string } & ({ verb: 'retry' | 'ask-account' } | { verb: 'give-up'; reason: string });

/** Failed and stuck payouts, oldest first, with the counts of both (ADR 080). */
export function usePayouts() {
  return useQuery({ queryKey: ['payouts'], queryFn: () => callStaffApi<StaffPayoutList>('GET', '/staff/payouts') });
}

/** Retry, give up or ask for a new account: the list is read again whatever the answer. */
export function usePayoutAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DeskAction) =>
      callStaffApi<DeskAnswer>('POST', `/staff/payouts/${encodeURIComponent(action.orderNo)}/${action.verb}`, action.verb === 'give-up' ? { reason: action.reason } : {}),
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['payouts'] });
    },
  });
}

/** Sending again to a new account is only ever asked (ADR 076, 080): it runs when a second person approves it. */
export function useRequestResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, account, reason }: { orderNo: string; account: Record<string, string>; reason: string }) =>
      callStaffApi<{ id: string }>('POST', '/staff/approvals', { action: 'resendPayout', input: { orderNo, account }, reason }),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}

/** The market's banks as the borrower's bank-card form lists them (GET /staff/banks): the resend form's choice of bank in Nigeria. */
export function useBanks() {
  return useQuery({
    queryKey: ['banks'],
    // The list changes with a release, not within a shift.
    staleTime: Infinity,
    queryFn: async () => (await callStaffApi<{ banks: { code: string; name: string }[] }>('GET', '/staff/banks')).banks,
  });
}
