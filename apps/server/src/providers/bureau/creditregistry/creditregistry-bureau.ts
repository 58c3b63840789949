import { callVendor, parseJsonOrNull } from '../../vendor-http.ts';
import { createVendorSession } from '../../vendor-session.ts';
import { exchangeFailure, failure, noHitReport, pickRecord, readStrictly, record, type Failure } from '../bureau-fns.ts';
import type { BureauProvider, BureauResult } from '../types.ts';
import {
  envelopeRefusal, findDetailBody, loginBody, readReport201, readSearchResults, readSessionCode, report201Body, type CreditRegistrySettings,
} from './creditregistry-fns.ts';

export interface CreditRegistryOptions extends CreditRegistrySettings {
  timeoutMs?: number;
  /** How long a SessionCode is reused at most; AutoCred's own timeout is an agent setting. */
  sessionMaxAgeMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}

const VENDOR = 'creditregistry';
const headers = { 'content-type': 'application/json', accept: 'application/json' };

/** Reads an AutoCred answer: transport and status first, then the JSON and its Success flag. */
function answerOf(exchange: Parameters<typeof exchangeFailure>[0]): { ok: true; body: Record<string, unknown> } | Failure {
  const failed = exchangeFailure(exchange, VENDOR);
  if (failed) return failed;
  if (!exchange.ok) return failure('unavailable', `${VENDOR}: no answer`);
  if (exchange.status >= 400) return failure('refused', `${VENDOR}: HTTP ${exchange.status}`);
  const read = readStrictly(VENDOR, () => {
    const body = record(parseJsonOrNull(exchange.text), 'answer');
    return { body, refusal: envelopeRefusal(body) };
  });
  if (!read.ok) return read;
  return read.value.refusal === null ? { ok: true, body: read.value.body } : failure('refused', `${VENDOR}: ${read.value.refusal}`);
}

/**
 * The CreditRegistry adapter: BVN → RegistryID (FindDetail) → accounts and SMARTScore
 * (GetReport201). Nothing of the BVN, the names or the bodies is logged; the errors name
 * the step and the field only.
 */
export function createCreditRegistryBureau(options: CreditRegistryOptions): BureauProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const post = (path: string, body: string) => callVendor(`${options.baseUrl}/${path}`, { vendor: VENDOR, method: 'POST', headers, body }, timeoutMs, doFetch);

  // Neither bureau documents a session lifetime we could trust: kept this long, or to the first 401.
  const keepMs = options.sessionMaxAgeMs ?? 20 * 60_000;
  const session = createVendorSession<Failure>(async () => {
    const exchange = await post('Login', loginBody(options));
    const failed = exchangeFailure(exchange, VENDOR);
    if (failed) return failed;
    if (!exchange.ok || exchange.status >= 400) return failure('misconfigured', `${VENDOR}: login refused`);
    const read = readStrictly(VENDOR, () => readSessionCode(parseJsonOrNull(exchange.text)));
    // A login the bureau answered but refused is our credentials, not a bad report.
    return read.ok ? { ok: true, token: read.value, keepMs } : failure('misconfigured', `${VENDOR}: login refused`);
  });

  return {
    name: VENDOR,
    displayName: 'CreditRegistry',
    market: 'NG',
    async inquire({ subject, reference }): Promise<BureauResult> {
      const searched = await session.call((code) => post('FindDetail', findDetailBody(code, subject.idNumber)));
      if (!searched.ok) return searched;
      const search = answerOf(searched.exchange);
      if (!search.ok) return search;
      const records = readStrictly(VENDOR, () => readSearchResults(search.body));
      if (!records.ok) return records;
      const picked = pickRecord(records.value, (r) => r, subject);
      const reportedAt = now().toISOString();
      if (picked.kind === 'ambiguous') return failure('invalid_response', `${VENDOR}: ${picked.count} records match the name and birthday`);
      if (picked.kind === 'none') return { ok: true, report: noHitReport(VENDOR, reference, subject, reportedAt) };
      const match = picked.record;
      const fetched = await session.call((code) => post('GetReport201', report201Body(code, match.registryId)));
      if (!fetched.ok) return fetched;
      const answer = answerOf(fetched.exchange);
      if (!answer.ok) return answer;
      const report = readStrictly(VENDOR, () => readReport201(answer.body));
      if (!report.ok) return report;
      return {
        ok: true,
        report: {
          bureau: VENDOR,
          bureauReference: match.registryId,
          found: true,
          subject: { fullName: match.fullName, birthday: match.birthday },
          score: report.value.score,
          facilities: report.value.facilities,
          // Product 8201 carries no enquiry history.
          recentInquiries: null,
          reportedAt,
        },
      };
    },
  };
}
