import type { Role, StaffInvite, StaffInvited, StaffMarket } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** A staff account as GET /staff/staff lists it (ADR 072). */
export interface StaffEntry {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  markets: StaffMarket[];
  status: 'invited' | 'active';
  disabled: boolean;
  createdAt: string;
}

export type { StaffInvited as Invited } from '@lendline/domain';

const LIST = ['staff', 'list'] as const;

export function useStaffList() {
  return useQuery({ queryKey: LIST, queryFn: async () => (await callStaffApi<{ staff: StaffEntry[] }>('GET', '/staff/staff')).staff });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: StaffInvite) => callStaffApi<StaffInvited>('POST', '/staff/staff/invite', invitation),
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: LIST });
    },
  });
}

export function useSetDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disable }: { id: string; disable: boolean }) => callStaffApi<unknown>('POST', `/staff/staff/${encodeURIComponent(id)}/${disable ? 'disable' : 'enable'}`, {}),
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: LIST });
    },
  });
}

/** A lost password or authenticator (ADR 084): a new one-time link; the roles wait for a second admin. */
export function useResetSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callStaffApi<StaffInvited>('POST', `/staff/staff/${encodeURIComponent(id)}/reset`, {}),
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: LIST });
    },
  });
}
