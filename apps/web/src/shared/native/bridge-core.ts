import {
  envelopeId,
  REPLY_GLOBALS,
  ROOT_MIRRORED_ACTIONS,
  toAnswer,
  UNANSWERED_ACTIONS,
  type BridgeMessage,
  type ShellAction,
  type ShellAnswer,
} from './bridge-protocol.ts';
import { clearLine, takeTurn, whenPageBack } from './bridge-line.ts';

/**
 * Transport to the native shell (spec section 7, ADR 041). The published shells, all named
 * `FKSDKJsFramework`, take the message in one of two places, always as a JSON string:
 * - iOS (`WKScriptMessageHandler`): `window.webkit.messageHandlers.FKSDKJsFramework.postMessage`;
 *   the Flutter shell decodes `body.toString()`, so an object arrives as `{action: …}`, not JSON;
 * - Android (`addJavascriptInterface`) and Flutter (`JavascriptChannel`):
 *   `window.FKSDKJsFramework.postMessage`.
 * They answer by calling the global named in `callback` (Flutter) or a fixed global per action
 * (Android, see REPLY_GLOBALS); both are listened to and matched by the message `id`.
 */
interface PostTarget {
  postMessage(message: string): void;
}

/** ADR 009 also accepted a callable object; kept for shells built against it. */
type JsonShell = PostTarget | ((json: string) => void);

declare global {
  interface Window {
    FKSDKJsFramework?: JsonShell;
    webkit?: { messageHandlers?: { FKSDKJsFramework?: PostTarget } };
  }
}

/** Long enough for a shell answering from memory; short enough that nobody notices the wait. */
export const ANSWER_WAIT_MS = 1_500;

type Send = (message: BridgeMessage) => void;

/** The transport the page has, or null in a plain browser. Methods are called on their object (Android needs it). */
function detectTransport(): Send | null {
  if (typeof window === 'undefined') return null;
  const ios = window.webkit?.messageHandlers?.FKSDKJsFramework;
  if (ios && typeof ios.postMessage === 'function') return (message) => ios.postMessage(JSON.stringify(message));
  const shell = window.FKSDKJsFramework;
  if (shell && typeof shell === 'object' && typeof shell.postMessage === 'function') {
    return (message) => shell.postMessage(JSON.stringify(message));
  }
  if (typeof shell === 'function') return (message) => shell(JSON.stringify(message));
  return null;
}

export function isInShell(): boolean {
  return detectTransport() !== null;
}

export interface CallOptions {
  /** How long to wait before falling back (default ANSWER_WAIT_MS). */
  waitMs?: number;
  /**
   * For actions that open a native screen (contact picker, liveness, login): an answer that
   * arrives after the fallback, within `lateMs`, is handed here instead of being dropped.
   */
  onLate?: (answer: ShellAnswer) => void;
  lateMs?: number;
}

interface Pending {
  settle: (answer: ShellAnswer | null) => void;
  onLate?: (answer: ShellAnswer) => void;
  fellBack: boolean;
  timers: ReturnType<typeof setTimeout>[];
  /** Lets the next message go (idempotent). */
  release: () => void;
}

const pending = new Map<string, Pending>();
let sequence = 0;

function callbackName(id: string): string {
  return `lendlineBridge_${id}`;
}

function forget(id: string): void {
  const entry = pending.get(id);
  if (!entry) return;
  for (const timer of entry.timers) clearTimeout(timer);
  pending.delete(id);
  Reflect.deleteProperty(window, callbackName(id));
}

/** Delivers a reply to the call it answers; an id nobody waits for is ignored. */
function deliver(id: string, raw: unknown): void {
  const entry = pending.get(id);
  if (!entry) return;
  const answer = toAnswer(raw);
  forget(id);
  entry.release();
  if (entry.fellBack) entry.onLate?.(answer);
  else entry.settle(answer);
}

/** The fixed globals stay installed; a reply without a known id changes nothing. */
function installReplyGlobals(): void {
  for (const name of REPLY_GLOBALS) {
    const installed: unknown = Reflect.get(window, name);
    if (typeof installed === 'function' && 'lendline' in installed && installed.lendline) continue;
    const receive = Object.assign(
      (raw: unknown) => {
        const id = envelopeId(raw);
        if (id !== null) deliver(id, raw);
      },
      { lendline: true as const },
    );
    Reflect.set(window, name, receive);
  }
}

function messageOf(action: ShellAction, id: string, data: unknown): BridgeMessage {
  const record = data !== null && typeof data === 'object' ? { ...data } : {};
  const root = ROOT_MIRRORED_ACTIONS.has(action) ? record : {};
  return { ...root, action, id, data, callback: callbackName(id) };
}

/** Its turn on the line: sends, and holds the line until the answer or the fallback (bridge-line.ts). */
function post(send: Send, action: ShellAction, data: unknown, options: CallOptions, resolve: (answer: ShellAnswer | null) => void, release: () => void): void {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}`;
  const message = messageOf(action, id, data);
  if (UNANSWERED_ACTIONS.has(action)) {
    // No published shell answers these: waiting would only hold the line.
    try {
      send(message);
    } catch {
      // The hand-over failed: there is nothing to wait for either way.
    }
    resolve(null);
    return release();
  }
  let stopWaiting = () => undefined as void;
  const entry: Pending = {
    settle: resolve,
    onLate: options.onLate,
    fellBack: false,
    timers: [],
    release: () => {
      stopWaiting();
      release();
    },
  };
  pending.set(id, entry);
  Reflect.set(window, message.callback, (raw: unknown) => deliver(id, raw));
  entry.timers.push(
    setTimeout(() => {
      entry.fellBack = true;
      resolve(null);
      if (!entry.onLate) forget(id);
      stopWaiting = whenPageBack(ANSWER_WAIT_MS, release);
    }, options.waitMs ?? ANSWER_WAIT_MS),
  );
  if (entry.onLate) entry.timers.push(setTimeout(() => forget(id), options.lateMs ?? 5 * 60_000));
  try {
    send(message);
  } catch {
    forget(id);
    resolve(null);
    release();
  }
}

/**
 * Sends one action, after the messages before it (one at a time, bridge-line.ts). Resolves with
 * the shell's answer, or with `null` when there is no shell, the hand-over throws, no answer
 * comes within the wait from sending, or no shell ever answers the action: it never rejects, so
 * every caller has exactly one place to apply its browser fallback.
 */
export function callShell(action: ShellAction, data: unknown = {}, options: CallOptions = {}): Promise<ShellAnswer | null> {
  const send = detectTransport();
  if (!send) return Promise.resolve(null);
  installReplyGlobals();
  return new Promise((resolve) => takeTurn((release) => post(send, action, data, options, resolve, release)));
}

/** Forgets every call in flight and every message waiting (tests start each case afresh). */
export function resetBridge(): void {
  for (const id of [...pending.keys()]) forget(id);
  clearLine();
}
