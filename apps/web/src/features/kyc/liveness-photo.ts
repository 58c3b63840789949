import { useState } from 'react';
import { isInShell } from '../../shared/native/bridge.ts';
import { checkLiveness, type LivenessResult } from '../../shared/native/shell-extras.ts';

/** The image a liveness SDK hands over as base64 (with or without a `data:` prefix), as a file. */
export function photoFromBase64(base64: string): File {
  const text = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s/g, ''));
  const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return new File([bytes], isPng ? 'face.png' : 'face.jpg', { type: isPng ? 'image/png' : 'image/jpeg' });
}

/**
 * The face photo from the shell's liveness check (`getAccuauthSDK`, issue 19): every published
 * shell has one, so inside a shell it is offered first and its image goes through the same
 * resize and upload as a photo; the file input stays for a borrower whose check does not work.
 * The check's camera stays open past the bridge's wait: its result is taken whenever it comes.
 */
export function useLivenessPhoto(onPhoto: (file: File) => void, onFailed: () => void) {
  const [asking, setAsking] = useState(false);

  function take(result: LivenessResult) {
    if (!result.ok) return onFailed();
    let file: File;
    try {
      file = photoFromBase64(result.image);
    } catch {
      return onFailed();
    }
    onPhoto(file);
  }

  async function start() {
    setAsking(true);
    const result = await checkLiveness(take);
    setAsking(false);
    if (result) take(result);
  }

  return { offered: isInShell(), asking, start };
}
