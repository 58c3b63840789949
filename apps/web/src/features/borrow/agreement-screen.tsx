import type { AgreementResponse } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { fetchLatestOrder } from '../../shared/application/order-api.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { fetchAgreement, type Choice } from '../../shared/loan/loan-api.ts';
import { formatInstant } from '../../shared/loan/format-loan.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { pathOf } from '../../shared/router/route-table.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import './borrow.css';

type State = { kind: 'loading' } | { kind: 'ready'; agreement: AgreementResponse } | { kind: 'failed' };

/** The choice in the query (a quote not yet accepted), or none: the accepted order's own agreement. */
function choiceFrom(query: URLSearchParams): Choice | null {
  const amount = Number(query.get('amount'));
  const tenure = Number(query.get('tenure'));
  return Number.isSafeInteger(amount) && amount > 0 && Number.isSafeInteger(tenure) && tenure > 0 ? { amount, tenure } : null;
}

/**
 * The loan agreement generated from the order's own figures, in the borrower's language. Back
 * returns to the confirm screen, which remembers the choice and the tick.
 */
export function AgreementScreen() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const query = useQuery();
  const orderNo = query.get('orderNo');
  const choice = choiceFrom(query);
  const amount = choice?.amount;
  const tenure = choice?.tenure;
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const latest = orderNo ? null : await fetchLatestOrder({ signal: controller.signal });
      const number = orderNo ?? (latest?.ok ? latest.data.order?.orderNo : undefined);
      if (controller.signal.aborted) return;
      if (!number) return setState({ kind: 'failed' });
      const pick = amount !== undefined && tenure !== undefined ? { amount, tenure } : null;
      const result = await fetchAgreement(number, pick, { signal: controller.signal });
      if (!controller.signal.aborted) setState(result.ok ? { kind: 'ready', agreement: result.data } : { kind: 'failed' });
    })();
    return () => controller.abort();
    // The language is a dependency: the server writes the agreement in the request's language.
  }, [orderNo, amount, tenure, lang]);

  const back = pathOf('confirmBorrow');
  return (
    <Page title={t('route.borrowAgreement')} back={back}>
      {state.kind === 'loading' && <Skeleton lines={8} />}
      {state.kind === 'failed' && <p className="empty">{t('agreement.loadFailed')}</p>}
      {state.kind === 'ready' && (
        <article className="agreement-text" aria-labelledby="agreement-title">
          <h2 id="agreement-title">{state.agreement.title}</h2>
          {state.agreement.acceptedAt && (
            <p className="notice">{t('agreement.accepted', { time: formatInstant(state.agreement.acceptedAt, lang, market) })}</p>
          )}
          {state.agreement.sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
      <Link to={back} className="btn btn--secondary btn--block">
        {t('agreement.backToOffer')}
      </Link>
    </Page>
  );
}
