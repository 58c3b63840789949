import { csrfToken } from './csrf.ts';
import { language } from '../i18n/i18n.ts';

/**
 * A refused call, as the server's `{code, data, msg}` envelope says it (ADR 024): `msg` is
 * already in the person's language; `fields` maps a bad field's name to its message, so the
 * screen shows it at that field. `code` is -1 when the server could not be reached.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: number;
  readonly serverMessage: string | null;
  readonly fields: Readonly<Record<string, string>>;

  constructor(httpStatus: number, code: number, serverMessage: string | null, fields: Record<string, string> = {}) {
    super(serverMessage ?? `staff API answered ${httpStatus}`);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.code = code;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }

  get isNetwork(): boolean {
    return this.code === NETWORK;
  }
}

const NETWORK = -1;

interface Envelope {
  code?: unknown;
  data?: unknown;
  msg?: unknown;
}

/** `data.fields` of a VALIDATION_FAILED answer: `[{field, message}]`, worded by the server. */
function fieldsOf(data: unknown): Record<string, string> {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const out: Record<string, string> = {};
  for (const item of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string' && !(item.field in out)) out[item.field] = item.message;
  }
  return out;
}

/**
 * One call to the staff API: plain JSON on the same origin, the session in its HttpOnly cookie,
 * answers in the person's language (`lang`), and the CSRF token on everything but a read.
 */
export async function callStaffApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', lang: language() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = csrfToken();
  if (method !== 'GET' && token !== null) headers['x-csrf-token'] = token;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, NETWORK, null);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  if (response.ok && envelope.code === 0) return envelope.data as T;
  const code = typeof envelope.code === 'number' ? envelope.code : response.status;
  throw new ApiError(response.status, code, typeof envelope.msg === 'string' ? envelope.msg : null, fieldsOf(envelope.data));
}
