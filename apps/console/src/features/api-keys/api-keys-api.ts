import type { StaffApiKeyRequest, StaffApiKeyView } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

const LIST = ['api-keys', 'list'] as const;

/** Integrations' keys (ADR 074) as GET /staff/api-keys lists them: never a secret. */
export function useApiKeys() {
  return useQuery({ queryKey: LIST, queryFn: async () => (await callStaffApi<{ apiKeys: StaffApiKeyView[] }>('GET', '/staff/api-keys')).apiKeys });
}

/** A new key: the answer's `key` is the only time its secret is shown. */
export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StaffApiKeyRequest) => callStaffApi<{ key: string; apiKey: StaffApiKeyView }>('POST', '/staff/api-keys', request),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: LIST });
    },
  });
}

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callStaffApi<StaffApiKeyView>('POST', `/staff/api-keys/${encodeURIComponent(id)}/revoke`, {}),
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: LIST });
    },
  });
}
