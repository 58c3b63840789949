import { afterEach, vi } from 'vitest';
import type { BridgeMessage, ShellAction } from '../bridge-protocol.ts';

/**
 * Generic shells from before issue 19 (ADR 041), kept while the tests move to the faithful
 * fakes of fake-shells.ts: how each takes the message and
 * how it answers. An answer function returning undefined means "this shell never answers that".
 */
export interface FakeAnswer {
  result?: 'ok' | 'fail';
  msg?: string;
  data?: unknown;
}
export type FakeAnswers = Partial<Record<ShellAction, (message: BridgeMessage) => FakeAnswer | undefined>>;

type Globals = Record<string, ((raw: unknown) => void) | undefined>;
const globals = window as unknown as Globals;

/** The fixed global an Android shell calls per action; actions missing here get no answer. */
export const ANDROID_REPLY_GLOBAL: Partial<Record<ShellAction, string>> = {
  toLogin: 'webViewToLogin',
  getLoginInfo: 'webViewToLogin',
  setNewToken: 'setNewToken',
  selectContact: 'getWebViewSelectContact',
  getPackageName: 'webViewGetPackageName',
  getVersionName: 'webViewVersionName',
  getAccuauthSDK: 'webViewFaceImg',
  ToWhatsapp: 'webViewToWhatsapp',
};

function envelope(message: BridgeMessage, answer: FakeAnswer) {
  return { action: message.action, id: message.id, msg: answer.msg ?? '', result: answer.result ?? 'ok', data: answer.data ?? {} };
}

function answerer(answers: FakeAnswers, reply: (message: BridgeMessage, answer: FakeAnswer) => void) {
  const messages: BridgeMessage[] = [];
  const receive = (message: BridgeMessage) => {
    messages.push(message);
    const answer = answers[message.action]?.(message);
    // Shells answer on a later turn (Android posts to the UI thread, Flutter awaits a plugin).
    if (answer) queueMicrotask(() => reply(message, answer));
  };
  return { messages, receive };
}

/** Android `addJavascriptInterface`: a JSON string in, the fixed global per action out, `callback` ignored. */
export function installAndroidShell(answers: FakeAnswers) {
  const { messages, receive } = answerer(answers, (message, answer) => {
    const name = ANDROID_REPLY_GLOBAL[message.action];
    if (name) globals[name]?.(envelope(message, answer));
  });
  const shell = {
    postMessage: vi.fn(function (this: unknown, json: string) {
      // A Java bridge method only runs when called on the injected object, with a string.
      if (this !== shell) throw new Error('Java bridge method called on a non-injected object');
      if (typeof json !== 'string') throw new Error('Android takes a string');
      receive(JSON.parse(json) as BridgeMessage);
    }),
  };
  window.FKSDKJsFramework = shell;
  return { messages, shell };
}

/** Flutter `JavascriptChannel`: a JSON string in, the function named in `callback` out. */
export function installFlutterShell(answers: FakeAnswers) {
  const { messages, receive } = answerer(answers, (message, answer) => globals[message.callback]?.(envelope(message, answer)));
  const shell = { postMessage: vi.fn((json: string) => receive(JSON.parse(json) as BridgeMessage)) };
  window.FKSDKJsFramework = shell;
  return { messages, shell };
}

/** iOS `WKScriptMessageHandler`: a JSON string in (the published iOS shell decodes the body's text), answered through `callback`. */
export function installIosShell(answers: FakeAnswers) {
  const { messages, receive } = answerer(answers, (message, answer) => globals[message.callback]?.(envelope(message, answer)));
  const handler = {
    postMessage: vi.fn((json: string) => {
      if (typeof json !== 'string') throw new Error('iOS decodes the body as text: it takes a JSON string');
      receive(JSON.parse(json) as BridgeMessage);
    }),
  };
  window.webkit = { messageHandlers: { FKSDKJsFramework: handler } };
  return { messages, shell: handler };
}

export const SHELLS = { android: installAndroidShell, flutter: installFlutterShell, ios: installIosShell } as const;

afterEach(() => {
  delete window.FKSDKJsFramework;
  delete window.webkit;
});
