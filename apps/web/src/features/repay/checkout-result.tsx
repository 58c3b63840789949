import { formatMoney, type RepayDetailResponse, type VerifyCheckoutResponse } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { verifyCheckout } from './repay-api.ts';
import { SandboxReferencePay } from './sandbox-pay.tsx';

/** Asks again after these waits while the provider has not settled: about half a minute in all. */
export const VERIFY_WAITS_MS = [0, 2_000, 4_000, 8_000, 16_000];

type State = { kind: 'checking' } | { kind: 'done'; result: VerifyCheckoutResponse } | { kind: 'later' } | { kind: 'error'; message: string };

/**
 * Back from a provider's checkout: the payment is verified with the provider (through our
 * server) and shown as paid, or, while the provider is still settling it, asked again a few
 * times before saying it will show within 15 minutes (spec section 9's copy).
 */
export function CheckoutResult({ reference, detail, onChange }: { reference: string; detail: RepayDetailResponse; onChange: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      const answer = await verifyCheckout(reference);
      if (!live) return;
      if (!answer.ok) return setState({ kind: 'error', message: answer.msg });
      if (answer.data.state !== 'pending') {
        setState({ kind: 'done', result: answer.data });
        if (answer.data.state === 'paid') onChange();
        return;
      }
      const wait = VERIFY_WAITS_MS[attempt + 1];
      if (wait === undefined) return setState({ kind: 'later' });
      timer = setTimeout(() => void check(attempt + 1), wait);
    };
    setState({ kind: 'checking' });
    void check(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // onChange refreshes the detail; a new round starts only when the reference or the sandbox asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference, round]);

  const back = `/repay/repay_detail?orderNo=${encodeURIComponent(detail.orderNo)}`;
  const cashier = `/repay/cashier?orderNo=${encodeURIComponent(detail.orderNo)}`;
  return (
    <section className="card" aria-live="polite">
      {state.kind === 'checking' && (
        <p role="status" className="repay__loading">
          <Spinner /> {t('repay.checkout.pending')}
        </p>
      )}
      {state.kind === 'done' && state.result.state === 'paid' && <p role="status">{t('repay.checkout.paid', { amount: formatMoney(state.result.amount, detail.currency, lang) })}</p>}
      {state.kind === 'done' && state.result.state === 'failed' && <p role="alert">{t('repay.checkout.failed')}</p>}
      {state.kind === 'later' && <p role="status">{t('repay.checkout.later')}</p>}
      {state.kind === 'error' && <p role="alert">{state.message}</p>}
      {detail.options.sandbox && (state.kind === 'later' || state.kind === 'checking') && (
        <SandboxReferencePay reference={reference} currency={detail.currency} onPaid={() => setRound((n) => n + 1)} />
      )}
      <div className="repay__actions">
        <Link to={back} className="btn btn--primary btn--block">
          {t('repay.toDetail')}
        </Link>
        <Link to={cashier} className="btn btn--secondary btn--block">
          {t('repay.toCashier')}
        </Link>
      </div>
    </section>
  );
}
