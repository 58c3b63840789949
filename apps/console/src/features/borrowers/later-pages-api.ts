import type { StaffBorrowerMessagesPage, StaffBorrowerSmsPage } from '@lendline/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/**
 * The one view's longer lists after its first page (issue 22): nothing is asked until the
 * person asks for more (`opened`), then each "more" reads the page after the last shown.
 */
export function useLaterSms(userId: string, after: string | null, opened: boolean) {
  return useInfiniteQuery({
    queryKey: ['borrower-sms', userId, after],
    enabled: opened && after !== null,
    initialPageParam: after ?? '',
    queryFn: ({ pageParam }) => callStaffApi<StaffBorrowerSmsPage>('GET', `/staff/borrowers/${encodeURIComponent(userId)}/sms?cursor=${encodeURIComponent(pageParam)}`),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useLaterMessages(userId: string, after: number | null, opened: boolean) {
  return useInfiniteQuery({
    queryKey: ['borrower-messages', userId, after],
    enabled: opened && after !== null,
    initialPageParam: after ?? 2,
    queryFn: ({ pageParam }) => callStaffApi<StaffBorrowerMessagesPage>('GET', `/staff/borrowers/${encodeURIComponent(userId)}/messages?page=${pageParam}`),
    getNextPageParam: (page) => page.nextPage,
  });
}
