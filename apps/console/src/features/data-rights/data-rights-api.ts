import type { StaffDataRightsQueue, StaffDataRightsRequest } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** The server's two lists: open (oldest first, with the law's deadline) and handled (latest first). */
export type DataRightsList = 'open' | 'handled';

export function useDataRightsQueue(list: DataRightsList) {
  return useQuery({
    queryKey: ['data-rights', list],
    queryFn: () => callStaffApi<StaffDataRightsQueue>('GET', `/staff/data-rights?state=${list}`),
  });
}

/** Approve, refuse (with the reason the borrower reads) or extend once (with the reason kept): both lists are read again. */
export function useDecideDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'approve' | 'refuse' | 'extend'; reason?: string }) =>
      callStaffApi<StaffDataRightsRequest>('POST', `/staff/data-rights/${encodeURIComponent(id)}/${action}`, reason === undefined ? {} : { reason }),
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['data-rights'] });
    },
  });
}
