import type { Currency, RefundMethod, RefundState } from '@lendline/domain';
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

/** A refund on the payout rail (ADR 085): in flight, failed (its money held again) or just sent. */
export interface RailRefund {
  id: string;
  userId: string;
  amount: number;
  currency: Currency;
  state: RefundState;
  /** Our reference at the provider (never the borrower's account). */
  reference: string;
  failureReason: string | null;
  staffName: string;
  createdAt: string;
  updatedAt: string;
}

export interface RefundRequest {
  userId: string;
  amount: number;
  currency: Currency;
  /** The rail unless staff chose a manual transfer, which names its reference. */
  method: RefundMethod;
  transferReference?: string;
  reason: string;
}

/** One read of the money held serves both lists: the payments, and the rail's refunds. */
const heldQuery = {
  queryKey: ['held'],
  queryFn: () => callStaffApi<{ payments: HeldPayment[]; refunds?: RailRefund[] }>('GET', '/staff/collections/held'),
};

export function useHeldMoney() {
  return useQuery({ ...heldQuery, select: (data) => data.payments });
}

/** While a refund is on its way, the list asks again every few seconds: the maker sees it arrive. */
const IN_FLIGHT: readonly RefundState[] = ['queued', 'sending', 'pending'];
const REFRESH_IN_FLIGHT_MS = 5_000;

export function useRailRefunds() {
  return useQuery({
    ...heldQuery,
    select: (data) => data.refunds ?? [],
    refetchInterval: (query) => ((query.state.data?.refunds ?? []).some((refund) => IN_FLIGHT.includes(refund.state)) ? REFRESH_IN_FLIGHT_MS : false),
  });
}

/** A refund is only ever asked (ADR 076): it runs when a second person approves it in the queue. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, ...input }: RefundRequest) => callStaffApi<{ id: string }>('POST', '/staff/approvals', { action: 'refund', input, reason }),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
      void queryClient.invalidateQueries({ queryKey: ['held'] });
    },
  });
}
