import type { Currency, RefundMethod, RefundState } from '@lendline/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** While a refund is on its way, the lists ask again every few seconds: the maker sees it arrive. */
const IN_FLIGHT: readonly RefundState[] = ['queued', 'sending', 'pending'];
const REFRESH_IN_FLIGHT_MS = 5_000;

type HeldPage = { payments: HeldPayment[]; nextCursor: string | null; refunds?: RailRefund[] };

/**
 * One read of the money held serves both lists: newest first, a page at a time (`data` is every
 * page read so far; "more" asks for the page after the last, nextCursor), and with each page the
 * rail's refunds, read from the first.
 */
function useHeldPages() {
  return useInfiniteQuery({
    queryKey: ['held'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => callStaffApi<HeldPage>('GET', `/staff/collections/held${pageParam === null ? '' : `?cursor=${encodeURIComponent(pageParam)}`}`),
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) => ((query.state.data?.pages[0]?.refunds ?? []).some((refund) => IN_FLIGHT.includes(refund.state)) ? REFRESH_IN_FLIGHT_MS : false),
  });
}

export function useHeldMoney() {
  const pages = useHeldPages();
  return { ...pages, data: pages.data?.pages.flatMap((page) => page.payments) };
}

export function useRailRefunds() {
  const pages = useHeldPages();
  return { ...pages, data: pages.data ? (pages.data.pages[0]?.refunds ?? []) : undefined };
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
