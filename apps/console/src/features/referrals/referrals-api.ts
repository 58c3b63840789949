import type { Currency } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** An application the rules sent to a person, as GET /staff/referrals answers it (ADR 019), oldest first. */
export interface Referral {
  orderNo: string;
  /** The applicant: whose documents the card lists (ADR 081). */
  userId: string;
  score: number;
  /** The engine's reason codes, e.g. SCORE_REFER_BAND. */
  reasons: string[];
  /** Minor units of `currency`. */
  proposedCreditLimit: number | null;
  productId: string | null;
  currency: Currency | null;
  minCreditLimit: number | null;
  maxCreditLimit: number | null;
  reloan: boolean;
  engineVersion: string;
  referredAt: string;
}

export interface ReferralDecision {
  orderNo: string;
  outcome: 'approve' | 'reject';
  reason: string;
  creditLimit?: number;
}

const QUEUE = ['referrals'] as const;

export function useReferrals() {
  return useQuery({ queryKey: QUEUE, queryFn: async () => (await callStaffApi<{ referrals: Referral[] }>('GET', '/staff/referrals')).referrals });
}

/** A decided referral leaves the queue at once; the queue is read again so one decided by a colleague goes too. */
export function useDecideReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, ...body }: ReferralDecision) => callStaffApi<{ orderNo: string; status: number }>('POST', `/staff/referrals/${encodeURIComponent(orderNo)}/decision`, body),
    onSuccess(_answer, decision) {
      queryClient.setQueryData<Referral[]>(QUEUE, (queue) => queue?.filter((referral) => referral.orderNo !== decision.orderNo));
    },
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: QUEUE });
    },
  });
}
