import { draftKey, readDraft, removeDraft, writeDraft } from '../../shared/forms/drafts.ts';
import type { Choice } from './borrow-api.ts';

/**
 * The borrower's choice on the confirm screen. Amount and term are kept in local storage as a
 * draft, so reading the agreement, a reload (a WebView may be reloaded behind the borrower's
 * back) or a language switch never brings back the server's default amount, which one more
 * tap would borrow. Keyed by the order (the borrower's own; a shell session may have no stored
 * userId) under the drafts' prefix, so session end drops it with the drafts (ADR 012).
 *
 * The agreement tick stays in memory only: accepting is an act the borrower repeats after a
 * reload, never one a stored flag makes for them.
 */
export interface RememberedChoice extends Choice {
  accepted: boolean;
}

const ticks = new Map<string, boolean>();
const keyOf = (orderNo: string) => draftKey(orderNo, 'offer');
const whole = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);

export function rememberChoice(orderNo: string, choice: RememberedChoice): void {
  ticks.set(orderNo, choice.accepted);
  writeDraft(keyOf(orderNo), { amount: String(choice.amount), tenure: String(choice.tenure), ...(choice.couponId ? { couponId: choice.couponId } : {}) });
}

export function recallChoice(orderNo: string): RememberedChoice | undefined {
  const draft = readDraft(keyOf(orderNo));
  const amount = whole(draft?.amount);
  const tenure = whole(draft?.tenure);
  if (amount === null || tenure === null) return undefined;
  return { amount, tenure, couponId: draft?.couponId || undefined, accepted: ticks.get(orderNo) ?? false };
}

export function forgetChoice(orderNo: string): void {
  ticks.delete(orderNo);
  removeDraft(keyOf(orderNo));
}
