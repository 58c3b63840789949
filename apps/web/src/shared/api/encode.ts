import type { BodyEncoding } from '@lendline/domain';

export type Params = Record<string, unknown>;

function scalar(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function entries(params: Params | undefined): [string, unknown][] {
  return Object.entries(params ?? {}).filter(([, value]) => value !== undefined && value !== null);
}

/** GET parameters go to the query string, after the timestamp. */
export function appendQuery(query: URLSearchParams, params: Params | undefined): void {
  for (const [key, value] of entries(params)) {
    if (Array.isArray(value)) for (const item of value) query.append(key, scalar(item));
    else query.set(key, scalar(value));
  }
}

/** The body of a POST in the call's encoding. */
export function encodeBody(encoding: BodyEncoding, params: Params | FormData | undefined): BodyInit | undefined {
  if (params instanceof FormData) return params;
  if (encoding === 'form') {
    const body = new URLSearchParams();
    for (const [key, value] of entries(params)) body.set(key, scalar(value));
    return body.toString();
  }
  if (encoding === 'multipart') {
    const body = new FormData();
    for (const [key, value] of entries(params)) body.append(key, value instanceof Blob ? value : scalar(value));
    return body;
  }
  return JSON.stringify(params ?? {});
}
