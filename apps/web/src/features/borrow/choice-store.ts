import type { Choice } from './borrow-api.ts';

/**
 * The borrower's choice on the confirm screen, kept while they read the agreement and come
 * back (memory only: a reload starts again from the server's default quote, which is safe).
 */
export interface RememberedChoice extends Choice {
  accepted: boolean;
}

const choices = new Map<string, RememberedChoice>();

export function rememberChoice(orderNo: string, choice: RememberedChoice): void {
  choices.set(orderNo, choice);
}

export function recallChoice(orderNo: string): RememberedChoice | undefined {
  return choices.get(orderNo);
}

export function forgetChoice(orderNo: string): void {
  choices.delete(orderNo);
}
