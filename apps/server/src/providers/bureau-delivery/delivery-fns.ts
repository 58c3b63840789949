import type { DeliveryOutcome } from './types.ts';

/** One part of a file sent by an API (a chunk of rows, one account): taken, or why not. */
export type PartResult = { taken: true } | { taken: false; outcome: Exclude<DeliveryOutcome, { state: 'delivered' }> };

/** At most this many reasons are kept on a refusal: staff read them, the file has the rest. */
const MAX_REASONS = 200;

/**
 * Sends every part, `limit` at a time. A refusal of some records does not stop the others
 * (staff get every reason at once, and the next file carries the corrections); an unavailable
 * bureau or refused credentials stop the sending, since every further call would fail the same
 * way, and the job's retry sends the whole file again: the bureaus key records by our customer
 * and account numbers, so a part sent twice says the same thing twice (ADR 099).
 */
export async function sendAll<T>(parts: readonly T[], limit: number, send: (part: T, index: number) => Promise<PartResult>): Promise<DeliveryOutcome> {
  const refusals: { index: number; reasons: string[] }[] = [];
  let stop: Exclude<DeliveryOutcome, { state: 'delivered' | 'rejected' }> | null = null;
  let next = 0;
  const worker = async () => {
    while (stop === null && next < parts.length) {
      const index = next++;
      const result = await send(parts[index] as T, index);
      if (result.taken) continue;
      const { outcome } = result;
      if (outcome.state === 'rejected') refusals.push({ index, reasons: outcome.reasons });
      // Refused credentials outrank a bureau that is down: an operator must act either way, and retrying cannot help.
      else if (stop === null || outcome.state === 'misconfigured') stop = outcome;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, parts.length)) }, worker));
  if (stop !== null) return stop;
  if (refusals.length === 0) return { state: 'delivered', receipt: null };
  const reasons = refusals.sort((a, b) => a.index - b.index).flatMap((r) => r.reasons);
  return { state: 'rejected', reasons: reasons.length > MAX_REASONS ? [...reasons.slice(0, MAX_REASONS), `… and ${reasons.length - MAX_REASONS} more`] : reasons };
}

/**
 * A bureau's message as staff may read it: identity numbers a bureau might echo (BVN, NIN,
 * phone, RFC, CURP) are masked, and the text is cut short.
 */
export function maskedMessage(text: string): string {
  return text
    .replace(/\d{8,}/g, (digits) => `•••${digits.slice(-2)}`)
    .replace(/\b[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{0,8}\b/gi, '[id]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** An HTTP answer that is neither taken nor refused: the port's other two words. */
export function transportOutcome(vendor: string, status: number | null): PartResult | null {
  if (status === null) return { taken: false, outcome: { state: 'unavailable', detail: `${vendor} did not answer in time` } };
  if (status === 401 || status === 403) return { taken: false, outcome: { state: 'misconfigured', detail: `${vendor} refused our credentials (HTTP ${status})` } };
  if (status === 404 || status === 405) return { taken: false, outcome: { state: 'misconfigured', detail: `${vendor} has no such endpoint (HTTP ${status}): check its URL` } };
  if (status === 408 || status === 429 || status >= 500) return { taken: false, outcome: { state: 'unavailable', detail: `${vendor} answered HTTP ${status}` } };
  return null;
}
