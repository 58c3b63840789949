import { getLoginInfo, isInShell } from '../native/bridge.ts';
import { removeItem } from '../storage/storage.ts';
import { readToken, saveSession } from './session.ts';

/** Inside the native shell the user may have signed in natively: adopt the shell's token. */
export async function adoptShellSession(): Promise<void> {
  if (!isInShell()) return;
  const info = await getLoginInfo();
  if (!info.token || info.token === readToken()) return;
  // A different person may have signed in natively: the stored profile is not theirs.
  removeItem('userInfo');
  saveSession(info.token, null);
}
