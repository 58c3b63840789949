import { encryptPath, endpoint, ERRORS, isSessionCode, REQUEST_TIMEOUT_MS, type EncodingOf, type EndpointPath, type ResponseOf } from '@lendline/domain';
import { ABORTED, API_BASE, isAnswerOf, isEnvelope, NETWORK_FAILURE, type ApiFieldError, type ApiResult } from '../api/client.ts';
import { buildHeaders } from '../api/headers.ts';
import { isMessageKey, t } from '../i18n/i18n-store.ts';
import { endSession } from '../session/end-session.ts';
import { readPackageName } from '../storage/storage.ts';
import { showToast } from '../ui/toast-store.ts';

/** The contract's multipart calls: the photo uploads (identity photos, repayment proofs). */
export type UploadPath = { [P in EndpointPath]: EncodingOf<P> extends 'multipart' ? P : never }[EndpointPath];

export interface UploadOptions {
  /** Called with 0..1 as the body leaves the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * One multipart upload with progress, which fetch cannot report: XMLHttpRequest's upload
 * events. Same encrypted path, timestamp, headers and envelope handling as `request`.
 */
export function uploadFile<P extends UploadPath>(path: P, file: Blob, options: UploadOptions = {}): Promise<ApiResult<ResponseOf<P>>> {
  if (endpoint(path).encoding !== 'multipart') throw new Error(`Not a multipart call of the contract: ${path}`);
  const query = new URLSearchParams({ timestamp: String(Math.floor(Date.now() / 1000)) });
  const url = `${API_BASE}/${encryptPath(path, readPackageName())}?${query.toString()}`;
  const body = new FormData();
  // The server reads one file in field `file` (decision 010); the name is never trusted.
  body.append('file', file, 'photo.jpg');

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    buildHeaders('multipart').forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const networkFailure = () => {
      const msg = t('error.network');
      showToast(msg, 'error');
      resolve({ ok: false, code: NETWORK_FAILURE, msg });
    };
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    // The screen went away or the borrower retook the photo: silent, like `request`.
    xhr.onabort = () => resolve({ ok: false, code: ABORTED, msg: '' });
    xhr.onload = () => resolve(readEnvelope(xhr.responseText, path) ?? failed());
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

function failed<T>(): ApiResult<T> {
  return { ok: false, code: NETWORK_FAILURE, msg: t('error.network') };
}

function readEnvelope<P extends UploadPath>(text: string, path: P): ApiResult<ResponseOf<P>> | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isEnvelope(body)) return null;
  // The wire's JSON becomes the contract's type as in `request` (the server checks its answers).
  if (isAnswerOf(body, path)) return { ok: true, data: body.data };
  const msg = typeof body.msg === 'string' && body.msg ? body.msg : t('error.INTERNAL');
  if (isSessionCode(body.code)) {
    showToast(msg, 'error');
    endSession();
  }
  const fields = fieldsOf(body.data);
  const withFields = body.code === ERRORS.VALIDATION_FAILED.code || body.code === ERRORS.BODY_TOO_LARGE.code;
  return withFields && fields ? { ok: false, code: body.code, msg, fields } : { ok: false, code: body.code, msg };
}

function fieldsOf(data: unknown): ApiFieldError[] | undefined {
  const fields = typeof data === 'object' && data !== null && 'fields' in data ? data.fields : undefined;
  if (!Array.isArray(fields)) return undefined;
  return fields.flatMap((f: { field?: unknown; message?: unknown }) => {
    if (typeof f?.field !== 'string') return [];
    const text = typeof f.message === 'string' ? f.message : '';
    return [{ field: f.field, message: isMessageKey(text) ? t(text) : text || t('error.validation.invalid') }];
  });
}
