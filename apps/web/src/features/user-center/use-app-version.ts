import { useEffect, useState } from 'react';
import { isInShell } from '../../shared/native/bridge.ts';
import { getVersionName } from '../../shared/native/shell-extras.ts';

/**
 * The version settings shows (issue 19): inside a shell, the shell's (the app the borrower
 * installed, which support asks for); in a browser, or when the shell does not answer, the web
 * build's. Null while the shell is being asked.
 */
export function useAppVersion(): string | null {
  const [version, setVersion] = useState<string | null>(() => (isInShell() ? null : __APP_VERSION__));
  useEffect(() => {
    if (!isInShell()) return;
    let current = true;
    void getVersionName().then((name) => {
      if (current) setVersion(name ?? __APP_VERSION__);
    });
    return () => {
      current = false;
    };
  }, []);
  return version;
}
