import { setPageVisible } from './page-visibility.ts';

/** The parts every fake shell is made of (fake-shells.ts puts them together). */

/** What the native app itself holds: its own login, its version and identity. */
export interface NativeApp {
  /** The token of the native login ('' when nobody is signed in natively), bare: the shells add "Bearer" themselves. */
  token: string;
  phone: string;
  versionName: string;
  packageName: string;
  appName: string;
  afid: string;
}

export const NATIVE_APP: NativeApp = {
  token: 'native-token',
  phone: '2348031234567',
  versionName: '3.2.1',
  packageName: 'com.mmt.smartloan',
  appName: 'SmartLoan',
  afid: 'af-123',
};

/** A liveness check as the SDK ends it. */
export type LivenessOutcome = { livenessId: string; file: string } | { errorMsg: string };

/** What a shell did with the messages it was sent, for the tests to read. */
export interface ShellRecord {
  /** The messages the shell decoded, as it decoded them. */
  received: Record<string, unknown>[];
  /** Bodies it could not decode (lost). */
  dropped: unknown[];
  /** The exception that killed the app, if one did (Android: thrown on the UI thread). */
  crash: Error | null;
  /** Exceptions the shell caught and logged (the message was lost, the app lives). */
  errors: Error[];
  /** The native screen over the page, if any. */
  screen: 'picker' | 'liveness' | null;
  /** The web view was closed for a native screen (the shell's own login). */
  closed: boolean;
  /** Addresses opened outside the web view (WhatsApp, the store). */
  opened: string[];
  /** What setNewToken stored, and the Authorization header the shell's own calls then send. */
  stored: { token: string | null; phone: string | null; authorization: string | null };
  afEvents: string[];
  localEvents: Record<string, unknown>[];
  /** How many times the shell uploaded its local event log. */
  uploads: number;
  /** Answers the shell tried to hand to a global the page does not have. */
  missingGlobals: string[];
}

export interface FakeShell extends ShellRecord {
  name: string;
  native: NativeApp;
  /** The borrower picks a contact in the native picker (no picker in the Flutter shell). */
  pickContact(name: string, phone: string): void;
  /** The borrower leaves the open native screen without a result. */
  cancelScreen(): void;
  finishLiveness(outcome: LivenessOutcome): void;
  /** The data SDK finishes: collected and uploaded, or failed. */
  finishTimeSdk(outcome: 'uploaded' | 'failed'): void;
}

export function newRecord(): ShellRecord {
  return {
    received: [],
    dropped: [],
    crash: null,
    errors: [],
    screen: null,
    closed: false,
    opened: [],
    stored: { token: null, phone: null, authorization: null },
    afEvents: [],
    localEvents: [],
    uploads: 0,
    missingGlobals: [],
  };
}

/** Native code runs later than the call that reached it: the UI thread, a platform channel. */
export function later(task: () => void): void {
  setTimeout(task, 0);
}

type Globals = Record<string, ((value: unknown) => void) | undefined>;

/** `loadUrl("javascript:name(json)")` / `runJavaScript`: the global gets the object literal. */
export function callGlobal(record: ShellRecord, name: string, payload: unknown): void {
  const target = (window as unknown as Globals)[name];
  if (typeof target === 'function') target(structuredClone(payload));
  else record.missingGlobals.push(name);
}

/** A native screen opens over the web view: the page is hidden until it closes. */
export function openScreen(record: ShellRecord, screen: NonNullable<ShellRecord['screen']>): void {
  record.screen = screen;
  setPageVisible(false);
}

export function closeScreen(record: ShellRecord): void {
  record.screen = null;
  setPageVisible(true);
}

/** The web view is gone (the shell's own login replaced it). */
export function closeWebView(record: ShellRecord): void {
  record.closed = true;
  setPageVisible(false);
}

