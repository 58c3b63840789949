import { ERRORS, type OfferResponse } from '@lendline/domain';
import { useEffect, useRef, useState } from 'react';
import { ABORTED } from '../../shared/api/client.ts';
import { fetchOffer, type Choice } from '../../shared/loan/loan-api.ts';

/** Waits for the borrower to stop stepping through amounts before asking for a new quote. */
export const REQUOTE_DELAY_MS = 300;

export type OfferState =
  | { kind: 'loading' }
  | { kind: 'ready'; offer: OfferResponse; updating: boolean }
  | { kind: 'expired' }
  | { kind: 'notApproved' }
  | { kind: 'failed' };

/**
 * The quote for the borrower's choice. The first load asks for the remembered choice (or the
 * server's default); later choices re-quote after a short pause, and the previous figures
 * stay on screen, marked as updating, until the new ones arrive.
 */
export function useOffer(orderNo: string, choice: Choice | null, attempt: number): OfferState {
  const [state, setState] = useState<OfferState>({ kind: 'loading' });
  const quoted = useRef(false);
  const amount = choice?.amount;
  const tenure = choice?.tenure;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.kind === 'ready' ? { ...previous, updating: true } : { kind: 'loading' }));
    const timer = setTimeout(
      () => {
        void fetchOffer(orderNo, { amount, tenure }, { signal: controller.signal, quiet: true }).then((result) => {
          if (controller.signal.aborted || (!result.ok && result.code === ABORTED)) return;
          quoted.current = result.ok;
          if (result.ok) setState({ kind: 'ready', offer: result.data, updating: false });
          else if (result.code === ERRORS.OFFER_EXPIRED.code) setState({ kind: 'expired' });
          else if (result.code === ERRORS.ORDER_NOT_APPROVED.code) setState({ kind: 'notApproved' });
          else setState({ kind: 'failed' });
        });
      },
      quoted.current ? REQUOTE_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [orderNo, amount, tenure, attempt]);

  return state;
}
