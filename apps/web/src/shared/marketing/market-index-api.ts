import { encryptPath, REQUEST_TIMEOUT_MS, type Language, type LoanMarketIndex } from '@lendline/domain';
import { readItem, readPackageName } from '../storage/storage.ts';

/** Same as the API client's base; the client itself brings React's store with it, which a landing page does without. */
const API_BASE = import.meta.env.VITE_API_BASE || '/api';
const PATH = '/loanMarket/index';

/**
 * `/loanMarket/index` with the spec's headers (packageName, lang, afid, appName), no token, so
 * the server's public read cache answers it (ADR 021). Null on any failure: a landing page
 * already shows the figures this build knows, and the visitor never waits for this answer; the
 * app asks it for the server's market when its document does not name one (ADR 049).
 */
/**
 * A success with products: what a landing page relies on. The rest is the contract's shape, which
 * the server checks its answers against (the landing chunk ships no schemas).
 */
function isIndexAnswer(body: unknown): body is { code: 0; data: LoanMarketIndex } {
  if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== 0 || !('data' in body)) return false;
  const { data } = body;
  return typeof data === 'object' && data !== null && 'products' in data && Array.isArray(data.products) && data.products.length > 0
    // The live terms a chosen amount is priced with (ADR 089): an answer without them is another release's.
    && 'terms' in data && Array.isArray(data.terms) && data.terms.length > 0;
}

export async function fetchMarketIndex(lang: Language, timeoutMs = REQUEST_TIMEOUT_MS): Promise<LoanMarketIndex | null> {
  const packageName = readPackageName();
  const headers = new Headers({ 'Cache-Control': 'no-cache', packageName, lang });
  for (const key of ['appName', 'afid'] as const) {
    const value = readItem(key);
    if (value) headers.set(key, value);
  }
  const url = `${API_BASE}/${encryptPath(PATH, packageName)}?timestamp=${Math.floor(Date.now() / 1000)}`;
  // A timer cleared once the answer is in, not AbortSignal.timeout: that one runs its full minute
  // after every answer, keeping a page (or a test worker) busy for nothing.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { headers, signal: controller.signal });
    const body: unknown = await res.json();
    return isIndexAnswer(body) ? body.data : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
