import type { Complaint } from '@lendline/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** A page of the list, oldest first for the open queue; "more" asks for the page after the last shown (nextCursor). */
interface ComplaintsPage {
  complaints: StaffComplaint[];
  counts: ComplaintCounts;
  nextCursor: string | null;
}

export function useComplaints(list: ComplaintList) {
  return useInfiniteQuery({
    queryKey: ['complaints', list],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ state: list });
      if (pageParam !== null) query.set('cursor', pageParam);
      return callStaffApi<ComplaintsPage>('GET', `/staff/complaints?${query.toString()}`);
    },
    getNextPageParam: (page) => page.nextCursor,
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
