import type { RevealField, StaffBorrowerMatch, StaffBorrowerView, StaffDataRequests, StaffRevealed } from '@lendline/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** A full phone number, an order number or a user id; nothing is asked until one is typed and sent. */
export function useBorrowerSearch(q: string) {
  return useQuery({
    queryKey: ['borrower-search', q],
    enabled: q !== '',
    queryFn: () => callStaffApi<{ matches: StaffBorrowerMatch[] }>('GET', `/staff/borrowers?q=${encodeURIComponent(q)}`),
  });
}

export function useBorrower(userId: string | null) {
  return useQuery({
    queryKey: ['borrower', userId],
    enabled: userId !== null,
    queryFn: () => callStaffApi<StaffBorrowerView>('GET', `/staff/borrowers/${encodeURIComponent(userId ?? '')}`),
  });
}

/** One masked value shown, with the reason the audit trail keeps; the value lives only in the form that asked. */
export function useReveal() {
  return useMutation({
    mutationFn: ({ userId, field, reason }: { userId: string; field: RevealField; reason: string }) =>
      callStaffApi<StaffRevealed>('POST', `/staff/borrowers/${encodeURIComponent(userId)}/reveal`, { field, reason }),
  });
}

export function useDataRequests() {
  return useQuery({ queryKey: ['data-requests'], queryFn: () => callStaffApi<StaffDataRequests>('GET', '/staff/data-requests') });
}
