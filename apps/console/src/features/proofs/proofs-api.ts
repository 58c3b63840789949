import type { Currency } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** A pending repayment proof as GET /staff/repayment-proofs answers it (issue 11, ADR 038), oldest first. */
export interface PendingProof {
  proofId: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  /** The day the borrower says they paid. */
  paidOn: string;
  channel: string;
  reference: string;
  /** ISO instants: sent, and the 48-hour promise of an answer. */
  createdAt: string;
  answerBy: string;
  userId: string;
  orderNo: string | null;
  overdueAnswer: boolean;
  /** The loan's figures today, in minor units of its currency: what the slip should be measured against. */
  loan: { currency: Currency; totalRepayable: number; outstanding: number; dueNow: number; nextDueDate: string | null } | null;
}

/** The photo, read by the browser with the session cookie (same origin); the server records each look. */
export const proofImageUrl = (proofId: string): string => `/staff/repayment-proofs/${encodeURIComponent(proofId)}/image`;

const QUEUE = ['repayment-proofs'] as const;

export function usePendingProofs() {
  return useQuery({ queryKey: QUEUE, queryFn: async () => (await callStaffApi<{ proofs: PendingProof[] }>('GET', '/staff/repayment-proofs')).proofs });
}

export type ProofReview = { proofId: string; verdict: 'approve' } | { proofId: string; verdict: 'reject'; reason: string };

/** Approve (paid in once, as any channel's payment) or reject with the borrower's reason; a reviewed proof leaves the queue. */
export function useReviewProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProofReview) =>
      review.verdict === 'approve'
        ? callStaffApi<unknown>('POST', `/staff/repayment-proofs/${encodeURIComponent(review.proofId)}/approve`, {})
        : callStaffApi<unknown>('POST', `/staff/repayment-proofs/${encodeURIComponent(review.proofId)}/reject`, { reason: review.reason }),
    onSuccess(_answer, review) {
      queryClient.setQueryData<PendingProof[]>(QUEUE, (queue) => queue?.filter((proof) => proof.proofId !== review.proofId));
    },
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: QUEUE });
    },
  });
}
