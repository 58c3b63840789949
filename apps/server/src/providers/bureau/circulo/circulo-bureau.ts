import { callVendor, parseJsonOrNull } from '../../vendor-http.ts';
import { exchangeFailure, failure, noHitReport, readStrictly } from '../bureau-fns.ts';
import type { BureauProvider, BureauResult } from '../types.ts';
import { CIRCULO_REPORT_PATH, errorCodes, isSignedBy, personaBody, privateKeyOf, publicKeyOf, readRespuesta, signBody, type CirculoSettings } from './circulo-fns.ts';

export interface CirculoOptions extends CirculoSettings {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}

const VENDOR = 'circulo';

/**
 * The Círculo de Crédito adapter. The body is serialised once and those exact bytes are
 * signed and sent (re-serialising could reorder or re-escape them and break the signature).
 * An answer whose signature does not verify is not read: it may not be Círculo's.
 */
export function createCirculoBureau(options: CirculoOptions): BureauProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  // Read at start: a key that does not parse stops the server there, not at the first borrower.
  const ourKey = privateKeyOf(options.privateKey);
  const circuloKey = publicKeyOf(options.certificate);

  return {
    name: VENDOR,
    displayName: 'Círculo de Crédito',
    market: 'MX',
    async inquire({ subject, reference }): Promise<BureauResult> {
      const body = personaBody(subject);
      if (body === null) return failure('refused', `${VENDOR}: the address is required`);
      const headers = {
        'content-type': 'application/json', accept: 'application/json',
        'x-api-key': options.apiKey, username: options.username, password: options.password, 'x-signature': signBody(body, ourKey),
      };
      const exchange = await callVendor(`${options.baseUrl}${CIRCULO_REPORT_PATH}`, { vendor: VENDOR, method: 'POST', headers, body }, timeoutMs, doFetch);
      const failed = exchangeFailure(exchange, VENDOR);
      if (failed) return failed;
      if (!exchange.ok) return failure('unavailable', `${VENDOR}: no answer`);
      if (exchange.status !== 200 && exchange.status !== 404) {
        const codes = errorCodes(parseJsonOrNull(exchange.text));
        return failure('refused', `${VENDOR}: HTTP ${exchange.status}${codes ? ` (${codes})` : ''}`);
      }
      if (!isSignedBy(exchange.text, exchange.headers.get('x-signature'), circuloKey)) return failure('invalid_response', `${VENDOR}: the answer's signature does not verify`);
      // 404 is the consumer not found: Círculo has no file on the person.
      if (exchange.status === 404) return { ok: true, report: noHitReport(VENDOR, reference, subject, now().toISOString()) };
      const read = readStrictly(VENDOR, () => readRespuesta(parseJsonOrNull(exchange.text), now()));
      if (!read.ok) return read;
      const r = read.value;
      if (!r.found) return { ok: true, report: noHitReport(VENDOR, r.folio, subject, now().toISOString()) };
      return {
        ok: true,
        report: {
          bureau: VENDOR,
          bureauReference: r.folio,
          found: true,
          subject: { fullName: r.fullName, birthday: r.birthday },
          score: r.score,
          facilities: r.facilities,
          recentInquiries: r.recentInquiries,
          reportedAt: now().toISOString(),
        },
      };
    },
  };
}
