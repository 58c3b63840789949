import { callVendor } from '../../vendor-http.ts';
import type { KycProvider } from '../types.ts';
import { dojahVerifyRequest, dojahVerifyResult, type DojahSettings } from './dojah-fns.ts';

export interface DojahOptions extends DojahSettings {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The Dojah adapter. Document sides are not sent to Dojah one by one (each call is paid and
 * the identity check below already matches the registry and the photo); they pass once our
 * own checks found them readable. The identity check is the real call.
 */
export function createDojahKyc(options: DojahOptions): KycProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    name: 'dojah',
    readDocument: async () => ({ ok: true, value: {} }),
    checkFace: async () => ({ ok: true, value: true }),
    async verifyIdentity(check) {
      const request = dojahVerifyRequest(options, check);
      const exchange = await callVendor(request.url, { vendor: 'dojah', method: 'POST', headers: request.headers, body: request.body }, timeoutMs, doFetch);
      return exchange.ok ? dojahVerifyResult(exchange.status, exchange.text) : { ok: false, reason: 'unavailable' };
    },
  };
}
