import { childSpan } from '../shared/trace-context.ts';

/**
 * One HTTP exchange with a vendor's API, as every adapter needs it: a hard timeout, and the
 * transport failures (timeout, refused, reset) told apart from answers. What an answer means
 * stays with each vendor's pure `*-fns.ts` mapping.
 */
export type VendorExchange =
  | { ok: true; status: number; text: string; headers: Headers }
  | { ok: false; timedOut: boolean };

/** `vendor`: the configured vendor's name, for the call's span (ADR 094). */
export type VendorRequest = Omit<RequestInit, 'signal'> & { vendor: string };

export async function callVendor(
  url: string,
  { vendor, ...init }: VendorRequest,
  timeoutMs: number,
  doFetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<VendorExchange> {
  const method = init.method ?? 'GET';
  // With tracing on, a client span under the request or job: vendor, method, host and status;
  // never the path (it carries references and account numbers), the body or the headers (keys).
  const span = childSpan(`${method} ${vendor}`, 'client', {
    'lendline.provider': vendor,
    'http.request.method': method,
    'server.address': URL.canParse(url) ? new URL(url).hostname : '',
  });
  try {
    const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    span?.setAttributes({ 'http.response.status_code': response.status });
    const text = await response.text();
    span?.end(response.status >= 500 ? new VendorHttpError() : undefined);
    return { ok: true, status: response.status, text, headers: response.headers };
  } catch (error) {
    span?.end(error);
    const name = error instanceof Error ? error.name : '';
    return { ok: false, timedOut: name === 'TimeoutError' || name === 'AbortError' };
  }
}

/** A vendor's 5xx, for the span's status: the answer itself is the adapter's to read. */
class VendorHttpError extends Error {
  override name = 'VendorServerError';
}

/** A body that is not JSON reads as null, for mappings that take parsed bodies. */
export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
