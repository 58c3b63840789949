import type { ApprovalView } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** A four-eyes request as GET /staff/approvals answers it (ADR 076). */
export type Approval = ApprovalView;

const PENDING = ['approvals', 'pending'] as const;

export function usePendingApprovals() {
  return useQuery({
    queryKey: PENDING,
    queryFn: async () => (await callStaffApi<{ requests: Approval[] }>('GET', '/staff/approvals?state=pending')).requests,
  });
}

/**
 * Approve or reject: the decided request leaves the queue at once (whatever its run gave), and
 * the queue is read again, so one decided meanwhile by someone else goes too.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; verdict: 'approve' } | { id: string; verdict: 'reject'; reason: string }) =>
      decision.verdict === 'approve'
        ? callStaffApi<Approval>('POST', `/staff/approvals/${encodeURIComponent(decision.id)}/approve`, {})
        : callStaffApi<Approval>('POST', `/staff/approvals/${encodeURIComponent(decision.id)}/reject`, { reason: decision.reason }),
    onSuccess(decided) {
      queryClient.setQueryData<Approval[]>(PENDING, (queue) => queue?.filter((request) => request.id !== decided.id));
    },
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: PENDING });
    },
  });
}
