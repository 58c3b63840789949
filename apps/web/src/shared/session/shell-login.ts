import { getLoginInfo, isInShell, toLogin } from '../native/bridge.ts';
import { currentPath, navigate } from '../router/location.ts';
import { loginPathFor } from '../router/resolve.ts';
import { removeItem } from '../storage/storage.ts';
import { bearer, readToken, saveSession } from './session.ts';

/** Signs the app in with a token the shell handed over (ADR 009, 041). */
function adoptToken(token: string): boolean {
  if (bearer(token) === readToken()) return false;
  // A different person may have signed in natively: the stored profile is not theirs.
  removeItem('userInfo');
  saveSession(token, null);
  return true;
}

/** Inside the native shell the user may have signed in natively: adopt the shell's token. */
export async function adoptShellSession(): Promise<void> {
  if (!isInShell()) return;
  const info = await getLoginInfo();
  if (info.token) adoptToken(info.token);
}

/**
 * The guard's login inside a shell, for `target` (the guarded route). A token in the answer
 * signs the app in and goes on; an answer without one means nobody is signed in natively, so
 * ours opens. No answer: if the page is still in view, the shell showed no login of its own
 * (liruixing never answers toLogin), so ours opens; if a native screen hid it (Flutter closes
 * the page for its login), we stay. A token handed over later still signs the app in and, from
 * our login, goes on to the route.
 */
export async function loginThroughShell(target: string): Promise<void> {
  const ourLogin = loginPathFor(target);
  const result = await toLogin((token) => {
    adoptToken(token);
    if (currentPath() === ourLogin) navigate(target, { replace: true });
  });
  if (result.kind === 'token') {
    adoptToken(result.token);
    navigate(target, { replace: true });
  } else if (result.kind === 'noSession' || (result.kind === 'waiting' && document.visibilityState !== 'hidden')) {
    navigate(ourLogin, { replace: true });
  }
}
