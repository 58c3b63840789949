import { currentPath, navigate } from '../router/location.ts';
import { loginPathFor } from '../router/resolve.ts';
import { readItem, readJson, writeItem } from '../storage/storage.ts';
import { callShell, isInShell } from './bridge-core.ts';

export { isInShell } from './bridge-core.ts';

/**
 * The native shell's actions (spec section 7), each with a plain-browser fallback so the app
 * behaves the same outside the shell. No action rejects: a silent or absent shell resolves
 * with the fallback (or nothing) once the timeout passes.
 */

const INTERACTIVE_TIMEOUT_MS = 5 * 60_000;
const COLLECTION_TIMEOUT_MS = 60_000;

/** For actions whose reply carries nothing: resolves on the reply or the timeout, never rejects. */
async function send(action: string, data: unknown): Promise<void> {
  await callShell(action, data).catch(() => undefined);
}

/** Opens the shell's login; in a browser, our login route, remembering where the user was. */
export async function toLogin(): Promise<void> {
  if (isInShell()) return send('toLogin', {});
  const here = currentPath();
  if (!here.startsWith('/user/')) navigate(loginPathFor(here));
}

export interface LoginInfo {
  token: string | null;
  mobile: string | null;
}

function storedLoginInfo(): LoginInfo {
  const userInfo = readJson<{ basicInfo?: { mobile?: string } }>('userInfo');
  return { token: readItem('token'), mobile: userInfo?.basicInfo?.mobile ?? null };
}

/** The shell's session, if it has one (it may have signed the user in natively). */
export async function getLoginInfo(): Promise<LoginInfo> {
  if (!isInShell()) return storedLoginInfo();
  try {
    const reply = await callShell<Partial<LoginInfo> | null>('getLoginInfo', {});
    return {
      token: typeof reply?.token === 'string' && reply.token ? reply.token : null,
      mobile: typeof reply?.mobile === 'string' ? reply.mobile : null,
    };
  } catch {
    return { token: null, mobile: null };
  }
}

/** Tells the shell the session ended; in a browser, clearing storage (done by the caller) is all. */
export async function logout(): Promise<void> {
  if (isInShell()) return send('logout', {});
}

/** Hands a new session to the shell; in a browser, stores it. */
export async function setNewToken(data: { token: string; mobile: string }): Promise<void> {
  if (isInShell()) return send('setNewToken', data);
  writeItem('token', data.token);
}

export interface TimeSdkRequest {
  orderNo: string;
  userId: string;
  isSubmit: boolean;
  flags: { appList: boolean; sms: boolean; exif: boolean; device: boolean; contact: boolean; location: boolean };
}

/** `code` 0 collected, 1 asked to collect, -1 check only; ours: -2 when no shell can collect. */
export interface TimeSdkReply {
  code: number;
  msg?: string;
  /** Ours: what the shell has uploaded, when it says; the web relays it to /time/upload/report. */
  flags?: Partial<TimeSdkRequest['flags']>;
}

export const TIME_SDK_UNAVAILABLE = -2;
/** The shell only checked what is there and collected nothing (spec section 4). */
export const TIME_SDK_CHECK_ONLY = -1;

export async function timeSDK(data: TimeSdkRequest): Promise<TimeSdkReply> {
  if (!isInShell()) return { code: TIME_SDK_UNAVAILABLE };
  try {
    return await callShell<TimeSdkReply>('timeSDK', data, COLLECTION_TIMEOUT_MS);
  } catch {
    return { code: TIME_SDK_UNAVAILABLE };
  }
}

/** `result` 1 when the user picked a contact; 0 means "type it in" (always so in a browser). */
export interface SelectContactReply {
  result: number;
  name?: string;
  phone?: string;
}

export async function selectContact(data: { selectContactIndex: number }): Promise<SelectContactReply> {
  if (!isInShell()) return { result: 0 };
  try {
    return await callShell<SelectContactReply>('selectContact', data, INTERACTIVE_TIMEOUT_MS);
  } catch {
    return { result: 0 };
  }
}

export interface LocalEvent {
  time: number;
  eventType: string;
  pageName: string;
  eventOption?: string;
  orderNo?: string;
  isUpload?: boolean;
}

export interface AfEvent {
  eventName: string;
  eventValues?: Record<string, string | number>;
}

function debugEvent(kind: string, event: unknown): void {
  if (import.meta.env.DEV) console.debug(`[${kind}]`, event);
}

export async function logEventByLocal(event: LocalEvent): Promise<void> {
  if (isInShell()) return send('logEventByLocal', event);
  debugEvent('logEventByLocal', event);
}

export async function logEventByAF(event: AfEvent): Promise<void> {
  if (isInShell()) return send('logEventByAF', event);
  debugEvent('logEventByAF', event);
}
