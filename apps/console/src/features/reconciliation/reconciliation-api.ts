import type { MismatchKind, MismatchState, StaffMismatch, StaffMismatchList } from '@lendline/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** The server's filters: open or resolved, one provider, one kind ('' is any). */
export interface MismatchQuery {
  state: MismatchState;
  provider: string;
  kind: '' | MismatchKind;
}

function pathOf(query: MismatchQuery): string {
  const params = new URLSearchParams({ state: query.state });
  if (query.provider) params.set('provider', query.provider);
  if (query.kind) params.set('kind', query.kind);
  return `/staff/reconciliation?${params.toString()}`;
}

/**
 * The reconciliation queue (ADR 086): open ones oldest first, resolved ones latest first, with the
 * open counts per kind. The last answer stays while another filter's is on its way: the filters
 * are drawn from it, and the select just used must not vanish under the hand (and focus) using it.
 */
export function useMismatches(query: MismatchQuery) {
  return useQuery({ queryKey: ['reconciliation', query], queryFn: () => callStaffApi<StaffMismatchList>('GET', pathOf(query)), placeholderData: keepPreviousData });
}

/** Resolving one with a reason (and the approval that moved the money, if any): the list is read again whatever the answer. */
export function useResolveMismatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, approvalId }: { id: string; reason: string; approvalId: string }) =>
      callStaffApi<StaffMismatch>('POST', `/staff/reconciliation/${encodeURIComponent(id)}/resolve`, approvalId ? { reason, approvalId } : { reason }),
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['reconciliation'] });
    },
  });
}
