import { forgetRememberedReads } from '../api/remembered-reads.ts';
import { clearAllDrafts } from '../forms/drafts.ts';
import { logout } from '../native/bridge.ts';
import { navigate } from '../router/location.ts';
import { clearSession } from '../storage/storage.ts';

/**
 * The spec's session end (sections 4 and 8): clear the session from local storage (keeping the
 * language and the shell-supplied app identity), tell the native shell to log out, go home.
 */
export function endSession(): void {
  clearSession();
  // Form drafts hold the borrower's personal data: the next person on this phone must not see them.
  clearAllDrafts();
  // So are the reads remembered for a reload (the latest order); the in-memory cache follows the token.
  forgetRememberedReads();
  void logout();
  navigate('/', { replace: true });
}
