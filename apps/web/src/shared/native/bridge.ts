import { currentPath, navigate } from '../router/location.ts';
import { loginPathFor } from '../router/resolve.ts';
import { readBasicInfoText, readItem, writeItem } from '../storage/storage.ts';
import { callShell, isInShell } from './bridge-core.ts';
import { recordOf, stringField, type ShellAnswer } from './bridge-protocol.ts';

export { isInShell } from './bridge-core.ts';

/**
 * The spec's eight shell actions (section 7), each with its plain-browser fallback (ADR 041).
 * No action rejects and none waits more than ANSWER_WAIT_MS on a shell that does not answer.
 */

/** A native screen (login, contact picker) may answer minutes later; the borrower is in it meanwhile. */
const NATIVE_SCREEN_MS = 5 * 60_000;

/**
 * What `toLogin` came to: the shell handed a token; it answered without one (it shows no login
 * of its own, so ours is used); it did not answer (its login is showing; a token may come late);
 * or there is no shell (our login route was opened).
 */
export type ShellLogin = { kind: 'token'; token: string } | { kind: 'noSession' } | { kind: 'waiting' } | { kind: 'browser' };

function tokenOf(answer: ShellAnswer | null): string | null {
  return answer?.ok ? stringField(answer.data, 'token') : null;
}

/** Opens the shell's login; in a browser, our login route, remembering where the user was. */
export async function toLogin(onLateToken?: (token: string) => void): Promise<ShellLogin> {
  if (!isInShell()) {
    const here = currentPath();
    if (!here.startsWith('/user/')) navigate(loginPathFor(here));
    return { kind: 'browser' };
  }
  const onLate = (answer: ShellAnswer) => {
    const token = tokenOf(answer);
    if (token) onLateToken?.(token);
  };
  const answer = await callShell('toLogin', {}, { onLate, lateMs: NATIVE_SCREEN_MS });
  if (answer === null) return { kind: 'waiting' };
  const token = tokenOf(answer);
  return token ? { kind: 'token', token } : { kind: 'noSession' };
}

export interface LoginInfo {
  token: string | null;
  mobile: string | null;
}

function storedLoginInfo(): LoginInfo {
  return { token: readItem('token'), mobile: readBasicInfoText('mobile') };
}

/** The shell's session, if it has one (it may have signed the user in natively). */
export async function getLoginInfo(): Promise<LoginInfo> {
  if (!isInShell()) return storedLoginInfo();
  const answer = await callShell('getLoginInfo');
  if (!answer?.ok) return { token: null, mobile: null };
  return {
    token: stringField(answer.data, 'token'),
    mobile: stringField(answer.data, 'mobile') ?? stringField(answer.data, 'phoneNumber'),
  };
}

/** Tells the shell the session ended; in a browser, clearing storage (done by the caller) is all. */
export async function logout(): Promise<void> {
  if (isInShell()) await callShell('logout');
}

/** The token without "Bearer ": every published shell adds "Bearer" on its own calls. */
function bareToken(token: string): string {
  return token.replace(/^Bearer\s+/i, '');
}

/**
 * Hands a new session to the shell: the bare token (the shells send `"Bearer" + token`
 * themselves); `phoneNumber` is the name the shells read, `mobile` the name ADR 009 sent; both
 * go. In a browser, the token is stored as given.
 */
export async function setNewToken(data: { token: string; mobile: string }): Promise<void> {
  if (isInShell()) await callShell('setNewToken', { token: bareToken(data.token), mobile: data.mobile, phoneNumber: data.mobile });
  else writeItem('token', data.token);
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
const TIME_SDK_ASKED = 1;
/** The shell only checked what is there and collected nothing (spec section 4). */
export const TIME_SDK_CHECK_ONLY = -1;

/**
 * No shell: -2. A refusal: -2 with the shell's message. No answer in time: 1 "asked", because
 * Android shells collect and upload without answering; the caller then reads the upload status.
 */
export async function timeSDK(data: TimeSdkRequest): Promise<TimeSdkReply> {
  if (!isInShell()) return { code: TIME_SDK_UNAVAILABLE };
  // The shells read the flags at data's root (liruixing's Event bean has them beside orderNo).
  const { flags: wanted, ...rest } = data;
  const answer = await callShell('timeSDK', { ...rest, ...wanted });
  if (answer === null) return { code: TIME_SDK_ASKED };
  if (!answer.ok) return { code: TIME_SDK_UNAVAILABLE, msg: answer.msg };
  const reply = recordOf(answer.data);
  const flags = recordOf(reply.flags) as Partial<TimeSdkRequest['flags']>;
  return {
    code: typeof reply.code === 'number' ? reply.code : TIME_SDK_ASKED,
    ...(typeof reply.msg === 'string' && { msg: reply.msg }),
    ...(Object.keys(flags).length > 0 && { flags }),
  };
}

/** `result` 1 when the user picked a contact; 0 means "type it in" (always so in a browser). */
export interface SelectContactReply {
  result: number;
  name?: string;
  phone?: string;
}

function toContact(answer: ShellAnswer): SelectContactReply {
  if (!answer.ok) return { result: 0 };
  const data = recordOf(answer.data);
  if (data.result === 0) return { result: 0 };
  const name = stringField(data, 'name');
  const phone = stringField(data, 'phone');
  if (!name && !phone) return { result: 0 };
  return { result: 1, ...(name && { name }), ...(phone && { phone }) };
}

/**
 * Opens the phone's contact picker. The fields stay typeable meanwhile, so the call falls back
 * to "type it in" after the usual wait; a pick made later (the picker is open for as long as the borrower
 * needs) goes to `onLatePick`. Android shells need `isSelectContact` or they never answer.
 */
export async function selectContact(
  data: { selectContactIndex: number },
  onLatePick?: (reply: SelectContactReply) => void,
): Promise<SelectContactReply> {
  if (!isInShell()) return { result: 0 };
  const onLate = (answer: ShellAnswer) => {
    const reply = toContact(answer);
    if (reply.result === 1) onLatePick?.(reply);
  };
  const answer = await callShell('selectContact', { ...data, isSelectContact: true }, { onLate, lateMs: NATIVE_SCREEN_MS });
  return answer ? toContact(answer) : { result: 0 };
}

/** The spec's local event (section 7); built only by journey-events.ts, which keeps it free of personal data. */
export interface LocalEvent {
  time: number;
  eventType: string;
  pageName: string;
  /** Always sent, '' when there is nothing to add: liruixing copies it into its upload log as is. */
  eventOption: string;
  orderNo?: string;
  isUpload: boolean;
}

export interface AfEvent {
  eventName: string;
  eventValues?: Record<string, string | number>;
}

/**
 * Outside a shell events go nowhere (there is no analytics in the browser); shown only in the
 * development server, not in tests (vitest also runs in DEV mode, and the noise hid real warnings).
 */
function debugEvent(kind: string, event: unknown): void {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.debug(`[${kind}]`, event);
}

export async function logEventByLocal(event: LocalEvent): Promise<void> {
  if (isInShell()) await callShell('logEventByLocal', event);
  else debugEvent('logEventByLocal', event);
}

/**
 * The shells read the event's name as `data.event` (liruixing passes it to a non-null Kotlin
 * parameter: without it the app dies); `eventName` and `eventValues` stay for the spec's shape.
 */
export async function logEventByAF(event: AfEvent): Promise<void> {
  if (isInShell()) await callShell('logEventByAF', { event: event.eventName, ...event });
  else debugEvent('logEventByAF', event);
}
