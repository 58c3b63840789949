import { afterEach, vi } from 'vitest';
import type { BridgeMessage } from '../bridge-protocol.ts';
import { installDingshuangdian } from './fake-dingshuangdian.ts';
import { installFlutter } from './fake-flutter.ts';
import { installLiruixing } from './fake-liruixing.ts';
import { setPageVisible } from './page-visibility.ts';
import type { NativeApp } from './shell-kit.ts';

export { NATIVE_APP, type FakeShell, type NativeApp } from './shell-kit.ts';

/**
 * Fakes of the three published WebView shells of this app family (ADR 041), each behaving as
 * its source does, quirks included: dingshuangdian/SmartLoan (dev, ByWebViewActivity.java),
 * liruixing/SmartLoan (WebViewInjector.kt with Gson beans, which kill the app on a bad field)
 * and dysx/smla (Flutter, JsChannel classes; on iOS it decodes `body.toString()`).
 */

export const SHELLS = {
  dingshuangdian: installDingshuangdian,
  liruixing: installLiruixing,
  flutterAndroid: (native?: Partial<NativeApp>) => installFlutter('android', native),
  flutterIos: (native?: Partial<NativeApp>) => installFlutter('ios', native),
} as const;
export type ShellName = keyof typeof SHELLS;

/**
 * Not one of the three: a shell that takes every message and answers none, for the bridge's
 * own rules (fallbacks, ids, reply styles) with answers the test hands over itself.
 */
export function installSilentShell() {
  const messages: BridgeMessage[] = [];
  const shell = { postMessage: vi.fn((json: string) => void messages.push(JSON.parse(json) as BridgeMessage)) };
  window.FKSDKJsFramework = shell;
  return { messages, shell };
}

afterEach(() => {
  delete window.FKSDKJsFramework;
  delete window.webkit;
  setPageVisible(true);
});
