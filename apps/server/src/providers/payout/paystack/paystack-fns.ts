import type { ResolveAccountResult } from '../types.ts';

export interface PaystackSettings {
  secretKey: string;
  baseUrl: string;
}

/**
 * Paystack's `GET /bank/resolve` answer reduced to ours. Paystack answers 200 with
 * `{status: true, data: {account_number, account_name, bank_id}}`; an account it cannot
 * find comes back as 422 (sometimes 400) with `status: false` and a message such as
 * "Could not resolve account name. Check parameters or try again."; 401 means our key is
 * wrong and 429/5xx that it is busy, which the borrower can only wait out.
 */
export function toResolveResult(httpStatus: number, body: unknown): ResolveAccountResult {
  const parsed = body as { status?: unknown; data?: { account_name?: unknown } } | null;
  if (httpStatus === 200 && parsed?.status === true && typeof parsed.data?.account_name === 'string' && parsed.data.account_name.trim()) {
    return { ok: true, accountName: parsed.data.account_name.trim() };
  }
  if ((httpStatus === 422 || httpStatus === 400 || httpStatus === 404) && parsed?.status === false) return { ok: false, reason: 'not_found' };
  return { ok: false, reason: 'unavailable' };
}
