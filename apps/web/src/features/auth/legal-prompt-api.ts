import type { LegalState } from '@lendline/domain';
import { request } from '../../shared/api/client.ts';

/**
 * A sign-in whose session is not saved yet (ADR 048): the calls carry its token themselves, so
 * a borrower who closes the app at the prompt is simply not signed in, and is asked again.
 */
export function legalStateFor(authorization: string) {
  return request('/legal/state', {}, { authorization, quiet: true });
}

export function acceptCurrent(authorization: string, current: LegalState['current']) {
  return request('/legal/accept', { terms: current.terms, privacy: current.privacy, source: 'prompt' }, { authorization, loading: true });
}

/** Declining: the session the sign-in opened is ended on the server too. */
export function signOutUnsaved(authorization: string) {
  return request('/security/logout', {}, { authorization, quiet: true });
}
