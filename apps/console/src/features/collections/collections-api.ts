import type { CollectionAnswer, CollectionBucket, StaffCollectionList } from '@lendline/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** One page of the overdue loans (ADR 087): a bucket or all, from a cursor or the start. */
export function useCollections(bucket: CollectionBucket | '', cursor: string | null) {
  const query = new URLSearchParams();
  if (bucket) query.set('bucket', bucket);
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query}` : '';
  return useQuery({ queryKey: ['collections', bucket, cursor], queryFn: () => callStaffApi<StaffCollectionList>('GET', `/staff/collections${search}`), placeholderData: keepPreviousData });
}

/** What a card asks for: a reminder, the extension offer, or a note (a promise when it has a day and an amount). */
export type CollectionAction =
  | { orderNo: string; verb: 'remind' | 'rollover-offer' }
  | { orderNo: string; verb: 'notes'; note: string; promisedOn?: string; promisedAmount?: number };

/** An action on one loan; the queue is read again whatever the answer (the last contact moves). */
export function useCollectionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CollectionAction) => {
      const { orderNo, verb, ...body } = action;
      return callStaffApi<CollectionAnswer>('POST', `/staff/collections/${encodeURIComponent(orderNo)}/${verb}`, body);
    },
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['collections'] });
    },
  });
}

/** A signed repayment link for the loan (the existing route, ADR 074): shown to the collector to pass on to the borrower. */
export function useRepaymentLink() {
  return useMutation({
    mutationFn: (orderNo: string) => callStaffApi<{ url: string; expiresAt: string }>('POST', `/staff/collections/links/${encodeURIComponent(orderNo)}`, {}),
  });
}
