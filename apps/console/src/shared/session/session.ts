import { isRole, type Role, type StaffMarket } from '@lendline/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, callStaffApi } from '../api/client.ts';
import { csrfToken, forgetCsrfToken, keepCsrfToken } from '../api/csrf.ts';

/** The signed-in person, as /staff/auth/me and sign-in answer (ADR 072). */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  roles: readonly Role[];
  markets: readonly StaffMarket[];
}

interface StaffAnswer {
  staff: StaffMember;
  csrfToken?: string;
}

export interface SignInForm {
  email: string;
  password: string;
  code: string;
}

const ME = ['staff', 'me'] as const;

/** A role this console does not know (a newer server) opens nothing here; the server still decides. */
function known(staff: StaffMember): StaffMember {
  return { ...staff, roles: staff.roles.filter(isRole) };
}

/**
 * Who is signed in, or null. A session this tab holds no CSRF token for (a new tab: the token
 * lives in sessionStorage, per tab) cannot act, so it counts as signed out until the person
 * signs in here, unless the server hands the token back with the answer.
 */
async function fetchMe(): Promise<StaffMember | null> {
  try {
    const answer = await callStaffApi<StaffAnswer>('GET', '/staff/auth/me');
    if (answer.csrfToken) keepCsrfToken(answer.csrfToken);
    return csrfToken() === null ? null : known(answer.staff);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) {
      // The session is over: its token is of no more use.
      forgetCsrfToken();
      return null;
    }
    throw error;
  }
}

/**
 * Asked once per page, and again when the person comes back to the tab: a session that ended
 * meanwhile (15 minutes idle, 8 hours, disabled) shows sign-in before they try to work.
 */
export function useStaffSession() {
  return useQuery({ queryKey: ME, queryFn: fetchMe, staleTime: Infinity, retry: false, refetchOnWindowFocus: 'always' });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SignInForm) => callStaffApi<Required<StaffAnswer>>('POST', '/staff/auth/sign-in', form),
    onSuccess(answer) {
      keepCsrfToken(answer.csrfToken);
      queryClient.setQueryData(ME, known(answer.staff));
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callStaffApi<unknown>('POST', '/staff/auth/sign-out'),
    // Signed out here whatever the server answered: an expired session is over anyway.
    onSettled() {
      markSignedOut(queryClient);
    },
  });
}

/** Forgets the session and everything read through it; the sign-in screen shows. */
export function markSignedOut(queryClient: QueryClient): void {
  forgetCsrfToken();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME[0] || query.queryKey[1] !== ME[1] });
  queryClient.setQueryData(ME, null);
}
