import type { EditableTerms, LimitOverrideInput, ProductPreview, StaffProductsResponse } from '@lendline/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

export function useProducts() {
  return useQuery({
    queryKey: ['products'],
    queryFn: async () => (await callStaffApi<StaffProductsResponse>('GET', '/staff/products')).products,
  });
}

/**
 * The figures of the terms being edited, asked again as they change (ADR 082): a GET, since a
 * preview changes nothing. Null terms (a field that is not a number yet) ask nothing; the last
 * answer stays on screen meanwhile.
 */
export function usePreview(productId: string, terms: EditableTerms | null) {
  return useQuery({
    queryKey: ['product-preview', productId, terms],
    enabled: terms !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => callStaffApi<ProductPreview>('GET', `/staff/products/preview?${new URLSearchParams({ productId, terms: JSON.stringify(terms) }).toString()}`),
  });
}

/** A version goes live only through four-eyes: this asks; a second person approves in the queue. */
export function useAskVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, terms, reason }: { productId: string; terms: EditableTerms; reason: string }) =>
      callStaffApi<{ id: string }>('POST', '/staff/approvals', { action: 'productVersion', input: { productId, terms }, reason }),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}

/** A new product, made from one of the market's: four-eyes too, live as its version 1 once approved. */
export function useAskNewProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, basedOn, terms, reason }: { productId: string; basedOn: string; terms: EditableTerms; reason: string }) =>
      callStaffApi<{ id: string }>('POST', '/staff/approvals', { action: 'productCreate', input: { productId, basedOn, terms }, reason }),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}

export function useAskLimitOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, ...input }: LimitOverrideInput & { reason: string }) =>
      callStaffApi<{ id: string }>('POST', '/staff/approvals', { action: 'limitOverride', input, reason }),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
