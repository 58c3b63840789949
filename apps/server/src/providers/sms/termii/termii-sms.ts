import { callVendor } from '../../vendor-http.ts';
import type { SmsMessage, SmsProvider, SmsResult } from '../types.ts';
import { termiiSendRequest, termiiSendResult, type TermiiSettings } from './termii-fns.ts';

export interface TermiiOptions extends TermiiSettings {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The Termii adapter: a real HTTP client for their documented messaging API. */
export function createTermiiSms(options: TermiiOptions): SmsProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'termii',
    async sendSms(message: SmsMessage): Promise<SmsResult> {
      const request = termiiSendRequest(options, message);
      const exchange = await callVendor(
        request.url,
        { vendor: 'termii', method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: request.body },
        timeoutMs,
        doFetch,
      );
      if (exchange.ok) return termiiSendResult(exchange.status, exchange.text);
      return { ok: false, reason: exchange.timedOut ? 'timeout' : 'unavailable' };
    },
  };
}
