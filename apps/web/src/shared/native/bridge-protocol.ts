/**
 * The wire format of the native shell bridge (spec section 7, ADR 041): the message we send,
 * the answers the published shells give, and how both reply styles reduce to one answer.
 */

/** The spec's eight actions, then the ones the published shells add. */
export type SpecAction =
  | 'toLogin'
  | 'getLoginInfo'
  | 'logout'
  | 'setNewToken'
  | 'timeSDK'
  | 'selectContact'
  | 'logEventByLocal'
  | 'logEventByAF';
/**
 * `getAccuauthSDK` is the shells' native liveness check (answered through `webViewFaceImg`).
 * WhatsApp has two names: the Android shells listen for `ToWhatsapp`, the Flutter one for `toWhatsapp`.
 */
export type ShellExtraAction = 'getPackageName' | 'getVersionName' | 'ToWhatsapp' | 'toWhatsapp' | 'toGooglePlayer' | 'getAccuauthSDK';
export type ShellAction = SpecAction | ShellExtraAction;

export interface BridgeMessage {
  action: ShellAction;
  id: string;
  data: unknown;
  /** The global a Flutter shell calls; Android shells ignore it and call a fixed global. */
  callback: string;
}

/**
 * The fixed globals Android shells (and some Flutter ones) call, each with the envelope
 * `{action, id, msg, result, data}`: `webViewToLogin` answers both toLogin and getLoginInfo.
 */
export const REPLY_GLOBALS = [
  'webViewToLogin',
  'setNewToken',
  'getWebViewSelectContact',
  'webViewGetPackageName',
  'webViewVersionName',
  'webViewFaceImg',
  'webViewToWhatsapp',
  // liruixing's data SDK answers here, always with id "" (its `timeId` is never set): installed so
  // the call finds a function, and ignored like any reply without a known id.
  'webViewToTime',
] as const;

/**
 * The Flutter shell reads `setNewToken`'s token, `toGooglePlayer`'s packageId and
 * `toWhatsapp`'s phone from the message root, not from `data`: for these the data fields are
 * copied to the root as well.
 */
export const ROOT_MIRRORED_ACTIONS: ReadonlySet<ShellAction> = new Set(['setNewToken', 'toGooglePlayer', 'ToWhatsapp', 'toWhatsapp']);

/**
 * Actions no published shell answers (issue 19): sent without waiting, so they never hold the
 * one-at-a-time line (bridge-line.ts) and resolve `null` at once.
 */
export const UNANSWERED_ACTIONS: ReadonlySet<ShellAction> = new Set(['logout', 'logEventByLocal', 'logEventByAF', 'toGooglePlayer', 'toWhatsapp']);

/** What a call comes to: the shell's data, or its refusal. No answer in time is `null`. */
export type ShellAnswer = { ok: true; data: unknown } | { ok: false; msg: string };

export interface ReplyEnvelope {
  action?: string;
  id?: string | number;
  msg?: string;
  result?: 'ok' | 'fail';
  data?: unknown;
}

function parse(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An envelope says `result` "ok"/"fail" or carries the message's `action` and `id`. */
function isEnvelope(value: unknown): value is ReplyEnvelope {
  if (!isRecord(value)) return false;
  return value.result === 'ok' || value.result === 'fail' || ('action' in value && 'id' in value);
}

/** The id an envelope answers, or null when it names none (a fixed-global reply then is ignored). */
export function envelopeId(raw: unknown): string | null {
  const value = parse(raw);
  if (!isEnvelope(value) || value.id === undefined || value.id === null) return null;
  return String(value.id);
}

/**
 * One answer from either style: an envelope (`result` "fail" is a refusal carrying `msg`), or,
 * through the per-call callback, the bare answer itself (ADR 009's style, still accepted).
 */
export function toAnswer(raw: unknown): ShellAnswer {
  const value = parse(raw);
  if (!isEnvelope(value)) return { ok: true, data: value };
  if (value.result === 'fail') return { ok: false, msg: typeof value.msg === 'string' ? value.msg : '' };
  return { ok: true, data: value.data };
}

/** Reads a string field of an answer's data; anything else is absent. */
export function stringField(data: unknown, key: string): string | null {
  if (!isRecord(data)) return null;
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function recordOf(data: unknown): Record<string, unknown> {
  return isRecord(data) ? data : {};
}
