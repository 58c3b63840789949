import { parseJsonOrNull } from '../../vendor-http.ts';
import type { ReceivedPayment } from '../types.ts';

type Reading<T> = { ok: true; value: T } | { ok: false; reason: string };

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** A real instant, written as ISO 8601 with its offset: "2026-02-31T…" is no day, and Date would roll it over to March. */
function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = ISO_INSTANT.exec(value);
  if (!parts || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

function targetOf(value: unknown): ReceivedPayment['target'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const target = value as Record<string, unknown>;
  if (target.kind === 'account' && typeof target.accountNumber === 'string' && target.accountNumber !== '') return { kind: 'account', accountNumber: target.accountNumber };
  if (target.kind === 'reference' && typeof target.reference === 'string' && target.reference !== '') return { kind: 'reference', reference: target.reference };
  return null;
}

/** The notification's body: a JSON object, or why not. */
export function readNotificationBody(text: string): Reading<{ event?: unknown; reference?: unknown }> {
  const body = parseJsonOrNull(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, reason: 'the body must be a JSON object' };
  return { ok: true, value: body };
}

/**
 * The payment a signed sandbox reference carries, checked field by field. The signature proves
 * only that SECRET_KEY signed it, and testers sign by hand with the development key: a
 * fraction of a minor unit, a number past 2^53, a string or an impossible date must be a 400
 * with its reason, never a crash deep in the ledger.
 */
export function readSandboxPayment(content: unknown): Reading<Omit<ReceivedPayment, 'providerReference'>> {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return { ok: false, reason: 'the reference must carry a JSON object' };
  const { amount, currency, paidAt, target, reusableCard } = content as Record<string, unknown>;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, reason: 'amount must be a whole number of minor units, from 1 to 2^53 - 1' };
  }
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return { ok: false, reason: 'currency must be an ISO 4217 code such as NGN or MXN' };
  if (!isInstant(paidAt)) return { ok: false, reason: 'paidAt must be an ISO 8601 instant with its offset, such as 2026-03-02T09:00:00.000Z' };
  const to = targetOf(target);
  if (!to) return { ok: false, reason: 'target must be {kind: "account", accountNumber} or {kind: "reference", reference}' };
  if (reusableCard !== undefined && reusableCard !== true) return { ok: false, reason: 'reusableCard must be true or absent' };
  return { ok: true, value: { amount, currency, paidAt, target: to, ...(reusableCard ? { reusableCard } : {}) } };
}
