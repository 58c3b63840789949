/**
 * Transport to the native shell (DESIGN section 5, spec section 7).
 *
 * The shell injects `window.FKSDKJsFramework`. A call is the JSON string
 * `{"action","id","data","callback"}` handed to `FKSDKJsFramework.postMessage(json)`; when the
 * object has no `postMessage` but is itself callable, it is called with the same string.
 * Our assumption (the spec names the object and the message fields, not the method): Android's
 * `addJavascriptInterface` exposes methods, and `postMessage` is the conventional name.
 * The shell answers by calling the global function named in `callback` with the result (an
 * object, or a JSON string, which we parse).
 */
export type ShellObject = { postMessage?: (json: string) => void } | ((json: string) => void);

declare global {
  interface Window {
    FKSDKJsFramework?: ShellObject;
  }
}

export interface BridgeMessage {
  action: string;
  id: string;
  data: unknown;
  callback: string;
}

export const BRIDGE_TIMEOUT_MS = 10_000;

export class BridgeTimeoutError extends Error {
  constructor(action: string) {
    super(`The native shell did not answer ${action}`);
    this.name = 'BridgeTimeoutError';
  }
}

export function isInShell(): boolean {
  return typeof window !== 'undefined' && window.FKSDKJsFramework != null;
}

let sequence = 0;

function parseReply(reply: unknown): unknown {
  if (typeof reply !== 'string') return reply;
  try {
    return JSON.parse(reply);
  } catch {
    return reply;
  }
}

function post(shell: ShellObject, json: string): void {
  if (typeof shell === 'object' && typeof shell.postMessage === 'function') shell.postMessage(json);
  else if (typeof shell === 'function') shell(json);
  else throw new Error('FKSDKJsFramework has no postMessage');
}

/** Sends one action and resolves with the shell's reply; rejects on timeout or without a shell. */
export function callShell<T>(action: string, data: unknown, timeoutMs = BRIDGE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const shell = window.FKSDKJsFramework;
    if (shell == null) {
      reject(new Error('No native shell'));
      return;
    }
    sequence += 1;
    const id = `${Date.now().toString(36)}${sequence}`;
    const callback = `lendlineBridge_${id}`;
    const globals = window as unknown as Record<string, unknown>;
    const finish = () => {
      clearTimeout(timer);
      delete globals[callback];
    };
    const timer = setTimeout(() => {
      finish();
      reject(new BridgeTimeoutError(action));
    }, timeoutMs);
    globals[callback] = (reply: unknown) => {
      finish();
      resolve(parseReply(reply) as T);
    };
    try {
      const message: BridgeMessage = { action, id, data, callback };
      post(shell, JSON.stringify(message));
    } catch (error) {
      finish();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
