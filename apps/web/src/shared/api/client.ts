import {
  encryptPath,
  endpoint,
  errorNameForCode,
  ERRORS,
  isSessionCode,
  REQUEST_TIMEOUT_MS,
  type EncodingOf,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from '@lendline/domain';
import { isMessageKey, needStrings, t } from '../i18n/i18n-store.ts';
import { endSession } from '../session/end-session.ts';
import { readToken } from '../session/session.ts';
import { readPackageName } from '../storage/storage.ts';
import { hideLoading, showLoading } from '../ui/loading-store.ts';
import { showToast } from '../ui/toast-store.ts';
import { appendQuery, encodeBody } from './encode.ts';
import { buildHeaders } from './headers.ts';

/** Where the API lives: same origin `/api` unless the build says otherwise. */
export const API_BASE = import.meta.env.VITE_API_BASE || '/api';
/** Our codes for failures that never reached an envelope. */
export const NETWORK_FAILURE = -1;
export const ABORTED = -2;

export interface ApiFieldError {
  field: string;
  message: string;
}

export type ApiFailure = { ok: false; code: number; msg: string; fields?: ApiFieldError[] };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/** What a call to `P` sends: an upload's form data, else the contract's request shape. */
export type ParamsOf<P extends EndpointPath> = EncodingOf<P> extends 'multipart' ? FormData : RequestOf<P>;

export interface RequestOptions {
  /** Cancels the call (e.g. the screen went away); resolves as ABORTED, silently. */
  signal?: AbortSignal;
  /** Shows the blocking loading indicator while the call runs. */
  loading?: boolean;
  /**
   * No toast for network failures. A session's end is still told, once: a quiet background read
   * (the Me tab's badge) is often the first call to learn that the account signed in elsewhere,
   * and the borrower must know why they were signed out.
   */
  quiet?: boolean;
  /** Sent instead of the stored token: a sign-in not saved yet (the legal prompt, ADR 048). */
  authorization?: string;
}

interface Envelope {
  code: number;
  data: unknown;
  msg: string;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

/**
 * A success envelope of `P`'s call: the one place the wire's JSON becomes the contract's type.
 * Its data is `ResponseOf<P>` because the server validates every answer against the same
 * schemas before sending it (integration tests parse each one); the web does not ship zod to
 * check them again.
 */
export function isAnswerOf<P extends EndpointPath>(body: Envelope, _path: P): body is Envelope & { code: 0; data: ResponseOf<P> } {
  return body.code === 0;
}

/** Our text for a code when the server sent none. */
function fallbackMessage(code: number): string {
  const key = `error.${errorNameForCode(code) ?? 'INTERNAL'}`;
  return isMessageKey(key) ? t(key) : t('error.INTERNAL');
}

function fieldErrors(data: unknown): ApiFieldError[] | undefined {
  const fields = typeof data === 'object' && data !== null && 'fields' in data ? data.fields : undefined;
  if (!Array.isArray(fields)) return undefined;
  return fields.flatMap((item: { field?: unknown; message?: unknown; key?: unknown }) => {
    if (typeof item?.field !== 'string') return [];
    const text = typeof item.message === 'string' ? item.message : typeof item.key === 'string' ? item.key : '';
    return [{ field: item.field, message: isMessageKey(text) ? t(text) : text || t('error.validation.invalid') }];
  });
}

type Outcome = { body: unknown } | { failed: 'network' | 'aborted' };

async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { body: await response.json() };
  } catch {
    return { failed: signal?.aborted ? 'aborted' : 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/**
 * Calls one logical path of the contract (spec section 7): encrypted path, timestamp, headers,
 * body per the endpoint's encoding, 60 s timeout. Never throws for a failed call: the screen
 * gets `{ ok: false }`, and the spec's global handling (session codes, network failure) is
 * done here.
 */
export async function request<P extends EndpointPath>(
  path: P,
  params?: ParamsOf<P>,
  options: RequestOptions = {},
): Promise<ApiResult<ResponseOf<P>>> {
  // Throws for a path outside the contract: only possible past the type checker (a bug).
  const def = endpoint(path);
  const query = new URLSearchParams({ timestamp: String(Math.floor(Date.now() / 1000)) });
  const headers = buildHeaders(def.encoding);
  if (options.authorization) headers.set('Authorization', options.authorization);
  const init: RequestInit = { method: def.method, headers };
  if (def.method === 'GET') appendQuery(query, params instanceof FormData ? undefined : params);
  else init.body = encodeBody(def.encoding, params);
  const url = `${API_BASE}/${encryptPath(path, readPackageName())}?${query.toString()}`;

  if (options.loading) showLoading();
  const outcome = await send(url, init, options.signal);
  if (options.loading) hideLoading();

  if ('failed' in outcome) {
    if (outcome.failed === 'aborted') return { ok: false, code: ABORTED, msg: '' };
    const msg = t('error.network');
    if (!options.quiet) showToast(msg, 'error');
    return { ok: false, code: NETWORK_FAILURE, msg };
  }
  const { body } = outcome;
  if (!isEnvelope(body)) {
    const msg = t('error.network');
    if (!options.quiet) showToast(msg, 'error');
    return { ok: false, code: NETWORK_FAILURE, msg };
  }
  if (isAnswerOf(body, path)) return { ok: true, data: body.data };

  // The error catalogue is fetched with the first error (ADR 059): home's first load has no room for it.
  await needStrings('errors');
  const msg = body.msg || fallbackMessage(body.code);
  if (isSessionCode(body.code)) {
    // Told only while there is a session to end (concurrent calls learn it together), and not
    // when the borrower is signing out anyway.
    if (readToken() !== null && def.path !== '/security/logout') showToast(msg, 'error');
    endSession();
    return { ok: false, code: body.code, msg };
  }
  const fields = body.code === ERRORS.VALIDATION_FAILED.code ? fieldErrors(body.data) : undefined;
  return fields ? { ok: false, code: body.code, msg, fields } : { ok: false, code: body.code, msg };
}
