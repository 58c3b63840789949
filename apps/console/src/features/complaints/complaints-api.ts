import type { Complaint } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** One complaint as GET /staff/complaints answers it: the borrower's view, whose it is, and whether the promise is late. */
export type StaffComplaint = Complaint & { userId: string; late: boolean };

/** The whole queue's counts, not only the page shown. */
export interface ComplaintCounts {
  open: number;
  late: number;
  answered: number;
}

/** The server's two lists: unanswered (oldest first) and answered (latest answer first). */
export type ComplaintList = 'received' | 'answered';

export function useComplaints(list: ComplaintList) {
  return useQuery({
    queryKey: ['complaints', list],
    queryFn: () => callStaffApi<{ complaints: StaffComplaint[]; counts: ComplaintCounts }>('GET', `/staff/complaints?state=${list}`),
  });
}

/** Answer once: both lists and their counts are read again, so the answered one leaves the open queue. */
export function useAnswerComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, answer, close }: { reference: string; answer: string; close: boolean }) =>
      callStaffApi<Complaint>('POST', `/staff/complaints/${encodeURIComponent(reference)}/answer`, { answer, close }),
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['complaints'] });
    },
  });
}
