import { ERRORS, type OfferResponse } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import type { Choice } from './borrow-api.ts';

/** Waits for the borrower to stop stepping through amounts before asking for a new quote. */
export const REQUOTE_DELAY_MS = 300;

export type OfferState =
  | { kind: 'loading' }
  | { kind: 'ready'; offer: OfferResponse; updating: boolean }
  | { kind: 'expired' }
  | { kind: 'notApproved' }
  | { kind: 'failed' };

const sameChoice = (a: Choice | null, b: Choice | null) => a?.amount === b?.amount && a?.tenure === b?.tenure && a?.couponId === b?.couponId;

/**
 * The quote for the borrower's choice. The first load asks for the remembered choice (or the
 * server's default); later choices re-quote after a short pause, and the previous figures
 * stay on screen, marked as updating, until the new ones arrive.
 */
export function useOffer(orderNo: string, choice: Choice | null): { state: OfferState; retry: () => void } {
  const [asked, setAsked] = useState(choice);
  const quote = useRead('/loan/confirm/product-info', { orderNo, amount: asked?.amount, tenure: asked?.tenure, couponId: asked?.couponId }, { quiet: true, keepPrevious: true });
  const pending = !sameChoice(asked, choice);
  const shown = quote.data !== undefined;

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setAsked(choice), shown ? REQUOTE_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [pending, choice, shown]);

  let state: OfferState;
  if (quote.error?.code === ERRORS.OFFER_EXPIRED.code) state = { kind: 'expired' };
  else if (quote.error?.code === ERRORS.ORDER_NOT_APPROVED.code) state = { kind: 'notApproved' };
  else if (quote.error) state = { kind: 'failed' };
  else if (quote.data) state = { kind: 'ready', offer: quote.data, updating: pending || quote.isLoading };
  else state = { kind: 'loading' };
  return { state, retry: quote.retry };
}
