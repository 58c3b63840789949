import { useMutation } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** What an authenticator app needs, shown once to the person enrolling (ADR 072). */
export interface Enrolment {
  otpauthUri: string;
  secret: string;
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: (body: { token: string; password: string }) => callStaffApi<Enrolment>('POST', '/staff/auth/enrol/start', body) });
}

export function useFinishEnrolment() {
  return useMutation({ mutationFn: (body: { token: string; code: string }) => callStaffApi<unknown>('POST', '/staff/auth/enrol/finish', body) });
}

/** The key in groups of four, as authenticator apps show it: easier to copy by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
