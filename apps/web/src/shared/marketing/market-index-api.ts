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
export async function fetchMarketIndex(lang: Language, timeoutMs = REQUEST_TIMEOUT_MS): Promise<LoanMarketIndex | null> {
  const packageName = readPackageName();
  const headers = new Headers({ 'Cache-Control': 'no-cache', packageName, lang });
  for (const key of ['appName', 'afid'] as const) {
    const value = readItem(key);
    if (value) headers.set(key, value);
  }
  const url = `${API_BASE}/${encryptPath(PATH, packageName)}?timestamp=${Math.floor(Date.now() / 1000)}`;
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json()) as { code?: unknown; data?: Partial<LoanMarketIndex> };
    const data = body.data;
    if (body.code !== 0 || !data || !Array.isArray(data.products) || data.products.length === 0) return null;
    return data as LoanMarketIndex;
  } catch {
    return null;
  }
}
