import { callShell, isInShell } from './bridge-core.ts';
import { stringField, type ShellAnswer } from './bridge-protocol.ts';

/**
 * Actions the published shells offer beyond the spec's eight (ADR 041), typed, each with the
 * fallback used when there is no shell or it does not answer within ANSWER_WAIT_MS.
 */

/** The app the shell is. Device ids (androidId, imei, gaid) are answered too but not kept: we do not need them. */
export interface AppIdentity {
  packageName: string;
  appName: string | null;
  afid: string | null;
  appVersion: string | null;
}

/** The shell's identity, or null (no shell, no answer, a refusal, or no package name). */
export async function getPackageName(): Promise<AppIdentity | null> {
  if (!isInShell()) return null;
  const answer = await callShell('getPackageName');
  if (!answer?.ok) return null;
  const packageName = stringField(answer.data, 'packageName');
  if (!packageName) return null;
  return {
    packageName,
    appName: stringField(answer.data, 'appName'),
    afid: stringField(answer.data, 'afid'),
    appVersion: stringField(answer.data, 'appVersion'),
  };
}

/** The shell's version name ("2.3.1"), or null. */
export async function getVersionName(): Promise<string | null> {
  if (!isInShell()) return null;
  const answer = await callShell('getVersionName');
  return answer?.ok ? stringField(answer.data, 'versionName') : null;
}

/** The wa.me link for a number (digits only, as WhatsApp wants them). */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/**
 * Opens a WhatsApp chat with customer service. Inside a shell it is asked under both names the
 * published shells listen for (`ToWhatsapp` on Android, `toWhatsapp` on Flutter), with the
 * number in digits where each reads it; its answer proves nothing (dingshuangdian says "ok" and
 * opens nothing), so the caller shows the wa.me link as well (`'shell'`). In a browser the link
 * opens in a new window at once, within the tap (`'link'`).
 */
export function openWhatsapp(phone: string): 'shell' | 'link' {
  const digits = phone.replace(/\D/g, '');
  if (isInShell()) {
    // toWhatsapp first: nobody answers it, so it goes at once; ToWhatsapp waits for an answer.
    void callShell('toWhatsapp', { phone: digits });
    void callShell('ToWhatsapp', { phone: digits });
    return 'shell';
  }
  window.open(whatsappLink(phone), '_blank', 'noopener');
  return 'link';
}

/**
 * The store's id for the app: the `id` of a Google Play link, which the shells open as
 * `market://details?id=…` (liruixing) or a Play address (Flutter); any other address as it is.
 */
export function storePackageId(downloadLink: string): string {
  try {
    const url = new URL(downloadLink);
    const id = url.hostname === 'play.google.com' ? url.searchParams.get('id') : null;
    return id ?? downloadLink;
  } catch {
    return downloadLink;
  }
}

/**
 * Opens the store page for `downloadLink` (from /app-download/getAddress). Inside a shell,
 * `toGooglePlayer` carries `packageId` (what the shells read; `downloadLink` stays for ADR 009)
 * and no shell answers, so the caller shows the link as well (`'shell'`); a browser opens it
 * at once (`'link'`).
 */
export function openStore(downloadLink: string): 'shell' | 'link' {
  if (isInShell()) {
    void callShell('toGooglePlayer', { packageId: storePackageId(downloadLink), downloadLink });
    return 'shell';
  }
  window.open(downloadLink, '_blank', 'noopener');
  return 'link';
}

/** A native liveness check: its id and the face image (base64), or why it failed. */
export type LivenessResult = { ok: true; livenessId: string; image: string } | { ok: false; msg: string };

function toLiveness(answer: ShellAnswer): LivenessResult {
  if (!answer.ok) return { ok: false, msg: answer.msg };
  const livenessId = stringField(answer.data, 'livenessId');
  const image = stringField(answer.data, 'file');
  return livenessId && image ? { ok: true, livenessId, image } : { ok: false, msg: '' };
}

/**
 * Runs the shell's liveness check (`getAccuauthSDK`, answered through `webViewFaceImg`). Null
 * means "use the web's own selfie upload": no shell, or no answer yet; a result that comes while
 * the camera is open goes to `onLate`.
 */
export async function checkLiveness(onLate?: (result: LivenessResult) => void): Promise<LivenessResult | null> {
  if (!isInShell()) return null;
  const answer = await callShell('getAccuauthSDK', {}, { onLate: (late) => onLate?.(toLiveness(late)), lateMs: 5 * 60_000 });
  return answer ? toLiveness(answer) : null;
}
