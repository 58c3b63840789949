import type { Role } from '@lendline/domain';
import { vi } from 'vitest';
import type { StaffMember } from '../shared/session/session.ts';

/** One call as the server would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (the handler is chosen by method and path alone). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface Answer {
  status?: number;
  code: number;
  data?: unknown;
  msg?: string;
  /** An answer that is a file (a document image), not the envelope. */
  file?: { bytes: Uint8Array<ArrayBuffer>; type: string };
}

export type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

export const ok = (data: unknown): Answer => ({ code: 0, data, msg: 'success' });
/** VALIDATION_FAILED as the envelope words it: `{fields: [{field, message}]}`, msg the first. */
export const badField = (field: string, message: string): Answer => ({ status: 400, code: 100400, data: { fields: [{ field, message }] }, msg: message });
export const refused = (status: number, msg: string, code = 401601): Answer => ({ status, code, data: null, msg });
export const signedOut: Answer = { status: 401, code: 401600, data: null, msg: 'Sign in first' };

export function staffMember(roles: Role[], name = 'Ada Lovelace'): StaffMember {
  return { id: 'stf_1', email: 'ada@lendline.test', name, roles, markets: ['MX'] };
}

/**
 * Replaces fetch with a fake staff API keyed by "METHOD /path". An unhandled call answers 404
 * NOT_FOUND, as the server does for a route that does not exist; /me answers signed out.
 */
export function mockStaffApi(handlers: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost/console/');
    const method = init.method ?? 'GET';
    const call: RecordedCall = { method, path: url.pathname, query: url.searchParams, headers: new Headers(init.headers), body: typeof init.body === 'string' ? JSON.parse(init.body) : null };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`] ?? (url.pathname === '/staff/auth/me' ? () => signedOut : undefined);
    const answer = handler ? await handler(call) : { status: 404, code: 100404, data: null, msg: 'Not found' };
    const { status = 200, file, ...envelope } = answer;
    if (file) return new Response(new Blob([file.bytes], { type: file.type }), { status, headers: { 'content-type': file.type } });
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
