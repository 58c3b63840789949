import type { Currency } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** A payment not (wholly) on a loan, as GET /staff/collections/held answers it (issue 10). */
export interface HeldPayment {
  id: string;
  provider: string;
  providerReference: string;
  amount: number;
  currency: Currency;
  paidAt: string;
  /** 'allocated' (with some left over) | 'credit' | 'suspense'. */
  outcome: string;
  reason: string | null;
  userId: string | null;
  /** What of it no loan took, in minor units. */
  unapplied: number;
}

export interface RefundRequest {
  userId: string;
  amount: number;
  currency: Currency;
  transferReference: string;
  reason: string;
}

export function useHeldMoney() {
  return useQuery({
    queryKey: ['held'],
    queryFn: async () => (await callStaffApi<{ payments: HeldPayment[] }>('GET', '/staff/collections/held')).payments,
  });
}

/** A refund is only ever asked (ADR 076): it runs when a second person approves it in the queue. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, ...input }: RefundRequest) => callStaffApi<{ id: string }>('POST', '/staff/approvals', { action: 'refund', input, reason }),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
