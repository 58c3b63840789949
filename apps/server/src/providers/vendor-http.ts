/**
 * One HTTP exchange with a vendor's API, as every adapter needs it: a hard timeout, and the
 * transport failures (timeout, refused, reset) told apart from answers. What an answer means
 * stays with each vendor's pure `*-fns.ts` mapping.
 */
export type VendorExchange =
  | { ok: true; status: number; text: string }
  | { ok: false; timedOut: boolean };

export async function callVendor(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  timeoutMs: number,
  doFetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<VendorExchange> {
  try {
    const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { ok: true, status: response.status, text: await response.text() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { ok: false, timedOut: name === 'TimeoutError' || name === 'AbortError' };
  }
}

/** A body that is not JSON reads as null, for mappings that take parsed bodies. */
export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
