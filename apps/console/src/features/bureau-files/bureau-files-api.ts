import type { StaffBureauFileList } from '@lendline/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/**
 * The month's files (or every month's, newest first) with their checks and delivery (ADR 100).
 * The last answer stays while another month's is on its way: the months to choose from come with it.
 */
export function useBureauFiles(period: string) {
  const path = period ? `/staff/bureau-files?period=${encodeURIComponent(period)}` : '/staff/bureau-files';
  return useQuery({ queryKey: ['bureau-files', period], queryFn: () => callStaffApi<StaffBureauFileList>('GET', path), placeholderData: keepPreviousData });
}

/** A file's content as delivered: the browser downloads it (the server records the download). */
export function contentHref(id: string): string {
  return `/staff/bureau-files/${encodeURIComponent(id)}/content`;
}

function useReloading<T, A>(call: (args: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['bureau-files'] });
    },
  });
}

/** A month made now ('' is the month just ended): a job makes the files; the list shows them when it has. */
export function useGenerateMonth() {
  return useReloading((period: string) => callStaffApi<{ period: string; queued: boolean }>('POST', '/staff/bureau-files/generate', period ? { period } : {}));
}

export function useResendFile() {
  return useReloading((id: string) => callStaffApi<{ id: string; state: 'pending' }>('POST', `/staff/bureau-files/${encodeURIComponent(id)}/resend`, {}));
}
